import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { anyStepSchema } from './steps';
import { templateSlugSchema } from './enums';
import { languageSchema } from './language';

// Conversation after play: after each completed activity, two or three things the family
// can say on their next call, written from what was played. Statements about places, events and
// senses, never a quiz (docs/care-science.md, "Conversation after play").

// What the family says after a starter, whatever the starter.
export const STARTER_FOLLOW_UP = 'Tell me more about that.';
export const STARTERS_MIN = 2;
export const STARTERS_MAX = 3;
export const STARTER_MAX_LENGTH = 300;

// "We talked about it", with a one-line note that stays with the starter.
export const TALKED_NOTE_MAX = 200;
export const TALKED_NOTE_TOO_LONG = `Keep the note to one line of at most ${TALKED_NOTE_MAX} characters`;
export const TALKED_NOTE_ONE_LINE = 'Keep the note to one line';
export const talkedRequestSchema = z.strictObject({
  note: z
    .string({ error: 'The note must be text' })
    .max(TALKED_NOTE_MAX, { error: TALKED_NOTE_TOO_LONG })
    .refine((s) => !/[\r\n\u2028\u2029]/.test(s), { error: TALKED_NOTE_ONE_LINE })
    .transform((s) => s.trim())
    .optional(),
});
export type TalkedRequest = z.infer<typeof talkedRequestSchema>;

export const talkedMarkSchema = z.object({
  byUserId: uuidSchema,
  // The member's first name as the team knows it; null when they have left or gave none.
  byName: z.string().nullable(),
  at: dateSchema,
  note: z.string().nullable(),
});
export type TalkedMark = z.infer<typeof talkedMarkSchema>;

export const conversationStarterSchema = z.object({
  id: uuidSchema,
  gameInstanceId: uuidSchema,
  position: z.number().int().min(0),
  text: z.string(),
  writer: z.enum(['local', 'openai']),
  createdAt: dateSchema,
  talked: talkedMarkSchema.nullable(),
  // Whether the viewer may change or undo the mark: the member who made it, or a Co-Caregiver.
  canChangeMark: z.boolean(),
});
export type ConversationStarter = z.infer<typeof conversationStarterSchema>;

// The starters of one activity, with what the screens say about it.
export const activityStartersSchema = z.object({
  gameInstanceId: uuidSchema,
  seniorId: uuidSchema.nullable(),
  title: z.string(),
  templateId: templateSlugSchema,
  completedAt: dateSchema.nullable(),
  starters: z.array(conversationStarterSchema),
});
export type ActivityStarters = z.infer<typeof activityStartersSchema>;

// The profile: the most recent completed activities' starters, newest first.
export const SENIOR_STARTERS_ACTIVITIES = 3;
export const seniorStartersSchema = z.object({ activities: z.array(activityStartersSchema) });
export type SeniorStarters = z.infer<typeof seniorStartersSchema>;

// What games gives insights to write the starters from (internal: no actor, no gateway route): the
// steps as played and, per step, whether the answer came at once. No answers themselves.
export const conversationActivitySchema = z.object({
  gameInstanceId: uuidSchema,
  seniorId: uuidSchema.nullable(),
  careTeamId: uuidSchema,
  title: z.string(),
  templateId: templateSlugSchema,
  steps: z.array(anyStepSchema),
  firstTry: z.array(z.boolean().nullable()),
  completedAt: dateSchema.nullable(),
  // The language the activity was made in for its loved one (decision 134): the starters are said to
  // them in it (decision 258). Absent from an activity made before languages: English.
  language: languageSchema.optional(),
});
export type ConversationActivity = z.infer<typeof conversationActivitySchema>;

export const starterIdSchema = z.object({ starterId: uuidSchema });
export const talkedBusSchema = starterIdSchema.extend({ note: z.string().max(TALKED_NOTE_MAX).nullable() });
