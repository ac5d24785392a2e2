import type { GameConfig, GameEvent, MasteryItemKind, MasteryState, TemplateSlug } from '@carewith/contracts';
import { playedSteps } from '../play/play-steps';
import type { Queryable } from '../read-model/queryable';
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

// One answer as the play projection hands it over.
export type MasteryStep = { event: GameEvent; instance: AnsweredInstance };

type Pending = MasteryRow & {
  senior_id: string;
  care_team_id: string;
  item_key: string;
  kind: MasteryItemKind;
  label: string;
  photo: string | null;
};

// The play projection's part for mastery: each answer (STEP) moves its item's row for the loved one,
// mastery and spaced review. Called once per batch inside the projection's transaction,
// with the answers recorded for the first time in it (a replayed event changes nothing), in stream
// order: the rows they touch are read (and locked) in one statement, folded answer by answer in
// memory, and written back in one statement, the same rows as one write per answer would leave.
// Activities without a loved one have no mastery.
export async function applyMasterySteps(em: Queryable, steps: MasteryStep[]): Promise<void> {
  const answers = steps.flatMap(({ event, instance }) => {
    if (event.type !== 'STEP' || !instance.senior_id) return [];
    const step = playedSteps({ templateId: instance.template_id, configJSON: instance.config_json })[event.data.step];
    if (!step) return [];
    return [
      { instance, seniorId: instance.senior_id, item: itemOfStep(step), answer: masteryAnswer(step, event.data) },
    ];
  });
  if (!answers.length) return;
  const keyOf = (seniorId: string, itemKey: string) => `${seniorId}\u0000${itemKey}`;
  const wanted = new Map(answers.map((a) => [keyOf(a.seniorId, a.item.key), a] as const));
  const stored = await em.query<(MasteryRow & { senior_id: string; item_key: string })[]>(
    `SELECT senior_id, item_key, state, streak, streak_days, times_played, last_played_at,
            review_interval_index, review_due_at, review_upkeep, review_streak
       FROM item_mastery
      WHERE (senior_id, item_key) IN (SELECT * FROM unnest($1::uuid[], $2::text[]))
      ORDER BY senior_id, item_key
        FOR UPDATE`,
    [[...wanted.values()].map((a) => a.seniorId), [...wanted.values()].map((a) => a.item.key)],
  );
  const rows = new Map<string, MasteryRow | undefined>(stored.map((r) => [keyOf(r.senior_id, r.item_key), r]));
  const written = new Map<string, Pending>();
  for (const { instance, seniorId, item, answer } of answers) {
    const key = keyOf(seniorId, item.key);
    const row = rows.get(key);
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
    const next: MasteryRow = {
      state: fold.state,
      streak: fold.streak,
      streak_days: fold.streakDays,
      times_played: fold.timesPlayed,
      last_played_at: fold.lastPlayedAt === null ? null : new Date(fold.lastPlayedAt),
      review_interval_index: review.intervalIndex,
      review_due_at: review.dueAt === null ? null : new Date(review.dueAt),
      review_upkeep: review.upkeep,
      review_streak: review.streak,
    };
    rows.set(key, next);
    const before = written.get(key);
    written.set(key, {
      ...next,
      senior_id: seniorId,
      // Set when the row is first inserted, as one write per answer would.
      care_team_id: before?.care_team_id ?? instance.care_team_id,
      item_key: item.key,
      kind: before?.kind ?? (item.kind satisfies MasteryItemKind),
      label: item.label,
      photo: item.photo ?? before?.photo ?? null,
    });
  }
  await em.query(
    `INSERT INTO item_mastery (senior_id, care_team_id, item_key, kind, label, photo, state, streak, streak_days,
                               times_played, last_played_at, review_interval_index, review_due_at, review_upkeep,
                               review_streak, updated_at)
     SELECT senior_id, care_team_id, item_key, kind, label, photo, state, streak, streak_days, times_played,
            last_played_at, review_interval_index, review_due_at, review_upkeep, review_streak, now()
       FROM jsonb_to_recordset($1::jsonb) AS x(senior_id uuid, care_team_id uuid, item_key text, kind text,
            label text, photo text, state text, streak int, streak_days text[], times_played int,
            last_played_at timestamptz, review_interval_index int, review_due_at timestamptz, review_upkeep boolean,
            review_streak int)
     ON CONFLICT (senior_id, item_key) DO UPDATE SET
       label = EXCLUDED.label, photo = coalesce(EXCLUDED.photo, item_mastery.photo), state = EXCLUDED.state,
       streak = EXCLUDED.streak, streak_days = EXCLUDED.streak_days, times_played = EXCLUDED.times_played,
       last_played_at = EXCLUDED.last_played_at, review_interval_index = EXCLUDED.review_interval_index,
       review_due_at = EXCLUDED.review_due_at, review_upkeep = EXCLUDED.review_upkeep,
       review_streak = EXCLUDED.review_streak, updated_at = now()`,
    [JSON.stringify([...written.values()])],
  );
}
