import { MigrationInterface, QueryRunner } from 'typeorm';

// Mastery per item: one row per loved one and item, written by the play projection from
// the answers (STEP events); derived data, cleared and replayed by a rebuild.
export class ItemMastery1764000100000 implements MigrationInterface {
  name = 'ItemMastery1764000100000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE item_mastery (
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        item_key text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('person', 'place', 'recipe', 'list')),
        label text NOT NULL,
        photo text,
        state text NOT NULL CHECK (state IN ('new', 'learning', 'known', 'slipping')),
        streak int NOT NULL DEFAULT 0,
        streak_days text[] NOT NULL DEFAULT '{}',
        times_played int NOT NULL DEFAULT 0,
        last_played_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (senior_id, item_key)
      )`);
    await q.query('CREATE INDEX item_mastery_team_idx ON item_mastery (care_team_id)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE item_mastery');
  }
}
