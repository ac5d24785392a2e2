import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReadModel1763760500000 implements MigrationInterface {
  name = 'ReadModel1763760500000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE game_instances (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        senior_id uuid,
        care_team_id uuid NOT NULL,
        template_id text NOT NULL,
        created_by uuid NOT NULL,
        status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SENT', 'ACTIVE', 'CLOSED')),
        config_json jsonb NOT NULL,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX game_instances_team_idx ON game_instances (care_team_id, created_at DESC)');
    await q.query('CREATE INDEX game_instances_senior_idx ON game_instances (senior_id, created_at DESC)');
    await q.query(`
      CREATE TABLE results (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        game_instance_id uuid NOT NULL REFERENCES game_instances(id) ON DELETE CASCADE,
        summary_json jsonb NOT NULL,
        raw_json jsonb NOT NULL DEFAULT '[]',
        computed_scores_json jsonb NOT NULL,
        completed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT results_game_instance_key UNIQUE (game_instance_id)
      )`);
    await q.query('CREATE INDEX results_completed_idx ON results (completed_at DESC)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE results');
    await q.query('DROP TABLE game_instances');
  }
}
