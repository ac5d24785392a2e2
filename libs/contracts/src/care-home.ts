import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { consentBasisSchema } from './about-me';
import { invitationTokenSchema } from './care-team';

// Care homes (docs/decisions, "Care homes"): an organisation that holds many residents, each a loved one
// with their own care team, family and memory box. The home's staff reach a resident through their
// place in the home, never as members of the family's team, so they never read the family's notes,
// letters or check-ins. Care owns homes, staff, residents and consent; games owns group sessions and
// activity records, and asks care who may see what (`care.homes.*` below).

// Home Manager: runs the home on the product (staff, residents, consent). Activity Coordinator: runs
// sessions and keeps records.
export const HOME_ROLES = ['MANAGER', 'COORDINATOR'] as const;
export const homeRoleSchema = z.enum(HOME_ROLES, { error: 'Choose Home Manager or Activity Coordinator' });
export type HomeRole = z.infer<typeof homeRoleSchema>;

export const HOME_NAME_MAX = 120;
export const ROOM_MAX = 40;
// A resident's own target of active days a week (NICE QS50: meaningful activity every day; each
// home sets what is right for each resident).
export const ACTIVE_DAYS_TARGET_DEFAULT = 5;
// A resident with no activity for this many days is flagged on the Residents page.
export const INACTIVE_FLAG_DAYS = 7;

const text = (what: string, max: number) =>
  z
    .string({ error: what })
    .trim()
    .min(1, { error: what })
    .max(max, { error: `Keep it to at most ${max} characters` });

export const homeIdSchema = z.object({ homeId: uuidSchema });

// ---------- the home and its staff ----------

export const createHomeRequestSchema = z.strictObject({ name: text('Give the care home a name', HOME_NAME_MAX) });
export type CreateHomeRequest = z.infer<typeof createHomeRequestSchema>;

export const homeStaffMemberSchema = z.object({
  userId: uuidSchema,
  name: z.string().nullable(),
  // Shown to Home Managers only (null for a coordinator reading the list).
  email: z.string().nullable(),
  role: homeRoleSchema,
  joinedAt: dateSchema,
});
export type HomeStaffMember = z.infer<typeof homeStaffMemberSchema>;

export const homeSummarySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  myRole: homeRoleSchema,
  residents: z.number().int().min(0),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

export const homeViewSchema = homeSummarySchema.extend({
  staff: z.array(homeStaffMemberSchema),
  // Staff invitations not yet accepted (Home Managers only; empty for a coordinator).
  pendingInvitations: z.array(
    z.object({ id: uuidSchema, email: z.string(), role: homeRoleSchema, expiresAt: dateSchema }),
  ),
});
export type HomeView = z.infer<typeof homeViewSchema>;

export const inviteStaffRequestSchema = z.strictObject({
  email: z.email({ error: 'Enter a valid email address' }).max(254, { error: 'Enter a valid email address' }),
  role: homeRoleSchema,
});
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;
// The link to send (also e-mailed); its token is shown once.
export const staffInvitationSchema = z.object({ id: uuidSchema, link: z.string(), expiresAt: dateSchema });

export const staffInvitationPreviewSchema = z.object({
  homeName: z.string(),
  role: homeRoleSchema,
  invitedByName: z.string().nullable(),
  expiresAt: dateSchema,
});

// ---------- residents ----------

const roomSchema = z
  .string()
  .trim()
  .max(ROOM_MAX, { error: `Keep it to at most ${ROOM_MAX} characters` });
const activeDaysTargetSchema = z
  .number({ error: 'Choose 1 to 7 days a week' })
  .int({ error: 'Choose 1 to 7 days a week' })
  .min(1, { error: 'Choose 1 to 7 days a week' })
  .max(7, { error: 'Choose 1 to 7 days a week' });

export const addResidentRequestSchema = z.strictObject({
  firstName: text('Enter their first name', 60),
  lastName: text('Enter their last name', 60),
  room: roomSchema.optional(),
  activeDaysTarget: activeDaysTargetSchema.default(ACTIVE_DAYS_TARGET_DEFAULT),
});
export type AddResidentRequest = z.input<typeof addResidentRequestSchema>;

// Only what it names changes (no default here: a new room alone keeps the target); an empty room
// clears it.
export const updateResidentRequestSchema = z.strictObject({
  room: roomSchema.optional(),
  activeDaysTarget: activeDaysTargetSchema.optional(),
});
export type UpdateResidentRequest = z.infer<typeof updateResidentRequestSchema>;

// Whether a resident's photos and songs may be used in group sessions on a shared screen, and on whose
// say (Mental Capacity Act: the resident, a lasting power of attorney, or a best-interests decision with
// whom it consulted). Default off: a resident with no record shares nothing.
export const groupConsentSchema = z.object({
  photos: z.boolean(),
  songs: z.boolean(),
  // Whether their family's weekly letter may say what they joined in at the home.
  familyLine: z.boolean().optional(),
  basis: consentBasisSchema,
  by: z.string(),
  consulted: z.string().nullable(),
  date: z.string(),
  recordedAt: dateSchema,
  recordedByName: z.string().nullable(),
});
export type GroupConsent = z.infer<typeof groupConsentSchema>;

export const recordConsentRequestSchema = z
  .strictObject({
    photos: z.boolean({ error: 'Say whether their photos may be shown' }),
    songs: z.boolean({ error: 'Say whether their songs may be played' }),
    // Absent: no.
    familyLine: z.boolean({ error: 'Say whether their family may hear what they joined in' }).optional(),
    basis: consentBasisSchema,
    by: text('Say who agreed', 120),
    consulted: z.string().trim().max(120, { error: 'Keep it to at most 120 characters' }).optional(),
    date: z.iso.date({ error: 'Give the date they agreed' }),
  })
  .superRefine((v, ctx) => {
    if (v.basis === 'best-interests' && !v.consulted?.trim())
      ctx.addIssue({ code: 'custom', path: ['consulted'], message: 'Say whom they consulted' });
  });
export type RecordConsentRequest = z.input<typeof recordConsentRequestSchema>;

export const residentSchema = z.object({
  id: uuidSchema,
  seniorId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  room: z.string().nullable(),
  photoUrl: z.string().nullable(),
  activeDaysTarget: z.number().int().min(1).max(7),
  // The last day they took part in anything (a group session, a one-to-one, a texted activity).
  lastActiveAt: dateSchema.nullable(),
  // No activity for INACTIVE_FLAG_DAYS days (counted from when they joined the home when never active).
  inactive: z.boolean(),
  // null: no consent recorded (nothing of theirs reaches a shared screen).
  consent: groupConsentSchema.nullable(),
  // Whether anyone of their family has joined their care team.
  familyLinked: z.boolean(),
  joinedAt: dateSchema,
});
export type Resident = z.infer<typeof residentSchema>;

// A family invitation for a resident: an ordinary care-team invitation (Co-Caregiver) to the
// resident's own team; the first family member to accept becomes its Primary Caregiver.
export const familyInvitationRequestSchema = z.strictObject({
  email: z.email({ error: 'Enter a valid email address' }).max(254, { error: 'Enter a valid email address' }),
});

// ---------- across services (no gateway route) ----------

// games, starting a group session or keeping a record: the residents the actor may run a session with
// (staff of their home), each with what of theirs may reach a shared screen. Refuses (404) any resident
// not in a home the actor works in.
// No residentIds: only the check that the actor is staff of the home (a session's remote, the TV, a
// month's evidence), answered with no residents.
export const sessionResidentsBusSchema = z.object({
  homeId: uuidSchema,
  residentIds: z.array(uuidSchema).min(0).max(50),
});
export const sessionResidentSchema = z.object({
  id: uuidSchema,
  seniorId: uuidSchema,
  firstName: z.string(),
  // For the month's evidence (its page and CSV): the defaults stand in until care sends them.
  lastName: z.string().default(''),
  room: z.string().nullable().default(null),
  activeDaysTarget: z.number().int().min(1).max(7).default(ACTIVE_DAYS_TARGET_DEFAULT),
  photos: z.boolean(),
  songs: z.boolean(),
  // Their own (family's) team: a resident's portrait is kept as a photo of it, so the family's erasure
  // takes it too.
  careTeamId: uuidSchema.optional(),
});
export const sessionResidentsSchema = z.object({
  homeId: uuidSchema,
  homeName: z.string(),
  actorRole: homeRoleSchema,
  residents: z.array(sessionResidentSchema),
});
export type SessionResidents = z.infer<typeof sessionResidentsSchema>;

// ---------- on the bus (the gateway's routes: the path's ids with the body) ----------

export const residentIdsSchema = homeIdSchema.extend({ residentId: uuidSchema });
export const inviteStaffBusSchema = homeIdSchema.extend({ invitation: inviteStaffRequestSchema });
export const staffInvitationIdsSchema = homeIdSchema.extend({ invitationId: uuidSchema });
export const homeStaffIdsSchema = homeIdSchema.extend({ userId: uuidSchema });
export const addResidentBusSchema = homeIdSchema.extend({ resident: addResidentRequestSchema });
export const updateResidentBusSchema = residentIdsSchema.extend({ changes: updateResidentRequestSchema });
export const recordConsentBusSchema = residentIdsSchema.extend({ consent: recordConsentRequestSchema });
export const familyInvitationBusSchema = residentIdsSchema.extend({ invitation: familyInvitationRequestSchema });
export const homeInvitationTokenSchema = invitationTokenSchema;
// The family's invitation: the care-team invitation's id, its link (shown once; also e-mailed) and expiry.
export const familyInvitationSchema = staffInvitationSchema;
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export type StaffInvitationPreview = z.infer<typeof staffInvitationPreviewSchema>;

// ---------- a resident's portrait ----------

// One photo of each resident for the staff to know them by (the Residents list, their page): uploaded,
// replaced and removed by a Home Manager, seen by the home's staff only. It is not one of their
// family's photos and never reaches a group session's screen (that is the photos consent's business).
export const RESIDENT_PHOTO_FIELD = 'photo';
// Where the staff's browsers read it; `version` (ms) changes with each new photo, so a replaced one is
// fetched afresh.
export const residentPhotoUrl = (homeId: string, residentId: string, version: number) =>
  `/api/homes/${homeId}/residents/${residentId}/photo?v=${version}`;
export const residentPhotoUploadBusSchema = residentIdsSchema.extend({
  // JPEG bytes, base64, already rotated and resized by the gateway.
  jpegBase64: z.string().min(4).max(1_400_000),
  width: z.number().int().min(1).max(4096),
  height: z.number().int().min(1).max(4096),
});
// The upload's and the removal's answer: the address to show now (null: their initials).
export const residentPhotoSchema = z.object({ photoUrl: z.string().nullable() });
export type ResidentPhoto = z.infer<typeof residentPhotoSchema>;
