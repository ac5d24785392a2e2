import { MigrationInterface, QueryRunner } from 'typeorm';

// One gentle reminder: at most one row per activity, whatever the retries or replicas.
// The row is claimed before the text is queued; sms_queued_at says the text was handed to messaging.
// first_name is the loved one's as the text named them (the dashboard notice says the same).
export class Reminders1764000400000 implements MigrationInterface {
  name = 'Reminders1764000400000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE reminders (
        game_id uuid PRIMARY KEY REFERENCES game_instances(id) ON DELETE CASCADE,
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        first_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sms_queued_at timestamptz
      )`);
    // The dashboard's notices: a caller's loved ones, the last few days.
    await q.query('CREATE INDEX reminders_senior_idx ON reminders (senior_id, sms_queued_at DESC)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE reminders');
  }
}
