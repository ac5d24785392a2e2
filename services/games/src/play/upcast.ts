import {
  gameAbandonedV1,
  gameCompletedV1,
  gameCompletedV2,
  GameEvent,
  gameStartedV1,
  songPlayedV1,
  stepAnsweredV1,
  stepAnsweredV2,
} from '@carewith/contracts';
import type { RecordedEvent } from '@carewith/platform';

// The one place a stored play event is read: validated against the version it was written in and
// brought up to the current one (events.ts), so the decider, the projection and everything else see
// version 2 only. Version 1 payloads carry no `v`; version 2 ones carry `v: 2`.
export function toGameEvent(e: Pick<RecordedEvent, 'type' | 'data'>): GameEvent {
  const data = e.data as { v?: unknown } | null;
  const v1 = data?.v === undefined;
  switch (e.type as GameEvent['type']) {
    case 'START':
      return { type: 'START', data: gameStartedV1.parse(e.data) };
    case 'ABANDON':
      return { type: 'ABANDON', data: gameAbandonedV1.parse(e.data) };
    case 'SONG':
      return { type: 'SONG', data: songPlayedV1.parse(e.data) };
    case 'STEP':
      // A version 1 answer was the step's only answer: no attempts, no cue, judged on the answer
      // itself (firstTry null) and no latency known.
      return {
        type: 'STEP',
        data: v1
          ? { ...stepAnsweredV1.parse(e.data), v: 2, attempts: [], cueLevel: 0, firstTry: null, latencyMs: null }
          : stepAnsweredV2.parse(e.data),
      };
    case 'COMPLETE':
      // A version 1 completion has no first-try figures: the projection derives them.
      return {
        type: 'COMPLETE',
        data: v1 ? { ...gameCompletedV1.parse(e.data), v: 2, firstTry: null } : gameCompletedV2.parse(e.data),
      };
    default:
      throw new Error(`Unknown play event type: ${String(e.type)}`);
  }
}
