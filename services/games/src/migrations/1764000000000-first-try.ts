import { MigrationInterface, QueryRunner } from 'typeorm';

// Results say how much help the answers needed. Results already there were all played before
// cues existed: every right answer was a first try with no cue, which is what the projection derives
// for them on a rebuild, so they are filled in the same way here.
export class FirstTry1764000000000 implements MigrationInterface {
  name = 'FirstTry1764000000000';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE results ADD COLUMN first_try_json jsonb');
    await q.query(`
      UPDATE results SET first_try_json = jsonb_build_object(
        'firstTryAnswers', (summary_json->>'correctAnswers')::int,
        'helpedAnswers', 0,
        'totalSteps', (summary_json->>'totalSteps')::int,
        'firstTryAccuracy', CASE WHEN (summary_json->>'totalSteps')::int > 0
          THEN (summary_json->>'correctAnswers')::float8 / (summary_json->>'totalSteps')::int ELSE 0 END,
        'meanCueLevel', 0)
      WHERE first_try_json IS NULL`);
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE results DROP COLUMN first_try_json');
  }
}
