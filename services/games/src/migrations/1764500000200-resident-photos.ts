import { MigrationInterface, QueryRunner } from 'typeorm';

// A care home resident's portrait for the staff (care-home.ts): which photo (its bytes in `photos`, of
// the resident's own team) is theirs now, one per resident.
export class ResidentPhotos1764500000200 implements MigrationInterface {
  name = 'ResidentPhotos1764500000200';

  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE resident_photos (
      resident_id uuid PRIMARY KEY,
      home_id uuid NOT NULL,
      photo_id uuid NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE resident_photos');
  }
}
