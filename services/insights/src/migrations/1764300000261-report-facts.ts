import { MigrationInterface, QueryRunner } from 'typeorm';

// Decision 261: a report the built-in writer wrote keeps what it was written from (its kind and
// figures, versioned), so each reader reads it in their own language. Rows from before keep only
// their text, which is shown as it was written.
export class ReportFacts1764300000261 implements MigrationInterface {
  name = 'ReportFacts1764300000261';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE ai_reports ADD COLUMN facts_json jsonb');
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE ai_reports DROP COLUMN facts_json');
  }
}
