import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { gameInstanceSchema, resultSchema, seniorSchema } from './entities';
import { teamRoleSchema } from './enums';
import { playLinkSchema } from './games';

// Audit log (spec entity audit_logs): who did what to which record, and when. Entries never hold a
// name, phone or health detail: only ids and small counts, so an erasure leaves nothing behind.
export const AUDIT_ACTIONS = [
  'user.signed_in',
  'invitation.created',
  'invitation.resent',
  'invitation.cancelled',
  'invitation.accepted',
  'member.role_changed',
  'member.removed',
  'activity.sent',
  'activity.edited',
  'link.revoked',
  'export.senior_results',
  'export.activity_results',
  'export.senior_archive',
  'senior.erased',
  'account.deleted',
  'about_me.shared',
  'about_me.share_revoked',
  'about_me.opened',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const AUDIT_TARGET_TYPES = [
  'user',
  'invitation',
  'member',
  'activity',
  'play_link',
  'senior',
  'about_me_share',
] as const;
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);

const auditMetaSchema = z.record(z.string().max(40), z.union([z.string().max(80), z.number(), z.boolean(), z.null()]));

// What a service asks care to record. The actor is the request's meta actor. The team is given, or
// found from the loved one (seniorId); an entry with neither (a sign-in) belongs to the actor.
export const auditRecordSchema = z.object({
  action: auditActionSchema,
  targetType: auditTargetTypeSchema.nullable().optional(),
  targetId: z.string().max(128).nullable().optional(),
  careTeamId: uuidSchema.nullable().optional(),
  seniorId: uuidSchema.optional(),
  meta: auditMetaSchema.optional(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditEntrySchema = z.object({
  id: uuidSchema,
  actorId: uuidSchema.nullable(),
  // The actor's name as the team knows them now; null once their account is deleted.
  actorName: z.string().nullable(),
  action: auditActionSchema,
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  metaJSON: z.record(z.string(), z.unknown()),
  createdAt: dateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  careTeamId: uuidSchema,
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

// Changing a member's role in a team (OWNER only; a team always keeps one owner).
export const changeRoleRequestSchema = z.strictObject({
  roleInTeam: teamRoleSchema,
});
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

// Erasure of a loved one: each service removes what it holds; care removes the profile last.
export const erasureSummarySchema = z.object({
  activities: z.number().int().min(0),
  photos: z.number().int().min(0),
  // Recorded voices of the family, which go with the activities that used them.
  voiceClips: z.number().int().min(0),
  reports: z.number().int().min(0),
  // Conversation starters and weekly letters.
  conversation: z.number().int().min(0),
  messages: z.number().int().min(0),
  jobs: z.number().int().min(0),
});
export type ErasureSummary = z.infer<typeof erasureSummarySchema>;

// One activity of the archive: the activity, its play links, its result and its play events.
export const archiveActivitySchema = gameInstanceSchema.extend({
  links: z.array(playLinkSchema),
  result: resultSchema.nullable(),
  events: z.array(
    z.object({ revision: z.number().int(), type: z.string(), data: z.unknown(), recordedAt: dateSchema }),
  ),
});
export type ArchiveActivity = z.infer<typeof archiveActivitySchema>;

// Where the next page starts (keyset: after this activity in creation order). The time is PostgreSQL's
// own text of it, so no precision is lost on the way.
export const archiveCursorSchema = z.object({ createdAt: z.string().max(64), id: uuidSchema });
export type ArchiveCursor = z.infer<typeof archiveCursorSchema>;

// The games service's part of the archive comes in pages, each a bounded reply whatever the family's
// history: a few activities, the photos and voice clips they use (fetched one by one), and where to go on.
export const gamesExportPageRequestSchema = z.object({
  seniorId: uuidSchema,
  careTeamId: uuidSchema,
  after: archiveCursorSchema.nullable(),
});
export const gamesExportPageSchema = z.object({
  activities: z.array(archiveActivitySchema),
  photoIds: z.array(uuidSchema),
  voiceClipIds: z.array(uuidSchema),
  // null on the last page.
  next: archiveCursorSchema.nullable(),
});
export type GamesExportPage = z.infer<typeof gamesExportPageSchema>;

export const seniorProfileExportSchema = seniorSchema.extend({ careTeamName: z.string() });
export type SeniorProfileExport = z.infer<typeof seniorProfileExportSchema>;

// Internal erasure requests, sent by care once it has checked the caller is an OWNER.
// seniorId null: every activity and photo of the team (its last member deleting their account).
export const gamesEraseRequestSchema = z.object({ seniorId: uuidSchema.nullable(), careTeamId: uuidSchema });
export const gamesEraseReplySchema = z.object({
  gameIds: z.array(uuidSchema),
  photos: z.number().int().min(0),
  voiceClips: z.number().int().min(0),
});
export const insightsEraseRequestSchema = z.object({
  seniorId: uuidSchema,
  gameIds: z.array(uuidSchema),
});
export const messagingEraseRequestSchema = z.object({
  phones: z.array(z.string().max(32)).max(10),
  emails: z.array(z.string().max(254)).max(10),
  refIds: z.array(z.string().max(128)).max(10_000),
});
export const erasedCountSchema = z.object({ rows: z.number().int().min(0), jobs: z.number().int().min(0) });

// Deleting one's own account.
export const accountDeletionSchema = z.object({
  teamsDeleted: z.number().int().min(0),
  teamsLeft: z.number().int().min(0),
  seniorsErased: z.number().int().min(0),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
