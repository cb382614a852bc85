import { z } from 'zod';
import { meetsPasswordPolicy } from './password.rules.ts';

export const USERNAME_MAX_LENGTH = 64;

export const loginSchema = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
  // Passwords are never trimmed: a space is part of what the user typed.
  password: z.string().min(1).max(128),
  code: z.string().trim().max(16).optional().default(''),
  uuid: z.string().trim().max(64).optional().default(''),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({ token: z.string() });

export const captchaSchema = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.string().optional(),
  img: z.string().optional(),
});
export type CaptchaResult = z.infer<typeof captchaSchema>;

/** A password that is being set: the policy applies whoever sets it. */
export const newPasswordSchema = z.string().refine(meetsPasswordPolicy, { message: 'password.policy' });

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'password.mismatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export interface CurrentUser {
  userId: number;
  userName: string;
  nickName: string;
  nameEn: string | null;
  avatar: string | null;
  userno: string | null;
  deptId: number | null;
  officeId: number | null;
}

export interface UserInfo {
  user: CurrentUser;
  roles: string[];
  permissions: string[];
}
