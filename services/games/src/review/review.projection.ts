import type { MasteryAnswer } from '../mastery/mastery';
import { foldReview, NEVER_REVIEWED, ReviewState } from './spaced-review';

// The spaced-review columns of an item's item_mastery row (null before its first answer since the
// review columns were added).
export type ReviewColumns = {
  review_interval_index: number | null;
  review_due_at: Date | null;
  review_upkeep: boolean | null;
  review_streak: number | null;
};

// Those columns as a review state (an item played before review existed reads as never reviewed).
export const reviewStateOf = (row: ReviewColumns): ReviewState => ({
  intervalIndex: row.review_interval_index ?? -1,
  dueAt: row.review_due_at ? row.review_due_at.getTime() : null,
  upkeep: row.review_upkeep ?? false,
  streak: row.review_streak ?? 0,
});

// The play projection's part for spaced review: the item's next review state after this answer, from
// the row applyMasterySteps has read (and locked), which writes it in the same statement as mastery.
export function nextReview(row: ReviewColumns | undefined, answer: MasteryAnswer): ReviewState {
  return foldReview(row && row.review_interval_index !== null ? reviewStateOf(row) : NEVER_REVIEWED, answer);
}
