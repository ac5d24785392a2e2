import { MigrationInterface, QueryRunner } from 'typeorm';

// A loved one's level per template was the fold of their whole difficulty stream, on every
// read and every completion. A snapshot per stream (its state and last 20 changes at a revision) is
// read instead, then only the events after it; the sessions it has counted are kept beside it so a
// repeated recording is still recognised. Both are caches of the stream: dropping them loses nothing.
// Both hang on the loved one's activities (ON DELETE CASCADE), so they go with them at erasure: a
// snapshot on the newest activity it has counted, each session on its activity.
export class DifficultySnapshots1764000700000 implements MigrationInterface {
  name = 'DifficultySnapshots1764000700000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE difficulty_snapshots (
        stream_id text PRIMARY KEY,
        revision int NOT NULL,
        last_event_id text NOT NULL,
        game_id uuid NOT NULL REFERENCES game_instances(id) ON DELETE CASCADE,
        snapshot jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE difficulty_sessions (
        stream_id text NOT NULL,
        game_id uuid NOT NULL REFERENCES game_instances(id) ON DELETE CASCADE,
        revision int NOT NULL,
        PRIMARY KEY (stream_id, game_id)
      )`);
    await q.query('CREATE INDEX difficulty_snapshots_game_idx ON difficulty_snapshots (game_id)');
    await q.query('CREATE INDEX difficulty_sessions_game_idx ON difficulty_sessions (game_id)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE difficulty_sessions');
    await q.query('DROP TABLE difficulty_snapshots');
  }
}
