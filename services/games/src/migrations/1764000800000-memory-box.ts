import { MigrationInterface, QueryRunner } from 'typeorm';

// The family's memory box, one per loved one: every row keyed by the loved one (and their
// team, for access and for erasing a whole team) and recording who added it. People and places are
// unique per loved one by their normalised name (mastery's normalisedName), so "Emma" on a second
// photo is the same Emma. A box photo is a row of `photos` (served and used by activities as any
// photo) with the box's facts beside it; the same file twice is stored once (content_hash).
export class MemoryBox1764000800000 implements MigrationInterface {
  name = 'MemoryBox1764000800000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE box_people (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        name text NOT NULL,
        name_key text NOT NULL,
        relation text,
        added_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (senior_id, name_key)
      )`);
    await q.query(`
      CREATE TABLE box_places (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        name text NOT NULL,
        name_key text NOT NULL,
        added_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (senior_id, name_key)
      )`);
    await q.query(`
      CREATE TABLE box_photos (
        photo_id uuid PRIMARY KEY REFERENCES photos (id) ON DELETE CASCADE,
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        content_hash text NOT NULL,
        taken_at text,
        year int,
        decade int,
        story text,
        place_id uuid REFERENCES box_places (id) ON DELETE SET NULL,
        added_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (senior_id, content_hash)
      )`);
    await q.query(`
      CREATE TABLE box_photo_people (
        photo_id uuid NOT NULL REFERENCES box_photos (photo_id) ON DELETE CASCADE,
        person_id uuid NOT NULL REFERENCES box_people (id) ON DELETE CASCADE,
        position int NOT NULL,
        PRIMARY KEY (photo_id, person_id)
      )`);
    await q.query('CREATE INDEX box_photo_people_person_idx ON box_photo_people (person_id)');
    await q.query(`
      CREATE TABLE box_recipes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        name text NOT NULL,
        name_key text NOT NULL,
        ingredients jsonb NOT NULL,
        steps jsonb NOT NULL,
        added_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (senior_id, name_key)
      )`);
    await q.query(`
      CREATE TABLE box_shopping_lists (
        senior_id uuid PRIMARY KEY,
        id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        care_team_id uuid NOT NULL,
        items jsonb NOT NULL,
        added_by uuid NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE box_songs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        title text NOT NULL,
        clip_id uuid REFERENCES voice_clips (id) ON DELETE SET NULL,
        added_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Erasing a whole team finds its rows by team.
    for (const table of ['box_people', 'box_places', 'box_photos', 'box_recipes', 'box_shopping_lists', 'box_songs']) {
      await q.query(`CREATE INDEX ${table}_team_idx ON ${table} (care_team_id)`);
    }
    await q.query('CREATE INDEX box_songs_senior_idx ON box_songs (senior_id)');
  }

  async down(q: QueryRunner) {
    await q.query(
      'DROP TABLE box_songs, box_shopping_lists, box_recipes, box_photo_people, box_photos, box_places, box_people',
    );
  }
}
