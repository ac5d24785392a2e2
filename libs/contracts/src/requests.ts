import { z } from 'zod';
import { accessibilitySchema, emailSchema, phoneSchema, requiredText, uuidSchema } from './common';
import { DEFAULT_ACCESSIBILITY, LIMITS } from './constants';
import {
  gameEventTypeSchema,
  signupChallengeSchema,
  biggestChallengeSchema,
  teamRoleSchema,
  templateSlugSchema,
  timeRangeSchema,
  type TemplateSlug,
} from './enums';
import { songArtistInput, songLinkInput } from './songs';
import { AnyStep, STEP_SCHEMAS, voiceRefSchema } from './steps';
import { cueLevelSchema, playAttemptsSchema } from './gentle';
import { resultSummarySchema } from './entities';
import { quietHoursSchema, timeZoneSchema } from './send-window';
import { languageSchema, seniorLanguageSchema } from './language';

// Request bodies of spec section 7, with the validation messages of section 5.

export const earlyAccessRequestSchema = z.object({
  name: requiredText('Name'),
  email: emailSchema,
  biggestChallenge: biggestChallengeSchema,
  message: z
    .string()
    .max(LIMITS.message, { error: `Message must be at most ${LIMITS.message} characters` })
    .optional()
    .nullable()
    .transform((m) => (m && m.trim() ? m.trim() : null)),
  openToInterview: z.boolean().default(false),
});
// What the landing page's form offers (the form's own reading of biggestChallenge).
export const earlyAccessFormSchema = earlyAccessRequestSchema.extend({
  biggestChallenge: signupChallengeSchema,
});
export const EARLY_ACCESS_DUPLICATE_MESSAGE = 'This email is already registered for early access.';
export const EARLY_ACCESS_GENERIC_ERROR = 'Please add a valid email so we can reach you.';

const seniorPhoneInput = z
  .union([z.literal(''), z.null(), phoneSchema])
  .optional()
  .transform((p) => (p ? p : null));

export const createSeniorRequestSchema = z.strictObject({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  phone: seniorPhoneInput,
  careTeamId: uuidSchema.optional(),
  prefsJSON: z
    .strictObject({ accessibility: accessibilitySchema })
    .default({ accessibility: { ...DEFAULT_ACCESSIBILITY } }),
  // Optional extras beyond the spec; absent: UTC and the default quiet hours.
  timeZone: timeZoneSchema.optional(),
  quietHours: quietHoursSchema.optional(),
  // The loved one's language; absent: English.
  language: seniorLanguageSchema.optional(),
});

// Editing a loved one: any of the fields, so a wrong phone number can be fixed.
export const updateSeniorRequestSchema = z
  .strictObject({
    firstName: requiredText('First name').optional(),
    lastName: requiredText('Last name').optional(),
    // Absent: unchanged; '' or null: removed.
    phone: z
      .union([z.literal(''), z.null(), phoneSchema])
      .optional()
      .transform((p) => (p === undefined ? undefined : p || null)),
    prefsJSON: z.strictObject({ accessibility: accessibilitySchema }).optional(),
    timeZone: timeZoneSchema.optional(),
    quietHours: quietHoursSchema.optional(),
    language: seniorLanguageSchema.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change' });

const gameStepsInput = z.array(z.unknown()).max(20, { error: 'An activity can have at most 20 steps' });

const gameTitleInput = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(LIMITS.title, { error: `Title must be at most ${LIMITS.title} characters` });

// The song an activity ends on: one of the loved one's songs, with the family's clip of it,
// who sings it and where the family listens to it, each if the family gave it (decision 254).
const gameSongInput = z
  .strictObject({
    title: z
      .string({ error: 'Song title is required' })
      .trim()
      .min(1, { error: 'Song title is required' })
      .max(LIMITS.name, { error: `Song title must be at most ${LIMITS.name} characters` }),
    voice: voiceRefSchema.optional(),
    artist: songArtistInput,
    link: songLinkInput,
  })
  .transform(({ title, voice, artist, link }) => ({
    title,
    ...(voice ? { voice } : {}),
    ...(artist ? { artist } : {}),
    ...(link ? { link } : {}),
  }));

export const createGameRequestSchema = z
  .strictObject({
    title: gameTitleInput,
    templateId: templateSlugSchema,
    seniorId: uuidSchema.optional().nullable(),
    configJSON: z.strictObject({
      title: z.string().max(LIMITS.title),
      steps: gameStepsInput.optional(),
      accessibility: accessibilitySchema.default({ ...DEFAULT_ACCESSIBILITY }),
      // Gentle mode is on for new activities unless the caregiver turns it off.
      gentle: z.boolean({ error: 'Gentle mode must be on or off' }).default(true),
      song: gameSongInput.optional(),
    }),
  })
  // Steps are checked against the chosen template's step shape, and for consistency.
  .transform((value, ctx) => {
    const raw = value.configJSON.steps;
    if (!raw) return { ...value, configJSON: { ...value.configJSON, steps: undefined as AnyStep[] | undefined } };
    const checked = checkGameSteps(value.templateId, raw);
    for (const issue of checked.issues) ctx.addIssue({ code: 'custom', ...issue });
    return { ...value, configJSON: { ...value.configJSON, steps: checked.steps } };
  });

// Editing a draft activity (PATCH /api/games/:id): the create body's title and configJSON, checked the
// same way; its template and loved one cannot change. Absent accessibility, gentle or steps keep the
// activity's own; an empty steps list means "the template's sample steps", as at creation. The steps
// are checked against the activity's template by the games service (checkGameSteps).
export const updateGameRequestSchema = z.strictObject({
  title: gameTitleInput,
  configJSON: z.strictObject({
    title: z.string().max(LIMITS.title),
    steps: gameStepsInput.optional(),
    accessibility: accessibilitySchema.optional(),
    gentle: z.boolean({ error: 'Gentle mode must be on or off' }).optional(),
    // null: the activity no longer ends on a song.
    song: gameSongInput.nullable().optional(),
  }),
});
export type UpdateGameRequest = z.infer<typeof updateGameRequestSchema>;

// A template's steps, each checked against its step shape and for consistency; issues carry the
// request path (configJSON.steps.N.field) and the reason.
export function checkGameSteps(
  templateId: TemplateSlug,
  raw: unknown[],
): { steps: AnyStep[]; issues: { path: PropertyKey[]; message: string }[] } {
  const schema = STEP_SCHEMAS[templateId];
  const steps: AnyStep[] = [];
  const issues: { path: PropertyKey[]; message: string }[] = [];
  raw.forEach((candidate, i) => {
    const at = (path: PropertyKey[]) => ['configJSON', 'steps', i, ...path];
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issues.push({ message: issue.message, path: at(issue.path) });
      return;
    }
    const problem = stepProblem(parsed.data);
    if (problem) issues.push({ message: problem.message, path: at([problem.field]) });
    else steps.push(parsed.data);
  });
  return { steps, issues };
}

function stepProblem(step: AnyStep): { field: string; message: string } | null {
  const unique = (items: string[]) => new Set(items.map((x) => x.trim().toLowerCase())).size === items.length;
  if ('correctAnswer' in step) {
    if (!unique(step.options)) return { field: 'options', message: 'Each answer option must be different' };
    if (!step.options.includes(step.correctAnswer))
      return { field: 'correctAnswer', message: 'The correct answer must be one of the options' };
  }
  if ('correctOrder' in step) {
    const n = step.recipeSteps.length;
    const sorted = [...step.correctOrder].sort((a, b) => a - b);
    if (sorted.length !== n || sorted.some((v, i) => v !== i)) {
      return { field: 'correctOrder', message: 'The correct order must list every recipe step once' };
    }
  }
  if ('targetItems' in step) {
    if (!unique(step.availableItems)) return { field: 'availableItems', message: 'Each item must be different' };
    if (!step.targetItems.every((t) => step.availableItems.includes(t))) {
      return { field: 'targetItems', message: 'Every item on the list must also be among the items to choose from' };
    }
  }
  return null;
}

export const assignFormSchema = z.object({
  gameId: z.string({ error: 'Please select an activity' }).min(1, { error: 'Please select an activity' }),
  seniorId: z.string({ error: 'Please select a loved one' }).min(1, { error: 'Please select a loved one' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(480, { error: 'Message must be at most 480 characters' }),
});

export const aiFormSchema = z.object({
  seniorId: z.string({ error: 'Please select a loved one' }).min(1, { error: 'Please select a loved one' }),
  timeRange: timeRangeSchema,
  customPrompt: z.string().max(LIMITS.question).optional(),
});
export const aiTrendRequestSchema = aiFormSchema.pick({ seniorId: true, timeRange: true }).extend({
  seniorId: uuidSchema,
});

export const inviteRequestSchema = z.object({
  email: emailSchema,
  role: teamRoleSchema.default('SIBLING'),
  careTeamId: z.uuid({ error: 'Care team is required' }),
});

// POST /api/invite as the server reads it: without a role, a new invitation is for a Family Helper (the
// form's default) and inviting an address again keeps the role its pending invitation offers; a role
// given is always the one used.
export const inviteBodySchema = inviteRequestSchema.extend({ role: teamRoleSchema.optional() });

export const checkInRequestSchema = z.strictObject({
  mood: z
    .number({ error: 'Please choose how you are feeling' })
    .int({ error: 'Please choose how you are feeling' })
    .min(1, { error: 'Please choose how you are feeling' })
    .max(5, { error: 'Please choose how you are feeling' }),
  freeText: z
    .string()
    .trim()
    .max(LIMITS.freeText, { error: `Please keep it under ${LIMITS.freeText} characters` })
    .optional()
    .nullable()
    .transform((t) => (t ? t : null)),
  // The language the reflection is written in: the one the member's screens speak; without
  // it, the language the member chose, else English.
  language: languageSchema.optional(),
});

export const playEventRequestSchema = z.object({
  // A client-made id makes a retried POST idempotent (the event store dedupes by it).
  eventId: uuidSchema.optional(),
  type: gameEventTypeSchema.extract(['START', 'STEP', 'SONG']),
  payload: z
    .object({
      timestamp: z.number().optional(),
      step: z.number().int().min(0).max(100).optional(),
      // The step's final answer; in gentle mode the answers before it go in attempts, first first.
      answer: z.unknown().optional(),
      attempts: playAttemptsSchema.optional(),
      cueLevel: cueLevelSchema.optional(),
    })
    .default({}),
});

export const playCompleteRequestSchema = z.object({
  eventId: uuidSchema.optional(),
  // The spec's client summary and scores are accepted but never trusted: the server scores the
  // recorded answers, and the play page, which no longer holds the answer key, leaves them out.
  summary: resultSummarySchema.optional(),
  rawData: z
    .array(
      z.object({
        step: z.number().int().min(0),
        answer: z.unknown(),
        timestamp: z.number(),
        attempts: playAttemptsSchema.optional(),
        cueLevel: cueLevelSchema.optional(),
      }),
    )
    .max(100),
  computedScores: z.object({ accuracy: z.number().min(0).max(1) }).optional(),
});

export type EarlyAccessRequest = z.infer<typeof earlyAccessRequestSchema>;
export type EarlyAccessForm = z.input<typeof earlyAccessFormSchema>;
export type CreateSeniorRequest = z.infer<typeof createSeniorRequestSchema>;
export type UpdateSeniorRequest = z.infer<typeof updateSeniorRequestSchema>;
export type CreateGameRequest = z.infer<typeof createGameRequestSchema>;
export type CreateGameInput = z.input<typeof createGameRequestSchema>;
export type AssignForm = z.infer<typeof assignFormSchema>;
export type AiForm = z.infer<typeof aiFormSchema>;
export type AiTrendRequest = z.infer<typeof aiTrendRequestSchema>;
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
export type InviteBody = z.infer<typeof inviteBodySchema>;
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;
export type PlayEventRequest = z.infer<typeof playEventRequestSchema>;
export type PlayCompleteRequest = z.infer<typeof playCompleteRequestSchema>;

// The invite screen's local entry shape (spec section 3), now backed by stored invitations.
export const inviteEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  sentAt: z.string(),
  status: z.string(),
});
export type InviteEntry = z.infer<typeof inviteEntrySchema>;
