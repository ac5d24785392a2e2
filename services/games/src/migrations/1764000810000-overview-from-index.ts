import { MigrationInterface, QueryRunner } from 'typeorm';

// The profile's overview (how many results, their mean accuracy and time, the last one) read
// every result of the loved one from the table and parsed two JSON documents a row: 1.35 ms for 1,000
// results, growing with the history. Each result now keeps its accuracy and time as columns the database
// derives from those documents, and the loved one's index carries them, so the overview reads the index
// alone (0.31 ms for the same 1,000). The result pages and the trend read the same index as before.
export class OverviewFromIndex1764000810000 implements MigrationInterface {
  name = 'OverviewFromIndex1764000810000';

  async up(q: QueryRunner) {
    await q.query(`
      ALTER TABLE results
        ADD COLUMN accuracy numeric GENERATED ALWAYS AS ((computed_scores_json->>'accuracy')::numeric) STORED,
        ADD COLUMN total_time_ms numeric GENERATED ALWAYS AS ((summary_json->>'totalTime')::numeric) STORED`);
    await q.query('DROP INDEX results_senior_completed_idx');
    await q.query(
      'CREATE INDEX results_senior_completed_idx ON results (senior_id, completed_at DESC, id DESC) INCLUDE (accuracy, total_time_ms)',
    );
  }

  async down(q: QueryRunner) {
    await q.query('DROP INDEX results_senior_completed_idx');
    await q.query('ALTER TABLE results DROP COLUMN accuracy, DROP COLUMN total_time_ms');
    await q.query('CREATE INDEX results_senior_completed_idx ON results (senior_id, completed_at DESC, id DESC)');
  }
}
