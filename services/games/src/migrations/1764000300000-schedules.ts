import { MigrationInterface, QueryRunner } from 'typeorm';

// Schedules: the family's rules, their choices for single coming slots (skip, or which
// draft to send), and one row per loved one and local day once a slot's time came. The UNIQUE
// (senior_id, local_date) is the durable "at most one scheduled text a day": a retried, doubled or
// replayed slot job finds the day claimed and sends nothing more. care_team_id on every table lets a
// whole team's erasure find the rows.
export class Schedules1764000300000 implements MigrationInterface {
  name = 'Schedules1764000300000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        repeat text NOT NULL CHECK (repeat IN ('weekly', 'once')),
        days int[],
        date text CHECK (date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
        time text NOT NULL CHECK (time ~ '^\\d{2}:\\d{2}$'),
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((repeat = 'weekly' AND days IS NOT NULL AND date IS NULL) OR (repeat = 'once' AND date IS NOT NULL AND days IS NULL))
      )`);
    await q.query('CREATE INDEX schedules_senior_idx ON schedules (senior_id, created_at)');
    await q.query('CREATE INDEX schedules_team_idx ON schedules (care_team_id)');
    await q.query(`
      CREATE TABLE schedule_slot_choices (
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        at timestamptz NOT NULL,
        skip boolean NOT NULL DEFAULT false,
        game_id uuid,
        updated_by uuid NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (senior_id, at)
      )`);
    await q.query('CREATE INDEX schedule_slot_choices_team_idx ON schedule_slot_choices (care_team_id)');
    // outcome NULL: the day is claimed by the slot at \`at\` and its decision is not finished (a retry
    // of that same slot carries on, reusing game_id when the activity was already made).
    await q.query(`
      CREATE TABLE scheduled_sends (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        local_date text NOT NULL,
        at timestamptz NOT NULL,
        schedule_id uuid,
        outcome text CHECK (outcome IN ('sent', 'skipped', 'paused', 'stopped', 'no-phone', 'nothing-due', 'missed')),
        game_id uuid,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        UNIQUE (senior_id, local_date)
      )`);
    await q.query('CREATE INDEX scheduled_sends_recent_idx ON scheduled_sends (senior_id, at DESC)');
    await q.query('CREATE INDEX scheduled_sends_team_idx ON scheduled_sends (care_team_id)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE scheduled_sends');
    await q.query('DROP TABLE schedule_slot_choices');
    await q.query('DROP TABLE schedules');
  }
}
