import { z } from 'zod';
import { accessibilitySchema, dateSchema, emailSchema, phoneSchema, requiredText, uuidSchema } from './common';
import { LIMITS } from './constants';
import {
  aiReportTypeSchema,
  biggestChallengeSchema,
  gameCategorySchema,
  gameEventTypeSchema,
  gameStatusSchema,
  globalRoleSchema,
  teamRoleSchema,
  templateSlugSchema,
} from './enums';
import { memberLanguageSchema, seniorLanguageSchema } from './language';
import { songArtistField, songLinkField } from './songs';
import { anyStepSchema, voiceRefSchema } from './steps';

// Entities of spec section 3, as they cross the bus and the HTTP API.
export const sessionSchema = z.object({
  sid: z.string(),
  sess: z.record(z.string(), z.unknown()),
  expire: dateSchema,
});

export const userSchema = z.object({
  id: uuidSchema,
  email: emailSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: globalRoleSchema.default('CAREGIVER'),
  // Their screens' and e-mails' language; null until they choose.
  language: memberLanguageSchema,
  createdAt: dateSchema,
  updatedAt: dateSchema,
});
// The user-facing shape: GET /api/auth/user.
export const authUserSchema = userSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  language: true,
});

export const careTeamSchema = z.object({
  id: uuidSchema,
  name: requiredText('Team name'),
  createdBy: uuidSchema,
  createdAt: dateSchema,
});
export const createCareTeamSchema = careTeamSchema.omit({ id: true, createdAt: true });

export const careTeamMemberSchema = z.object({
  id: uuidSchema,
  careTeamId: uuidSchema,
  userId: uuidSchema,
  roleInTeam: teamRoleSchema.default('SIBLING'),
  createdAt: dateSchema,
});

export const seniorPrefsSchema = z.object({ accessibility: accessibilitySchema });
export const seniorSchema = z.object({
  id: uuidSchema,
  careTeamId: uuidSchema,
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  phone: phoneSchema.nullable(),
  prefsJSON: seniorPrefsSchema,
  // When texts may reach them (see send-window.ts).
  timeZone: z.string(),
  quietHours: z.object({ from: z.string(), to: z.string() }),
  pausedUntil: dateSchema.nullable(),
  // The language of their play page, their texts and the sample steps.
  language: seniorLanguageSchema,
  createdAt: dateSchema,
});

export const gameTemplateSchema = z.object({
  id: z.string(),
  slug: templateSlugSchema,
  title: requiredText('Title'),
  category: gameCategorySchema,
  schemaJSON: z.record(z.string(), z.unknown()),
  isActive: z.boolean().default(true),
  createdAt: dateSchema,
});

export const gameConfigSchema = z.object({
  title: z.string().max(LIMITS.title),
  accessibility: accessibilitySchema.optional(),
  steps: z.array(anyStepSchema).max(50).optional(),
  // Gentle mode (errorless cues); absent on activities made before it existed, which play as before.
  gentle: z.boolean().optional(),
  // The loved one's difficulty level for this template when the activity was made (1 gentlest to 5);
  // absent on older activities, which play every authored step and choice.
  level: z.number().int().min(1).max(5).optional(),
  // The loved one's language when the activity was made (or last edited): the language of its sample
  // steps. Absent on older activities and on those for no loved one, which use English.
  language: seniorLanguageSchema.optional(),
  // A song the loved one loves, offered after the last step: its title, and the family's clip
  // of it ("voice:<id>") played only on a tap, who sings it and a link to where the family listens to it,
  // opened on a tap (decision 254); a song with a title alone still ends the activity with its words.
  song: z
    .object({
      title: z.string().min(1).max(LIMITS.name),
      voice: voiceRefSchema.optional(),
      artist: songArtistField,
      link: songLinkField,
    })
    .optional(),
});
export const gameInstanceSchema = z.object({
  id: uuidSchema,
  seniorId: uuidSchema.nullable(),
  templateId: templateSlugSchema,
  createdBy: uuidSchema,
  status: gameStatusSchema.default('DRAFT'),
  configJSON: gameConfigSchema,
  sentAt: dateSchema.nullable(),
  createdAt: dateSchema,
});

export const magicLinkSchema = z.object({
  id: uuidSchema,
  gameInstanceId: uuidSchema,
  token: z.string().min(1),
  expiresAt: dateSchema,
  firstOpenedAt: dateSchema.nullable(),
  createdAt: dateSchema,
});

export const gameEventRowSchema = z.object({
  id: uuidSchema,
  gameInstanceId: uuidSchema,
  type: gameEventTypeSchema,
  payloadJSON: z.record(z.string(), z.unknown()).nullable(),
  createdAt: dateSchema,
});

// What a completed activity says about memory: answers right on the first try with no cue, answers
// that needed a cue, and the mean cue level (0 none to 3 the answer shown). Older results derive it
// from their answers (no cues existed, so a right answer was a first try).
export const firstTrySchema = z.object({
  firstTryAnswers: z.number().int().min(0),
  helpedAnswers: z.number().int().min(0),
  totalSteps: z.number().int().min(0),
  firstTryAccuracy: z.number().min(0).max(1),
  meanCueLevel: z.number().min(0).max(3),
});
export type FirstTry = z.infer<typeof firstTrySchema>;

export const resultSummarySchema = z.object({
  totalSteps: z.number().int().min(0),
  correctAnswers: z.number().int().min(0),
  totalTime: z.number().min(0), // milliseconds
  engagement: z.string().max(32),
});
export const resultSchema = z.object({
  id: uuidSchema,
  gameInstanceId: uuidSchema,
  summaryJSON: resultSummarySchema,
  rawJSON: z.array(z.record(z.string(), z.unknown())),
  computedScoresJSON: z.object({ accuracy: z.number().min(0).max(1) }),
  completedAt: dateSchema,
  // Beyond the spec: how much help the answers needed (see firstTrySchema).
  firstTry: firstTrySchema.nullable().optional(),
});

export const aiReportSchema = z.object({
  id: uuidSchema,
  gameInstanceId: uuidSchema.nullable(),
  seniorId: uuidSchema.nullable(),
  type: aiReportTypeSchema,
  prompt: z.string().nullable(),
  output: z.string(),
  createdAt: dateSchema,
});

export const caregiverCheckInSchema = z.object({
  id: uuidSchema,
  userId: uuidSchema,
  mood: z.number().int().min(1).max(5),
  freeText: z.string().max(LIMITS.freeText).nullable(),
  aiReflection: z.string().nullable(),
  createdAt: dateSchema,
});

export const auditLogSchema = z.object({
  id: uuidSchema,
  actorId: uuidSchema.nullable(),
  action: z.string().min(1),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  metaJSON: z.record(z.string(), z.unknown()).nullable(),
  createdAt: dateSchema,
});

export const earlyAccessSignupSchema = z.object({
  id: uuidSchema,
  name: requiredText('Name'),
  email: emailSchema,
  biggestChallenge: biggestChallengeSchema,
  message: z.string().max(LIMITS.message).nullable(),
  openToInterview: z.boolean().default(false),
  createdAt: dateSchema,
});

export type User = z.infer<typeof userSchema>;
export type AuthUser = z.infer<typeof authUserSchema>;
export type CareTeam = z.infer<typeof careTeamSchema>;
export type CareTeamMember = z.infer<typeof careTeamMemberSchema>;
export type Senior = z.infer<typeof seniorSchema>;
export type GameTemplate = z.infer<typeof gameTemplateSchema>;
export type GameConfig = z.infer<typeof gameConfigSchema>;
export type GameInstance = z.infer<typeof gameInstanceSchema>;
export type MagicLink = z.infer<typeof magicLinkSchema>;
export type GameEventRow = z.infer<typeof gameEventRowSchema>;
export type ResultSummary = z.infer<typeof resultSummarySchema>;
export type Result = z.infer<typeof resultSchema>;
export type AiReport = z.infer<typeof aiReportSchema>;
export type CaregiverCheckIn = z.infer<typeof caregiverCheckInSchema>;
export type AuditLog = z.infer<typeof auditLogSchema>;
export type EarlyAccessSignup = z.infer<typeof earlyAccessSignupSchema>;
