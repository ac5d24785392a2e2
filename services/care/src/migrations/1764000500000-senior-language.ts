import { MigrationInterface, QueryRunner } from 'typeorm';

// The loved one's language (their play page, texts and sample steps). Existing loved ones
// keep English. The allowed codes are checked at the API (SENIOR_LANGUAGES), not by a CHECK constraint,
// so adding a language stays one file of messages and no migration.
export class SeniorLanguage1764000500000 implements MigrationInterface {
  name = 'SeniorLanguage1764000500000';

  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE seniors ADD COLUMN language text NOT NULL DEFAULT 'en'`);
  }

  async down(q: QueryRunner) {
    await q.query(`ALTER TABLE seniors DROP COLUMN language`);
  }
}
