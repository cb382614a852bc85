import { z } from 'zod';
import { newPasswordSchema } from './auth.schemas.ts';

/**
 * E-mailed verification codes (spec §4 Verification-code button, §9 countdown 60 s). A code is
 * bound to what it was sent for, so a code mailed to close the privacy password cannot change
 * the sign-in password.
 */
export const VERIFICATION_PURPOSES = ['password', 'privacy'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

export const VERIFICATION_CODE_LIMITS = {
  digits: 6,
  /** The button counts down this long, and the server refuses a second send within it. */
  resendSeconds: 60,
  /** Wrong entries after which the code is dead and a new one must be sent. */
  maxTries: 5,
} as const;

/** Header carrying the privacy unlock token (spec §7: every request carries a passwd header). */
export const PRIVACY_HEADER = 'passwd';

/** The body of "send an email verification code"; userId, when sent, must be the caller's. */
export const sendVerificationCodeSchema = z.object({
  purpose: z.enum(VERIFICATION_PURPOSES),
  userId: z.number().int().positive().optional(),
});
export type SendVerificationCodeInput = z.infer<typeof sendVerificationCodeSchema>;

/** Spec §5 "The verification code is required"; six digits as mailed. */
export const verificationCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'verificationCode.required' })
  .pipe(z.string().regex(/^\d{6}$/, { message: 'verificationCode.format' }));

/** A new password field: "required" when empty, else the spec's policy message. */
const requiredNewPasswordSchema = z.string().min(1).pipe(newPasswordSchema);

/**
 * Spec §3 Password form: nasPassword, againNasPassword, verificationCode, userId, flag=1 (the
 * sign-in password; no other flag is offered). The confirmation error sits on its own field.
 */
export const changePasswordByCodeSchema = z
  .object({
    nasPassword: requiredNewPasswordSchema,
    againNasPassword: z.string().min(1),
    verificationCode: verificationCodeSchema,
    userId: z.number().int().positive(),
    flag: z.literal(1),
  })
  .refine((value) => value.nasPassword === value.againNasPassword, {
    message: 'password.mismatch',
    path: ['againNasPassword'],
  });
export type ChangePasswordByCodeInput = z.infer<typeof changePasswordByCodeSchema>;

/** Setting or changing the privacy password: the same policy as any password, with a code. */
export const savePrivacyPasswordSchema = z
  .object({
    passwd: requiredNewPasswordSchema,
    againPasswd: z.string().min(1),
    verificationCode: verificationCodeSchema,
  })
  .refine((value) => value.passwd === value.againPasswd, {
    message: 'password.mismatch',
    path: ['againPasswd'],
  });
export type SavePrivacyPasswordInput = z.infer<typeof savePrivacyPasswordSchema>;

export const closePrivacyPasswordSchema = z.object({ verificationCode: verificationCodeSchema });
export type ClosePrivacyPasswordInput = z.infer<typeof closePrivacyPasswordSchema>;

/**
 * Spec §3 Privacy code form. `passwd` is the privacy password typed at the prompt (the spec's
 * "privacy verification code"); `passwd2` is the client's random string, echoed back so the
 * client can tell which prompt an answer belongs to.
 */
export const verifyPrivacySchema = z.object({
  passwd: z.string().min(1, { message: 'privacy.passwordRequired' }).max(128),
  passwd2: z.string().max(64).optional(),
});
export type VerifyPrivacyInput = z.infer<typeof verifyPrivacySchema>;

export interface PrivacyStatus {
  enabled: boolean;
}

export interface PrivacyUnlock {
  /** Sent back in the passwd header; never the password itself. */
  token: string;
  expiresAt: string;
  passwd2?: string;
}
