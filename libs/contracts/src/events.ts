import { z } from 'zod';
import { uuidSchema } from './common';
import { firstTrySchema, resultSummarySchema } from './entities';
import { cueLevelSchema, playAttemptsSchema } from './gentle';

// Game stream events: past-tense facts with versioned payloads. One stream per activity.
export const gameStreamId = (gameInstanceId: string) => `game-${gameInstanceId}`;

// `at` is the server's clock when the event was recorded; `clientAt` the device's clock when it
// happened (absent in streams written before it was kept), so time spent offline is not play.
export const gameStartedV1 = z.object({
  gameInstanceId: uuidSchema,
  linkId: uuidSchema.nullable(),
  at: z.number(),
  clientAt: z.number().optional(),
});
export const stepAnsweredV1 = z.object({
  gameInstanceId: uuidSchema,
  step: z.number().int().min(0),
  answer: z.unknown(),
  at: z.number(),
  clientAt: z.number().optional(),
});
export const gameCompletedV1 = z.object({
  gameInstanceId: uuidSchema,
  summary: resultSummarySchema,
  accuracy: z.number().min(0).max(1),
  at: z.number(),
});
export const gameAbandonedV1 = z.object({
  gameInstanceId: uuidSchema,
  at: z.number(),
});

// Version 2 (gentle play): an answer says how it was reached. `answer` is the step's final answer,
// `attempts` the answers before it (first first), `cueLevel` the most help shown (0-3), `firstTry`
// whether the first answer was right before any cue (judged by the server), `latencyMs` the time
// from the step's presentation to the first answer, measured on the server (null when unknown).
// A version 1 answer upcasts with no attempts, cue level 0, firstTry null (meaning: judge `answer`
// itself, the only answer there was) and latency null.
export const stepAnsweredV2 = stepAnsweredV1.extend({
  v: z.literal(2),
  attempts: playAttemptsSchema,
  cueLevel: cueLevelSchema,
  firstTry: z.boolean().nullable(),
  latencyMs: z.number().int().min(0).nullable(),
});
// Version 2: a completion also says how much help the answers needed (null after an upcast: the
// projection derives it from the answers).
export const gameCompletedV2 = gameCompletedV1.extend({
  v: z.literal(2),
  firstTry: firstTrySchema.nullable(),
});

// Version 1: the loved one played the song the activity ends on, after its last step, by a
// tap. At most once an activity.
export const songPlayedV1 = z.object({
  gameInstanceId: uuidSchema,
  at: z.number(),
  clientAt: z.number().optional(),
});

// The current version of each event, what the decider writes and every reader sees. Stored events
// of an older version are read through the games service's upcaster (services/games/src/play/upcast.ts).
export const GAME_EVENT_SCHEMAS = {
  START: gameStartedV1,
  STEP: stepAnsweredV2,
  COMPLETE: gameCompletedV2,
  ABANDON: gameAbandonedV1,
  SONG: songPlayedV1,
} as const;
export const GAME_EVENT_SCHEMA_VERSION = 2;

export type GameEvent =
  | { type: 'START'; data: z.infer<typeof gameStartedV1> }
  | { type: 'STEP'; data: z.infer<typeof stepAnsweredV2> }
  | { type: 'COMPLETE'; data: z.infer<typeof gameCompletedV2> }
  | { type: 'ABANDON'; data: z.infer<typeof gameAbandonedV1> }
  | { type: 'SONG'; data: z.infer<typeof songPlayedV1> };
