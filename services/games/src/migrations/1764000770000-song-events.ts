import { MigrationInterface, QueryRunner } from 'typeorm';

// The play streams gain SONG (the loved one played the song an activity ends on), and the
// read model's copy of the events must take it: the type check is widened (an event it refused would
// stop the projection).
export class SongEvents1764000770000 implements MigrationInterface {
  name = 'SongEvents1764000770000';

  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE game_events DROP CONSTRAINT game_events_type_check,
      ADD CONSTRAINT game_events_type_check CHECK (type IN ('START', 'STEP', 'COMPLETE', 'ABANDON', 'SONG'))`);
  }

  async down(q: QueryRunner) {
    await q.query(`DELETE FROM game_events WHERE type = 'SONG'`);
    await q.query(`ALTER TABLE game_events DROP CONSTRAINT game_events_type_check,
      ADD CONSTRAINT game_events_type_check CHECK (type IN ('START', 'STEP', 'COMPLETE', 'ABANDON'))`);
  }
}
