import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { seniorIdSchema } from './care';
import { LIMITS } from './constants';

// Everyday goals: one real thing the loved one practises until it sticks ("Your new helper is Ana"),
// errorless first, then with vanishing cues and growing gaps, then a monthly upkeep
// (docs/care-science.md, "Everyday goals"). One event stream per goal, folded by the pure decider in
// services/games/src/goals; every payload carries its schema version (`v`).
export const goalStreamId = (goalId: string) => `goal-${goalId}`;
export const GOAL_STREAM_PREFIX = 'goal-';

// Gaps after each unaided recall in a row (days); the third in a row moves the goal to monthly upkeep.
export const GOAL_GAP_DAYS = [1, 2, 4, 7] as const;
export const GOAL_UNAIDED_FOR_UPKEEP = 3;
export const GOAL_UPKEEP_DAYS = 30;
// How often the family is asked "How well does Rosa manage this now?" (GREAT's review).
export const GOAL_RATING_EVERY_DAYS = 14;
export const GOAL_TEXT_MAX = 120;
export const GOAL_WHY_MAX = 200;
export const GOAL_OTHER_CHOICES_MAX = 3;
// At most this many goals practised at once per loved one (GREAT works on three or so).
export const GOALS_ACTIVE_MAX = 5;

// The same words whatever is wrong with a reference: not text at all, or not the shape of one.
const PHOTO_AGAIN = 'Please choose the photo again';
const VOICE_AGAIN = 'Please record the voice clip again';
const photoRef = z.string({ error: PHOTO_AGAIN }).regex(/^photo:[0-9a-f-]{36}$/, { error: PHOTO_AGAIN });
const voiceRef = z.string({ error: VOICE_AGAIN }).regex(/^voice:[0-9a-f-]{36}$/, { error: VOICE_AGAIN });
const ratingSchema = z
  .number({ error: 'Choose a number from 1 to 10' })
  .int({ error: 'Choose a number from 1 to 10' })
  .min(1, { error: 'Choose a number from 1 to 10' })
  .max(10, { error: 'Choose a number from 1 to 10' });
const text = (what: string, max: number) =>
  z
    .string({ error: what })
    .trim()
    .min(1, { error: what })
    .max(max, { error: `Keep it to at most ${max} characters` });

// What happened when a goal came up in play: shown (the answer was shown first and confirmed,
// errorless), unaided (right at the first try with no cue at all), helped (right once a cue came),
// missed (a wrong first try, or the step left unanswered).
export const GOAL_OUTCOMES = ['shown', 'unaided', 'helped', 'missed'] as const;
export const goalOutcomeSchema = z.enum(GOAL_OUTCOMES);
export type GoalOutcome = z.infer<typeof goalOutcomeSchema>;

// ---------- events ----------

export const goalSetV1 = z.object({
  v: z.literal(1),
  goalId: uuidSchema,
  seniorId: uuidSchema,
  careTeamId: uuidSchema,
  // What the loved one is asked, and the answer to remember: "Who is your new helper?" / "Ana".
  question: z.string(),
  answer: z.string(),
  // The other choices shown beside the answer (none: "Someone else" style choices are made up).
  otherChoices: z.array(z.string()),
  why: z.string().nullable(),
  chosenByLovedOne: z.boolean(),
  photo: photoRef.nullable(),
  voice: voiceRef.nullable(),
  // The family's first rating (1-10), given with the goal.
  rating: ratingSchema,
  by: uuidSchema,
  at: z.number(),
});
export const goalRatedV1 = z.object({ v: z.literal(1), rating: ratingSchema, by: uuidSchema, at: z.number() });
export const goalVoiceRecordedV1 = z.object({ v: z.literal(1), voice: voiceRef, by: uuidSchema, at: z.number() });
export const goalPractisedV1 = z.object({
  v: z.literal(1),
  gameId: uuidSchema,
  stepId: z.string(),
  outcome: goalOutcomeSchema,
  // The cue the step started at (3: the answer shown first) and the most help it took (0-3).
  startCue: z.number().int().min(0).max(3),
  cueLevel: z.number().int().min(0).max(3),
  at: z.number(),
});
export const goalStoppedV1 = z.object({ v: z.literal(1), by: uuidSchema, at: z.number() });

export const GOAL_EVENT_SCHEMAS = {
  GoalSet: goalSetV1,
  GoalRated: goalRatedV1,
  GoalVoiceRecorded: goalVoiceRecordedV1,
  GoalPractised: goalPractisedV1,
  GoalStopped: goalStoppedV1,
} as const;
export type GoalEventType = keyof typeof GOAL_EVENT_SCHEMAS;
export type GoalEvent = {
  [K in GoalEventType]: { type: K; data: z.infer<(typeof GOAL_EVENT_SCHEMAS)[K]> };
}[GoalEventType];

// ---------- requests ----------

export const createGoalRequestSchema = z.strictObject({
  question: text('Write the question they will be asked', GOAL_TEXT_MAX),
  answer: text('Write the answer to remember', LIMITS.name),
  otherChoices: z
    .array(text('Write the other choice', LIMITS.name), { error: 'Other choices must be a list' })
    .max(GOAL_OTHER_CHOICES_MAX, { error: `Give at most ${GOAL_OTHER_CHOICES_MAX} other choices` })
    .default([]),
  why: z
    .string({ error: 'Why it matters must be text' })
    .trim()
    .max(GOAL_WHY_MAX, { error: `Keep it to at most ${GOAL_WHY_MAX} characters` })
    .optional(),
  chosenByLovedOne: z.boolean({ error: 'Say whether they chose it' }).default(false),
  photo: photoRef.optional(),
  voice: voiceRef.optional(),
  rating: ratingSchema,
});
export type CreateGoalRequest = z.input<typeof createGoalRequestSchema>;
export type CreateGoal = z.output<typeof createGoalRequestSchema>;
export const rateGoalRequestSchema = z.strictObject({ rating: ratingSchema });
export const goalVoiceRequestSchema = z.strictObject({ voice: voiceRef });

// ---------- views ----------

// Where a goal stands, in no language: learning (the answer still shown or hinted), spacing (recalled
// without help, coming back after a growing gap), upkeep (three in a row: once a month), stopped.
export const GOAL_STAGES = ['learning', 'spacing', 'upkeep', 'stopped'] as const;
export const goalStageSchema = z.enum(GOAL_STAGES);
export type GoalStage = z.infer<typeof goalStageSchema>;

export const goalPracticeSchema = z.object({ at: dateSchema, outcome: goalOutcomeSchema });
export const goalRatingSchema = z.object({ at: dateSchema, rating: z.number().int(), byName: z.string().nullable() });

export const goalSchema = z.object({
  id: uuidSchema,
  seniorId: uuidSchema,
  question: z.string(),
  answer: z.string(),
  otherChoices: z.array(z.string()),
  why: z.string().nullable(),
  chosenByLovedOne: z.boolean(),
  photo: z.string().nullable(),
  voice: z.string().nullable(),
  stage: goalStageSchema,
  // The cue the next practice starts at: 3 shows the answer first; 0 asks with no help.
  nextCue: z.number().int().min(0).max(3),
  unaidedInARow: z.number().int().min(0),
  dueAt: dateSchema.nullable(),
  ratingDueAt: dateSchema.nullable(),
  ratings: z.array(goalRatingSchema),
  // Newest last.
  practice: z.array(goalPracticeSchema),
  createdAt: dateSchema,
  createdByName: z.string().nullable(),
});
export type Goal = z.infer<typeof goalSchema>;
export const seniorGoalsSchema = z.object({
  goals: z.array(goalSchema),
  // The services' clock when read: what "due" and "in 4 days" are counted from.
  asOf: dateSchema,
  // Co-Caregivers create, rate and stop goals; any member records a voice cue.
  canManage: z.boolean(),
});
export type SeniorGoals = z.infer<typeof seniorGoalsSchema>;

// ---------- bus ----------

export const goalIdBusSchema = seniorIdSchema.extend({ goalId: uuidSchema });
export const createGoalBusSchema = seniorIdSchema.extend({ goal: createGoalRequestSchema });
export const rateGoalBusSchema = goalIdBusSchema.extend({ rating: ratingSchema });
export const goalVoiceBusSchema = goalIdBusSchema.extend({ voice: voiceRef });

// The dashboard's reminder: the goals whose two-weekly rating is due, of the loved ones the member
// rates for (Co-Caregivers), oldest due first.
export const goalRatingsDueSchema = z.array(
  z.object({ seniorId: uuidSchema, goalId: uuidSchema, question: z.string(), dueAt: dateSchema }),
);
export type GoalRatingsDue = z.infer<typeof goalRatingsDueSchema>;

// Development and tests only (POST /api/dev/clock, embedded profile with CLOCK_SHIFT_ALLOWED): the
// services' clock moved on by so many days, so a goal's spaced days can be lived through in a test.
export const shiftClockRequestSchema = z.strictObject({
  days: z
    .number({ error: 'Say how many days' })
    .int({ error: 'Say how many days' })
    .min(1, { error: 'Move the clock on by 1 to 400 days' })
    .max(400, { error: 'Move the clock on by 1 to 400 days' }),
});
