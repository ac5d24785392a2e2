import { MigrationInterface, QueryRunner } from 'typeorm';

// Everyday goals (libs/contracts/src/goals.ts): each goal is an event stream (goal-<id>); these are its
// index (goal_streams, written once at creation, which a rebuild reads) and its read model (goals: the
// folded state, rewritten after each command from the stream's own fold).
export class Goals1764000850000 implements MigrationInterface {
  name = 'Goals1764000850000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE goal_streams (
        goal_id uuid PRIMARY KEY,
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX goal_streams_senior_idx ON goal_streams (senior_id)');
    await q.query(`
      CREATE TABLE goals (
        goal_id uuid PRIMARY KEY,
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        stage text NOT NULL,
        due_at timestamptz,
        rating_due_at timestamptz,
        revision integer NOT NULL,
        state_json jsonb NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX goals_senior_idx ON goals (senior_id, created_at)');
    await q.query(`CREATE INDEX goals_rating_due_idx ON goals (rating_due_at) WHERE stage <> 'stopped'`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE goals');
    await q.query('DROP TABLE goal_streams');
  }
}
