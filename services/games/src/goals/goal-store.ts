import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { GoalRatingsDue } from '@carewith/contracts';
import type { GoalState } from './goal.decider';

// The goals' read model (migration 1764000850000-goals) and the checks a new goal needs: every
// statement of the goals' reads in one place (GoalStreams writes the rows).
@Injectable()
export class GoalStore {
  constructor(private readonly dataSource: DataSource) {}

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
