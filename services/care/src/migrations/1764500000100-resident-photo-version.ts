import { MigrationInterface, QueryRunner } from 'typeorm';

// A resident's portrait (games keeps it): its version (ms; null: none) for the Residents list's photo
// address, and when games said so, so that an older fact arriving late changes nothing.
export class ResidentPhotoVersion1764500000100 implements MigrationInterface {
  name = 'ResidentPhotoVersion1764500000100';

  async up(q: QueryRunner) {
    await q.query(
      'ALTER TABLE home_residents ADD COLUMN photo_version bigint, ADD COLUMN photo_changed_at timestamptz',
    );
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE home_residents DROP COLUMN photo_version, DROP COLUMN photo_changed_at');
  }
}
