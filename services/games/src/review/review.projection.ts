import { EntityManager } from 'typeorm';
import type { MasteryAnswer } from '../mastery/mastery';
import { foldReview, NEVER_REVIEWED, ReviewState } from './spaced-review';

type ReviewRow = {
  review_interval_index: number | null;
  review_due_at: Date | null;
  review_upkeep: boolean | null;
  review_streak: number | null;
};

// The play projection's part for spaced review: called by applyMasteryStep inside its transaction,
// right after the item's mastery row was written (and locked), with the same answer.
export async function applyReviewAnswer(
  em: EntityManager,
  seniorId: string,
  itemKey: string,
  answer: MasteryAnswer,
): Promise<void> {
  const [row] = await em.query<ReviewRow[]>(
    `SELECT review_interval_index, review_due_at, review_upkeep, review_streak FROM item_mastery
      WHERE senior_id = $1 AND item_key = $2`,
    [seniorId, itemKey],
  );
  const state: ReviewState =
    row && row.review_interval_index !== null
      ? {
          intervalIndex: row.review_interval_index,
          dueAt: row.review_due_at ? row.review_due_at.getTime() : null,
          upkeep: row.review_upkeep ?? false,
          streak: row.review_streak ?? 0,
        }
      : NEVER_REVIEWED;
  const next = foldReview(state, answer);
  await em.query(
    `UPDATE item_mastery SET review_interval_index = $3, review_due_at = $4, review_upkeep = $5, review_streak = $6
      WHERE senior_id = $1 AND item_key = $2`,
    [
      seniorId,
      itemKey,
      next.intervalIndex,
      next.dueAt === null ? null : new Date(next.dueAt),
      next.upkeep,
      next.streak,
    ],
  );
}
