import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { GameConfig, GoalRatingsDue, QuestionStep, TemplateSlug } from '@carewith/contracts';
import { GoalState, ratingDueAt } from './goal.decider';

type Db = DataSource | EntityManager;

// An activity as goal practice reads it: whose it is, its kind, its config (steps) and whether it started.
export type PracticedActivity = {
  seniorId: string | null;
  templateId: TemplateSlug;
  config: GameConfig;
  startedAt: Date | null;
};

// The goals' read model (migration 1764000850000-goals) and the checks a new goal needs: every
// statement of the goals, their streams' rows (written by GoalStreams after each command and on a
// rebuild) and the activities their steps are woven into.
@Injectable()
export class GoalStore {
  constructor(private readonly dataSource: DataSource) {}

  // ---------- the read model's rows (GoalStreams) ----------

  // A goal's row: its folded state, and what the reads ask by (its stream's row at revision 0). An
  // older revision never replaces a newer one.
  async writeState(state: GoalState, revision: number, db: Db = this.dataSource): Promise<void> {
    if (!state.exists) return;
    if (revision === 0)
      await db.query(
        `INSERT INTO goal_streams (goal_id, senior_id, care_team_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [state.goalId, state.seniorId, state.careTeamId],
      );
    const ratingDue = ratingDueAt(state);
    await db.query(
      `INSERT INTO goals (goal_id, senior_id, care_team_id, stage, due_at, rating_due_at, revision, state_json, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (goal_id) DO UPDATE SET stage = EXCLUDED.stage, due_at = EXCLUDED.due_at,
         rating_due_at = EXCLUDED.rating_due_at, revision = EXCLUDED.revision, state_json = EXCLUDED.state_json
       WHERE goals.revision < EXCLUDED.revision`,
      [
        state.goalId,
        state.seniorId,
        state.careTeamId,
        state.stage,
        state.dueAt === null ? null : new Date(state.dueAt),
        ratingDue === null ? null : new Date(ratingDue),
        revision,
        JSON.stringify(state),
        new Date(state.createdAt!),
      ],
    );
  }

  // A rebuild's row of a goal: the old one dropped, then its state folded again written.
  async replaceState(goalId: string, state: GoalState, revision: number): Promise<void> {
    await this.dataSource.query('DELETE FROM goals WHERE goal_id = $1', [goalId]);
    await this.writeState(state, revision);
  }

  // The goals with a stream, of one loved one or of all, in the order they were made.
  async streamIds(seniorId?: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ goal_id: string }[]>(
      `SELECT goal_id FROM goal_streams WHERE ($1::uuid IS NULL OR senior_id = $1) ORDER BY created_at, goal_id`,
      [seniorId ?? null],
    );
    return rows.map((r) => r.goal_id);
  }

  // ---------- the activities goals are practised in (GoalPractice) ----------

  async activity(gameId: string): Promise<PracticedActivity | null> {
    const [row] = await this.dataSource.query<
      { senior_id: string | null; template_id: TemplateSlug; config_json: GameConfig; started_at: Date | null }[]
    >('SELECT senior_id, template_id, config_json, started_at FROM game_instances WHERE id = $1', [gameId]);
    return row
      ? { seniorId: row.senior_id, templateId: row.template_id, config: row.config_json, startedAt: row.started_at }
      : null;
  }

  // Goal steps added after an activity's steps, only while it has not started.
  async addSteps(gameId: string, steps: QuestionStep[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE game_instances SET config_json = jsonb_set(config_json, '{steps}', (config_json->'steps') || $2::jsonb)
        WHERE id = $1 AND started_at IS NULL`,
      [gameId, JSON.stringify(steps)],
    );
  }

  // ---------- reads ----------

  async bySenior(seniorId: string): Promise<GoalState[]> {
    const rows = await this.dataSource.query<{ state_json: GoalState }[]>(
      `SELECT state_json FROM goals WHERE senior_id = $1 ORDER BY (stage = 'stopped'), created_at, goal_id`,
      [seniorId],
    );
    return rows.map((r) => r.state_json);
  }

  // The goals of a loved one due for practice now, the longest due first.
  async dueFor(seniorId: string, now: Date): Promise<GoalState[]> {
    const rows = await this.dataSource.query<{ state_json: GoalState }[]>(
      `SELECT state_json FROM goals WHERE senior_id = $1 AND stage <> 'stopped' AND due_at <= $2
        ORDER BY due_at, goal_id`,
      [seniorId, now],
    );
    return rows.map((r) => r.state_json);
  }

  async activeCount(seniorId: string): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM goals WHERE senior_id = $1 AND stage <> 'stopped'`,
      [seniorId],
    );
    return row?.n ?? 0;
  }

  async isGoalOf(seniorId: string, goalId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM goals WHERE goal_id = $1 AND senior_id = $2', [
      goalId,
      seniorId,
    ]);
    return rows.length > 0;
  }

  async isBoxPhoto(seniorId: string, photoId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM box_photos WHERE senior_id = $1 AND photo_id = $2',
      [seniorId, photoId],
    );
    return rows.length > 0;
  }

  async isTeamClip(careTeamId: string, clipId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM voice_clips WHERE id = $1 AND care_team_id = $2',
      [clipId, careTeamId],
    );
    return rows.length > 0;
  }

  async ratingsDue(seniorIds: string[], now: Date): Promise<GoalRatingsDue> {
    if (!seniorIds.length) return [];
    const rows = await this.dataSource.query<
      { senior_id: string; goal_id: string; question: string; rating_due_at: Date }[]
    >(
      `SELECT senior_id, goal_id, state_json->>'question' AS question, rating_due_at FROM goals
        WHERE senior_id = ANY($1::uuid[]) AND stage <> 'stopped' AND rating_due_at <= $2
        ORDER BY rating_due_at, goal_id LIMIT 20`,
      [seniorIds, now],
    );
    return rows.map((r) => ({
      seniorId: r.senior_id,
      goalId: r.goal_id,
      question: r.question,
      dueAt: r.rating_due_at.toISOString(),
    }));
  }

  // Erasure: the goals of a loved one (seniorId null: of the whole team); their streams' ids first.
  async idsOf(seniorId: string | null, careTeamId: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ goal_id: string }[]>(
      `SELECT goal_id FROM goal_streams WHERE ${seniorId ? 'senior_id' : 'care_team_id'} = $1`,
      [seniorId ?? careTeamId],
    );
    return rows.map((r) => r.goal_id);
  }

  async erase(em: EntityManager, seniorId: string | null, careTeamId: string): Promise<void> {
    const where = seniorId ? 'senior_id = $1' : 'care_team_id = $1';
    await em.query(`DELETE FROM goals WHERE ${where}`, [seniorId ?? careTeamId]);
    await em.query(`DELETE FROM goal_streams WHERE ${where}`, [seniorId ?? careTeamId]);
  }
}
