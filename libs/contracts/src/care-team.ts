import { z } from 'zod';
import { dateSchema, emailSchema, uuidSchema } from './common';
import { LIMITS } from './constants';
import { globalRoleSchema, inviteStatusSchema, teamRoleSchema } from './enums';
import { memberLanguageSchema } from './language';

// Sign-in: the identity a provider vouched for, upserted into users.
export const SIGN_IN_PROVIDERS = ['google', 'oidc', 'dev'] as const;
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const upsertUserRequestSchema = z.object({
  provider: signInProviderSchema,
  subject: z.string().min(1).max(255),
  email: emailSchema,
  firstName: z.string().trim().max(LIMITS.name).nullable().optional(),
  lastName: z.string().trim().max(LIMITS.name).nullable().optional(),
  profileImageUrl: z.url().max(2048).nullable().optional(),
});
export type UpsertUserRequest = z.infer<typeof upsertUserRequestSchema>;

// The user-facing shape plus the global role (GET /api/auth/user shows all but the role).
export const sessionUserSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: globalRoleSchema,
  language: memberLanguageSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

// The development sign-in page: name and e-mail, no password.
export const devSignInRequestSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(LIMITS.name, { error: `Name must be at most ${LIMITS.name} characters` }),
  email: emailSchema,
  returnTo: z.string().max(512).optional(),
});
export type DevSignInRequest = z.infer<typeof devSignInRequestSchema>;

export const myCareTeamSchema = z.object({ id: uuidSchema, name: z.string(), role: teamRoleSchema });
export type MyCareTeam = z.infer<typeof myCareTeamSchema>;

export const careTeamMemberViewSchema = z.object({
  userId: uuidSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roleInTeam: teamRoleSchema,
  // The Primary Caregiver (the creator, or their heir): nobody else may change their role or remove them.
  isPrimary: z.boolean(),
  joinedAt: dateSchema,
});
export type CareTeamMemberView = z.infer<typeof careTeamMemberViewSchema>;

export const invitationSchema = z.object({
  id: uuidSchema,
  careTeamId: uuidSchema,
  email: z.string(),
  role: teamRoleSchema,
  status: inviteStatusSchema,
  sentAt: dateSchema,
  expiresAt: dateSchema,
  acceptedAt: dateSchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

// What someone following an invitation link sees before signing in.
export const invitationPreviewSchema = z.object({
  teamName: z.string(),
  inviterName: z.string(),
  role: teamRoleSchema,
  status: inviteStatusSchema,
  email: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationTokenSchema = z.object({
  token: z
    .string({ error: 'Invitation link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'Invitation link is not valid' }),
});
export const invitationIdSchema = z.object({ invitationId: uuidSchema });
export const careTeamIdSchema = z.object({ careTeamId: uuidSchema });
export const acceptInvitationResponseSchema = z.object({ careTeamId: uuidSchema, role: teamRoleSchema });
export const INVITATION_TTL_DAYS = 14;
