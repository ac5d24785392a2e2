import { MigrationInterface, QueryRunner } from 'typeorm';

// A box song's artist and a link to where the family listens to it (decision 254), both optional; the
// contract checks them (the link is http or https) before they are written.
export class SongArtistAndLink1764000830250 implements MigrationInterface {
  name = 'SongArtistAndLink1764000830250';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE box_songs ADD COLUMN artist text, ADD COLUMN link text');
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE box_songs DROP COLUMN artist, DROP COLUMN link');
  }
}
