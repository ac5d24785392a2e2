import { MigrationInterface, QueryRunner } from 'typeorm';
import { GameConfig, TemplateSlug } from '@carewith/contracts';
import { recordCompletedItems } from '../review/completed-items';

const BATCH = 500;

// The Review read every config of the loved one to find each item's newest authored step.
// completed_items (review/completed-items.ts) says which completed activity holds it, so the read
// takes those activities and the ones not completed yet. Filled here from the completed activities
// already there, a batch at a time; the play projection keeps it from then on.
export class CompletedItems1764000720000 implements MigrationInterface {
  name = 'CompletedItems1764000720000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE completed_items (
        senior_id uuid NOT NULL,
        item_key text NOT NULL,
        game_id uuid NOT NULL REFERENCES game_instances(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (senior_id, item_key)
      )`);
    await q.query('CREATE INDEX completed_items_game_idx ON completed_items (game_id)');
    let after = { at: new Date(0), id: '00000000-0000-0000-0000-000000000000' };
    for (;;) {
      const rows = (await q.query(
        `SELECT id, senior_id, template_id, config_json, created_at FROM game_instances
          WHERE status = 'CLOSED' AND senior_id IS NOT NULL AND (created_at, id) > ($1, $2)
          ORDER BY created_at, id LIMIT ${BATCH}`,
        [after.at, after.id],
      )) as { id: string; senior_id: string; template_id: TemplateSlug; config_json: GameConfig; created_at: Date }[];
      if (!rows.length) return;
      await recordCompletedItems(q, rows);
      const last = rows.at(-1)!;
      after = { at: last.created_at, id: last.id };
    }
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE completed_items');
  }
}
