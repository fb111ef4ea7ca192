import { z } from 'zod';
import { serialIdSchema } from './ids.ts';

/** Staff roles. Admins may do everything; the others reach only their own screens. */
export const ROLES = ['admin', 'finance', 'store-staff', 'warehouse', 'production', 'outlet'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  finance: 'Finance',
  'store-staff': 'Store staff',
  warehouse: 'Warehouse',
  production: 'Production',
  outlet: 'Outlet',
};

/** operations.md §5, exact. */
export const LOGIN_MESSAGES = {
  username: 'Please input your username!',
  password: 'Please input your password!',
  /** §8: the older store login's words, for every refusal (wrong, unknown, disabled or throttled). */
  wrongCredentials: 'Please enter valid credentials',
} as const;

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;
export const PASSWORD_MIN_LENGTH = 10;

export const usernameSchema = z
  .string({ error: LOGIN_MESSAGES.username })
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, {
    error: 'Username: 3 to 40 characters, lower-case letters, digits, dot, dash or underscore',
  });

export const newPasswordSchema = z
  .string({ error: 'Please input a password' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password: at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200, { error: 'Password: at most 200 characters' });

/** Who is signed in, as the server tells the browser (never the token). */
export const signedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: roleSchema,
  /** A production user's team, or null for every team. */
  teamId: z.string().nullable(),
  /** An outlet user's outlet, or null for every outlet. */
  outletId: z.string().nullable(),
  /** A store-staff user's store, or null for every store. */
  storeId: z.string().nullable(),
});
export type SignedUser = z.infer<typeof signedUserSchema>;

export const loginResponseSchema = signedUserSchema;

export const userSummarySchema = signedUserSchema.extend({
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
export const userListSchema = z.array(userSummarySchema);

const displayNameSchema = z
  .string({ error: 'Please input a display name' })
  .trim()
  .min(1, { error: 'Please input a display name' })
  .max(80, { error: 'Display name: at most 80 characters' });

/** Scope only makes sense for production (team), outlet (outlet) and store-staff (store) users. */
const scopeRefine = <
  T extends {
    role?: Role | undefined;
    teamId?: string | null | undefined;
    outletId?: string | null | undefined;
    storeId?: string | null | undefined;
  },
>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.teamId && value.role !== undefined && value.role !== 'production') {
    ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'Team: only for production users' });
  }
  if (value.outletId && value.role !== undefined && value.role !== 'outlet') {
    ctx.addIssue({ code: 'custom', path: ['outletId'], message: 'Outlet: only for outlet users' });
  }
  if (value.storeId && value.role !== undefined && value.role !== 'store-staff') {
    ctx.addIssue({ code: 'custom', path: ['storeId'], message: 'Store: only for store staff' });
  }
};

export const createUserRequestSchema = z
  .strictObject({
    username: usernameSchema,
    displayName: displayNameSchema,
    role: roleSchema,
    teamId: z.string().nullable().default(null),
    outletId: z.string().nullable().default(null),
    storeId: z.string().nullable().default(null),
    password: newPasswordSchema,
  })
  .superRefine(scopeRefine);
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const updateUserRequestSchema = z
  .strictObject({
    displayName: displayNameSchema.optional(),
    role: roleSchema.optional(),
    teamId: z.string().nullable().optional(),
    outletId: z.string().nullable().optional(),
    storeId: z.string().nullable().optional(),
    disabled: z.boolean().optional(),
  })
  .superRefine(scopeRefine);
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({ password: newPasswordSchema });

export const userIdParamsSchema = z.object({ userId: serialIdSchema('userId') });
