import type { MasteryAnswer } from '../mastery/mastery';

// Spaced review across days (docs/care-science.md), pure: when each item is due again, folded
// from its answers. No I/O; the play projection stores the fold beside the item's mastery.

// Our default re-send gaps, in days; a miss or a big cue starts again at the first one.
export const REVIEW_INTERVAL_DAYS = [1, 2, 4, 7, 14, 28] as const;
// Three first-try successes in a row move an item to monthly upkeep.
export const UPKEEP_AFTER_FIRST_TRIES = 3;
export const UPKEEP_DAYS = 30;
// An answer that needed this much help (first letter, fewer choices, the answer) starts again.
export const REVIEW_AGAIN_CUE_LEVEL = 2;

export const DAY_MS = 86_400_000;

// intervalIndex: the gap in REVIEW_INTERVAL_DAYS now being waited (-1: never answered). dueAt: when
// the item is due again (ms, the start of a UTC day; null: never answered). upkeep: in monthly upkeep.
// streak: first-try successes in a row.
export type ReviewState = { intervalIndex: number; dueAt: number | null; upkeep: boolean; streak: number };

export const NEVER_REVIEWED: ReviewState = { intervalIndex: -1, dueAt: null, upkeep: false, streak: 0 };

// Due on the UTC day `days` after the answer's UTC day, from its start: an item answered at any hour
// is due for every slot of that day (mastery days are UTC days too, decision 71).
export const dueAfter = (at: number, days: number) => Math.floor(at / DAY_MS) * DAY_MS + days * DAY_MS;

// How one answer moves an item's review:
// - missed (any wrong answer) or needing cue 2+: due again 1 day later, out of upkeep, streak 0;
// - otherwise it is a success and the gap grows to the next one (staying at 28 days at the list's
//   end); a first-try success (right at once, no cue) extends the streak, a cue-1 success ends it;
// - the third first-try success in a row moves the item to monthly upkeep (due 30 days later); in
//   upkeep every success keeps it there, 30 days on.
export function foldReview(state: ReviewState, answer: MasteryAnswer): ReviewState {
  if (answer.missed || answer.cueLevel >= REVIEW_AGAIN_CUE_LEVEL)
    return { intervalIndex: 0, dueAt: dueAfter(answer.at, REVIEW_INTERVAL_DAYS[0]), upkeep: false, streak: 0 };
  const firstTry = answer.firstTry && answer.cueLevel === 0;
  const streak = firstTry ? state.streak + 1 : 0;
  const intervalIndex = Math.min(state.intervalIndex + 1, REVIEW_INTERVAL_DAYS.length - 1);
  const upkeep = state.upkeep || streak >= UPKEEP_AFTER_FIRST_TRIES;
  const days = upkeep ? UPKEEP_DAYS : REVIEW_INTERVAL_DAYS[intervalIndex]!;
  return { intervalIndex, dueAt: dueAfter(answer.at, days), upkeep, streak };
}

export const isDue = (state: ReviewState, now: number): state is ReviewState & { dueAt: number } =>
  state.dueAt !== null && state.dueAt <= now;
