import { MigrationInterface, QueryRunner } from 'typeorm';

// A care-home resident's activity records, as games recorded them (games.resident-activity-recorded),
// and whether their family's letter may say what they joined in (care.resident-consent-changed): the
// local copy the weekly letter's care-home line is written from.
export class HomeLines1764500000000 implements MigrationInterface {
  name = 'HomeLines1764500000000';

  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE resident_activity (
      record_id uuid PRIMARY KEY,
      senior_id uuid NOT NULL,
      resident_id uuid NOT NULL,
      home_id uuid NOT NULL,
      session_id uuid,
      kind text NOT NULL,
      took_part boolean NOT NULL,
      minutes integer NOT NULL,
      what text NOT NULL,
      chips jsonb NOT NULL DEFAULT '[]',
      song text,
      day date NOT NULL,
      occurred_at timestamptz NOT NULL
    )`);
    await q.query('CREATE INDEX resident_activity_senior_at ON resident_activity (senior_id, occurred_at)');
    await q.query(`CREATE TABLE resident_family_lines (
      senior_id uuid PRIMARY KEY,
      resident_id uuid NOT NULL,
      home_id uuid NOT NULL,
      family_line boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE resident_family_lines');
    await q.query('DROP TABLE resident_activity');
  }
}
