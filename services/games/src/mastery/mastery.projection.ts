import { EntityManager } from 'typeorm';
import type { GameConfig, GameEvent, MasteryItemKind, MasteryState, TemplateSlug } from '@carewith/contracts';
import { playedSteps } from '../play/play-steps';
import { nextReview, ReviewColumns } from '../review/review.projection';
import { foldAnswer, itemOfStep, masteryAnswer, NEVER_PLAYED } from './mastery';

type MasteryRow = ReviewColumns & {
  state: MasteryState;
  streak: number;
  streak_days: string[];
  times_played: number;
  last_played_at: Date | null;
};

// The activity an answer belongs to, as the play projection has already read it.
export type AnsweredInstance = {
  senior_id: string | null;
  care_team_id: string;
  template_id: TemplateSlug;
  config_json: GameConfig;
};

// The play projection's part for mastery: an answer (STEP) moves its item's row for the loved one,
// mastery and spaced review (issue #15) in one write. Called once per event inside the projection's
// transaction, after the event was recorded for the first time, so a replayed event changes nothing.
// Activities without a loved one have no mastery.
export async function applyMasteryStep(em: EntityManager, event: GameEvent, instance: AnsweredInstance): Promise<void> {
  if (event.type !== 'STEP' || !instance.senior_id) return;
  const step = playedSteps({ templateId: instance.template_id, configJSON: instance.config_json })[event.data.step];
  if (!step) return;
  const item = itemOfStep(step);
  const answer = masteryAnswer(step, event.data);
  const [row] = await em.query<MasteryRow[]>(
    `SELECT state, streak, streak_days, times_played, last_played_at,
            review_interval_index, review_due_at, review_upkeep, review_streak
       FROM item_mastery WHERE senior_id = $1 AND item_key = $2 FOR UPDATE`,
    [instance.senior_id, item.key],
  );
  const fold = foldAnswer(
    row
      ? {
          state: row.state,
          streak: row.streak,
          streakDays: row.streak_days,
          timesPlayed: row.times_played,
          lastPlayedAt: row.last_played_at ? row.last_played_at.getTime() : null,
        }
      : NEVER_PLAYED,
    answer,
  );
  const review = nextReview(row, answer);
  await em.query(
    `INSERT INTO item_mastery (senior_id, care_team_id, item_key, kind, label, photo, state, streak, streak_days,
                               times_played, last_played_at, review_interval_index, review_due_at, review_upkeep,
                               review_streak, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now())
     ON CONFLICT (senior_id, item_key) DO UPDATE SET
       label = EXCLUDED.label, photo = coalesce(EXCLUDED.photo, item_mastery.photo), state = EXCLUDED.state,
       streak = EXCLUDED.streak, streak_days = EXCLUDED.streak_days, times_played = EXCLUDED.times_played,
       last_played_at = EXCLUDED.last_played_at, review_interval_index = EXCLUDED.review_interval_index,
       review_due_at = EXCLUDED.review_due_at, review_upkeep = EXCLUDED.review_upkeep,
       review_streak = EXCLUDED.review_streak, updated_at = now()`,
    [
      instance.senior_id,
      instance.care_team_id,
      item.key,
      item.kind satisfies MasteryItemKind,
      item.label,
      item.photo,
      fold.state,
      fold.streak,
      fold.streakDays,
      fold.timesPlayed,
      fold.lastPlayedAt === null ? null : new Date(fold.lastPlayedAt),
      review.intervalIndex,
      review.dueAt === null ? null : new Date(review.dueAt),
      review.upkeep,
      review.streak,
    ],
  );
}
