import { MigrationInterface, QueryRunner } from 'typeorm';

// Every answer rewrites its item's mastery row. With an index on review_due_at (which every
// answer moves) no update could be a HOT one: each wrote a new entry into all three indexes. The review
// reads a loved one's items by senior_id (the primary key's first column), never by due date, so the
// index goes; and pages keep room for the new version of a row (fillfactor), so PostgreSQL updates in
// place, in the same page, without touching an index.
export class MasteryHotUpdates1764000600000 implements MigrationInterface {
  name = 'MasteryHotUpdates1764000600000';

  async up(q: QueryRunner) {
    await q.query('DROP INDEX IF EXISTS item_mastery_review_due_idx');
    await q.query('ALTER TABLE item_mastery SET (fillfactor = 70)');
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE item_mastery RESET (fillfactor)');
    await q.query('CREATE INDEX item_mastery_review_due_idx ON item_mastery (senior_id, review_due_at)');
  }
}
