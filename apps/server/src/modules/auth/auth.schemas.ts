import { pageQuerySchema } from '@venus/shared';
import { z } from 'zod';

export const loginLogQuerySchema = pageQuerySchema(['loginTime', 'userName', 'status']).extend({
  userName: z.string().max(64).optional(),
  ipaddr: z.string().max(64).optional(),
  status: z.enum(['0', '1']).optional(),
  beginTime: z.coerce.date().optional(),
  endTime: z.coerce.date().optional(),
});
export type LoginLogQuery = z.infer<typeof loginLogQuerySchema>;

export const loginLogRowSchema = z.object({
  infoId: z.number(),
  userName: z.string(),
  ipaddr: z.string(),
  userAgent: z.string(),
  status: z.string(),
  msg: z.string(),
  loginTime: z.date(),
});

export const currentUserSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  nameEn: z.string().nullable(),
  avatar: z.string().nullable(),
  userno: z.string().nullable(),
  deptId: z.number().nullable(),
  officeId: z.number().nullable(),
});

export const userInfoSchema = z.object({
  user: currentUserSchema,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});

/** `GET /getRouters` item (spec §3 Route item), recursive through children. */
export const routeItemSchema = z.object({
  name: z.string(),
  path: z.string(),
  hidden: z.boolean(),
  redirect: z.string().optional(),
  component: z.string(),
  alwaysShow: z.boolean().optional(),
  query: z.string().optional(),
  perms: z.string().optional(),
  meta: z.object({
    title: z.string(),
    icon: z.number(),
    affix: z.boolean(),
    noCache: z.boolean(),
    activeMenu: z.string().optional(),
    link: z.string().optional(),
  }),
  get children() {
    return z.array(routeItemSchema).optional();
  },
});
