import { MigrationInterface, QueryRunner } from 'typeorm';

// Conversation starters (two or three per completed activity, with the family's "we talked
// about it" mark and note) and the weekly family letters (one per loved one and week).
export class Conversation1764160100000 implements MigrationInterface {
  name = 'Conversation1764160100000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE conversation_starters (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        game_instance_id uuid NOT NULL,
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        position int NOT NULL CHECK (position >= 0),
        text text NOT NULL,
        writer text NOT NULL CHECK (writer IN ('local', 'openai')),
        created_at timestamptz NOT NULL DEFAULT now(),
        talked_by uuid,
        talked_at timestamptz,
        talked_note text,
        CONSTRAINT conversation_starters_position_key UNIQUE (game_instance_id, position)
      )`);
    await q.query(
      'CREATE INDEX conversation_starters_senior_idx ON conversation_starters (senior_id, created_at DESC)',
    );
    await q.query(`
      CREATE TABLE weekly_letters (
        id uuid PRIMARY KEY,
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        sunday text NOT NULL CHECK (sunday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        content_json jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT weekly_letters_week_key UNIQUE (senior_id, sunday)
      )`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE weekly_letters');
    await q.query('DROP TABLE conversation_starters');
  }
}
