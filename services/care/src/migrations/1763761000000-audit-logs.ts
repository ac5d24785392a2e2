import { MigrationInterface, QueryRunner } from 'typeorm';

// Spec entity audit_logs, plus the team an entry belongs to (so owners can read their team's log).
export class AuditLogs1763761000000 implements MigrationInterface {
  name = 'AuditLogs1763761000000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE audit_logs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid,
        care_team_id uuid,
        action text NOT NULL CHECK (length(action) > 0),
        target_type text,
        target_id text,
        meta_json jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX audit_logs_team_idx ON audit_logs (care_team_id, created_at DESC)');
    await q.query('CREATE INDEX audit_logs_actor_idx ON audit_logs (actor_id, created_at DESC)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE audit_logs');
  }
}
