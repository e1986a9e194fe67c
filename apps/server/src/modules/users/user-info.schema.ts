import { z } from 'zod';

/** Response schema of GET /v1/user/info (spec §3 User and its derived flags). */
export const userInfoSchema = z.object({
  userId: z.number(),
  username: z.string().nullable(),
  realname: z.string(),
  avatar: z.string().nullable(),
  roleId: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  userStatus: z.number(),
  isAdmin: z.boolean(),
  isAppUser: z.boolean(),
  noWatermark: z.number(),
  phoneMask: z.string().nullable(),
  ticket: z.string().nullable(),
  enterprise: z
    .object({ id: z.number(), name: z.string(), status: z.number(), autoIssue: z.boolean() })
    .nullable(),
  isAuthenticated: z.boolean(),
  needBindPhone: z.boolean(),
  isDeletedEnterprise: z.boolean(),
  isUnApproved: z.boolean(),
});
