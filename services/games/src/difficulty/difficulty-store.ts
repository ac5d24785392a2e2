import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TemplateSlug } from '@carewith/contracts';

export const SWEEP_BATCH = 200;
// Started activities are ACTIVE until completed (CLOSED): a partial index holds only those, so the
// sweep reads the few open activities, not every activity ever made.
export const ABANDONED_SWEEP_SQL = `SELECT g.id, g.senior_id, g.template_id, g.started_at FROM game_instances g
  WHERE g.status = 'ACTIVE' AND g.started_at < $1 AND g.senior_id IS NOT NULL
    AND ($2::uuid IS NULL OR g.senior_id = $2)
    AND NOT EXISTS (SELECT 1 FROM difficulty_abandoned a WHERE a.game_instance_id = g.id)
  ORDER BY g.started_at LIMIT ${SWEEP_BATCH}`;

export type StartedActivity = { id: string; senior_id: string; template_id: TemplateSlug; started_at: Date };

// The abandoned-session sweep's reads and marks (difficulty_abandoned): the statements of difficulty's
// use cases. The streams' snapshots are DifficultySnapshots'.
@Injectable()
export class DifficultyStore {
  constructor(private readonly dataSource: DataSource) {}

  // Activities started before `before` and never completed nor yet recorded as abandoned (of one
  // loved one, or of everyone), the oldest first, at most SWEEP_BATCH.
  async startedBefore(before: Date, seniorId: string | null): Promise<StartedActivity[]> {
    return this.dataSource.query<StartedActivity[]>(ABANDONED_SWEEP_SQL, [before, seniorId]);
  }

  // Recorded once; an activity erased meanwhile has no row to mark.
  async markAbandoned(gameId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO difficulty_abandoned (game_instance_id)
       SELECT id FROM game_instances WHERE id = $1 ON CONFLICT DO NOTHING`,
      [gameId],
    );
  }
}
