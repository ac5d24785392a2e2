import { MigrationInterface, QueryRunner } from 'typeorm';

// A member's language (their screens and the e-mails they get). NULL until they choose, and
// then English is what they read. The allowed codes are checked at the API (LANGUAGES), not by a CHECK
// constraint, so adding a language stays one file of messages and no migration.
export class UserLanguage1764200000000 implements MigrationInterface {
  name = 'UserLanguage1764200000000';

  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE users ADD COLUMN language text`);
  }

  async down(q: QueryRunner) {
    await q.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
