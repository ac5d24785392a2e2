import { MigrationInterface, QueryRunner } from 'typeorm';

// Spaced review: each item's review state beside its mastery, written by the same play
// projection from the same answers (review/spaced-review.ts). Null until the item's first answer
// after this migration; a rebuild replays every answer and fills them all.
export class ItemReview1764000200000 implements MigrationInterface {
  name = 'ItemReview1764000200000';

  async up(q: QueryRunner) {
    await q.query(`
      ALTER TABLE item_mastery
        ADD COLUMN review_interval_index int,
        ADD COLUMN review_due_at timestamptz,
        ADD COLUMN review_upkeep boolean,
        ADD COLUMN review_streak int`);
    // "What is due for this loved one", most overdue first.
    await q.query('CREATE INDEX item_mastery_review_due_idx ON item_mastery (senior_id, review_due_at)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP INDEX item_mastery_review_due_idx');
    await q.query(`
      ALTER TABLE item_mastery
        DROP COLUMN review_interval_index, DROP COLUMN review_due_at, DROP COLUMN review_upkeep,
        DROP COLUMN review_streak`);
  }
}
