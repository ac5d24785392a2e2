import { z } from 'zod';
import { uuidSchema } from './common';
import { resultSummarySchema } from './entities';

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

export const GAME_EVENT_SCHEMAS = {
  START: gameStartedV1,
  STEP: stepAnsweredV1,
  COMPLETE: gameCompletedV1,
  ABANDON: gameAbandonedV1,
} as const;
export const GAME_EVENT_SCHEMA_VERSION = 1;

export type GameEvent =
  | { type: 'START'; data: z.infer<typeof gameStartedV1> }
  | { type: 'STEP'; data: z.infer<typeof stepAnsweredV1> }
  | { type: 'COMPLETE'; data: z.infer<typeof gameCompletedV1> }
  | { type: 'ABANDON'; data: z.infer<typeof gameAbandonedV1> };
