import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from '@carewith/platform';

// An activity as its completion's fact names it: whose it is, its kind and its title.
export type CompletedInstanceRow = { id: string; senior_id: string | null; template_id: string; title: string | null };

// The completion-facts reactor's reads: since when it announces completions (fact_reactors, migration
// 1764000830000-fact-reactors) and the activities a batch of completions is about (game_instances).
@Injectable()
export class CompletionFactsStore {
  constructor(private readonly dataSource: DataSource) {}

  // The moment the reactor was set up: completions stored before it are not announced (none if the row is gone).
  async since(reactor: string): Promise<Date> {
    const rows = await this.dataSource.query<{ since: Date }[]>('SELECT since FROM fact_reactors WHERE name = $1', [
      reactor,
    ]);
    return rows[0]?.since ?? new Date(0);
  }

  // The activities of these ids that still exist (an erased one has no row), read on the projector's
  // transaction when it gives one.
  async instances(ids: string[], db: Queryable = this.dataSource): Promise<CompletedInstanceRow[]> {
    return db.query<CompletedInstanceRow[]>(
      `SELECT id, senior_id, template_id, config_json->>'title' AS title FROM game_instances WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }
}
