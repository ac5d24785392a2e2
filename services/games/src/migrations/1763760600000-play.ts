import { MigrationInterface, QueryRunner } from 'typeorm';

export class Play1763760600000 implements MigrationInterface {
  name = 'Play1763760600000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE game_templates (
        id text PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        category text NOT NULL CHECK (category IN ('MEMORY', 'SEQUENCING', 'MATCHING', 'TRIVIA')),
        schema_json jsonb NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Play links: only the SHA-256 of the token is kept.
    await q.query(`
      CREATE TABLE magic_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        game_instance_id uuid NOT NULL REFERENCES game_instances(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        first_opened_at timestamptz,
        revoked_at timestamptz,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT magic_links_token_hash_key UNIQUE (token_hash)
      )`);
    await q.query('CREATE INDEX magic_links_game_idx ON magic_links (game_instance_id, created_at DESC)');
    // Read model of the play streams, written by the projector only.
    await q.query(`
      CREATE TABLE game_events (
        id uuid PRIMARY KEY,
        game_instance_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('START', 'STEP', 'COMPLETE', 'ABANDON')),
        payload_json jsonb,
        created_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX game_events_instance_idx ON game_events (game_instance_id, created_at)');
    await q.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        checkpoint text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('ALTER TABLE game_instances ADD COLUMN started_at timestamptz');
    await q.query(`
      CREATE TABLE photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        care_team_id uuid NOT NULL,
        jpeg bytea NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE photos');
    await q.query('ALTER TABLE game_instances DROP COLUMN started_at');
    await q.query('DROP TABLE projection_checkpoints');
    await q.query('DROP TABLE game_events');
    await q.query('DROP TABLE magic_links');
    await q.query('DROP TABLE game_templates');
  }
}
