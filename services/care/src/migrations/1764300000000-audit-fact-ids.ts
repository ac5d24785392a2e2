import { MigrationInterface, QueryRunner } from 'typeorm';

// The audit log records other services' facts (audit-facts.ts): each fact once, whatever its deliveries.
export class AuditFactIds1764300000000 implements MigrationInterface {
  name = 'AuditFactIds1764300000000';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE audit_logs ADD COLUMN fact_id uuid');
    await q.query('CREATE UNIQUE INDEX audit_logs_fact_idx ON audit_logs (fact_id) WHERE fact_id IS NOT NULL');
  }

  async down(q: QueryRunner) {
    await q.query('DROP INDEX audit_logs_fact_idx');
    await q.query('ALTER TABLE audit_logs DROP COLUMN fact_id');
  }
}
