import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type {
  BoxPerson,
  GameConfig,
  MasteryState,
  TemplateSlug,
  BoxPhoto,
  BoxPlace,
  BoxRecipe,
  BoxRecipeRequest,
  BoxShoppingList,
  BoxSong,
  BoxTopic,
  BoxSongRequest,
  UpdateBoxPersonRequest,
  UpdateBoxRecipeRequest,
} from '@carewith/contracts';
import { normalisedName } from '../mastery/mastery';
import { PhotoEntity } from '../read-model/photo.entity';
import type { ReviewColumns } from '../review/review.projection';

// A row of the box as stored: the contract's shape without the caller's canEdit.
export type Stored<T> = Omit<T, 'canEdit'>;
export type StoredBox = {
  people: Stored<BoxPerson>[];
  places: Stored<BoxPlace>[];
  photos: Stored<BoxPhoto>[];
  recipes: Stored<BoxRecipe>[];
  shoppingList: Stored<BoxShoppingList>;
  songs: Stored<BoxSong>[];
  topics: Stored<BoxTopic>[];
};
export type BoxTable = 'box_people' | 'box_places' | 'box_recipes' | 'box_songs' | 'box_topics';
type Db = DataSource | EntityManager;

// What mastery and review know of one box item (item_mastery, "box:<id>").
export type BoxItemProgressRow = ReviewColumns & { item_key: string; state: MasteryState };

// The last activity made from the box as stored: its template, its steps (each naming its box item) and song.
export type LastBoxActivityRow = {
  template_id: TemplateSlug;
  steps: { boxItem?: string }[];
  song: GameConfig['song'] | null;
};

// The loved one's newest activity made from the box (its first step names a box item), and its song.
const LAST_BOX_ACTIVITY_SQL = `SELECT template_id, config_json->'steps' AS steps, config_json->'song' AS song
   FROM game_instances WHERE senior_id = $1 AND config_json->'steps'->0 ? 'boxItem'
  ORDER BY created_at DESC, id DESC LIMIT 1`;

type PhotoRow = {
  photo_id: string;
  taken_at: string | null;
  year: number | null;
  decade: number | null;
  story: string | null;
  place_id: string | null;
  added_by: string;
  person_ids: string[];
};

const PHOTO_COLUMNS = `p.photo_id, p.taken_at, p.year, p.decade, p.story, p.place_id, p.added_by,
  COALESCE(array_agg(pp.person_id ORDER BY pp.position) FILTER (WHERE pp.person_id IS NOT NULL), '{}') AS person_ids`;

export const toBoxPhoto = (r: PhotoRow): Stored<BoxPhoto> => ({
  id: r.photo_id,
  url: `/api/photos/${r.photo_id}`,
  takenAt: r.taken_at,
  year: r.year,
  decade: r.decade,
  story: r.story,
  personIds: r.person_ids,
  placeId: r.place_id,
  addedBy: r.added_by,
});

// The memory box's tables (migration 1764000800000-memory-box), and what the next activity from the
// box reads of mastery and of the activities made from it: every statement in one place.
@Injectable()
export class BoxStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async box(seniorId: string): Promise<StoredBox> {
    const q = <T>(sql: string) => this.dataSource.query<T[]>(sql, [seniorId]);
    const [people, places, photos, recipes, lists, songs, topics] = await Promise.all([
      q<Stored<BoxPerson>>(`SELECT id, name, relation, added_by AS "addedBy" FROM box_people
                             WHERE senior_id = $1 ORDER BY created_at, id`),
      q<Stored<BoxPlace>>(`SELECT id, name, added_by AS "addedBy" FROM box_places
                            WHERE senior_id = $1 ORDER BY created_at, id`),
      q<PhotoRow>(`SELECT ${PHOTO_COLUMNS} FROM box_photos p
                     LEFT JOIN box_photo_people pp ON pp.photo_id = p.photo_id
                    WHERE p.senior_id = $1 GROUP BY p.photo_id ORDER BY p.created_at, p.photo_id`),
      q<Stored<BoxRecipe>>(`SELECT id, name, ingredients, steps, added_by AS "addedBy" FROM box_recipes
                             WHERE senior_id = $1 ORDER BY created_at, id`),
      q<Stored<BoxShoppingList>>(
        'SELECT id, items, added_by AS "addedBy" FROM box_shopping_lists WHERE senior_id = $1',
      ),
      q<Stored<BoxSong>>(`SELECT id, title, artist, link, clip_id AS "clipId", added_by AS "addedBy" FROM box_songs
                           WHERE senior_id = $1 ORDER BY created_at, id`),
      this.topics(seniorId),
    ]);
    return {
      people,
      places,
      photos: photos.map(toBoxPhoto),
      recipes,
      shoppingList: lists[0] ?? { id: null, items: [], addedBy: null },
      songs,
      topics,
    };
  }

  // Things to talk about, newest first.
  async topics(seniorId: string): Promise<Stored<BoxTopic>[]> {
    const rows = await this.dataSource.query<(Omit<Stored<BoxTopic>, 'createdAt'> & { createdAt: Date })[]>(
      `SELECT id, text, added_by AS "addedBy", added_by_name AS "addedByName", created_at AS "createdAt"
         FROM box_topics WHERE senior_id = $1 ORDER BY created_at DESC, id`,
      [seniorId],
    );
    return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
  }

  async insertTopic(
    who: { seniorId: string; careTeamId: string; addedBy: string; addedByName: string | null },
    text: string,
  ): Promise<Stored<BoxTopic>> {
    const [row] = await this.dataSource.query<{ id: string; created_at: Date }[]>(
      `INSERT INTO box_topics (senior_id, care_team_id, text, added_by, added_by_name)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
      [who.seniorId, who.careTeamId, text, who.addedBy, who.addedByName],
    );
    return {
      id: row!.id,
      text,
      addedBy: who.addedBy,
      addedByName: who.addedByName,
      createdAt: new Date(row!.created_at).toISOString(),
    };
  }

  async photo(seniorId: string, photoId: string, db: Db = this.dataSource): Promise<Stored<BoxPhoto> | null> {
    const [row] = await db.query<PhotoRow[]>(
      `SELECT ${PHOTO_COLUMNS} FROM box_photos p LEFT JOIN box_photo_people pp ON pp.photo_id = p.photo_id
        WHERE p.senior_id = $1 AND p.photo_id = $2 GROUP BY p.photo_id`,
      [seniorId, photoId],
    );
    return row ? toBoxPhoto(row) : null;
  }

  async photoByHash(seniorId: string, contentHash: string): Promise<Stored<BoxPhoto> | null> {
    const [row] = await this.dataSource.query<{ photo_id: string }[]>(
      'SELECT photo_id FROM box_photos WHERE senior_id = $1 AND content_hash = $2',
      [seniorId, contentHash],
    );
    return row ? this.photo(seniorId, row.photo_id) : null;
  }

  // The photo's box row; false when the same file is already in the box (added at the same moment).
  async insertPhoto(row: {
    photoId: string;
    seniorId: string;
    careTeamId: string;
    contentHash: string;
    takenAt: string | null;
    addedBy: string;
  }): Promise<boolean> {
    const inserted = await this.dataSource.query<unknown[]>(
      `INSERT INTO box_photos (photo_id, senior_id, care_team_id, content_hash, taken_at, added_by)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (senior_id, content_hash) DO NOTHING RETURNING 1`,
      [row.photoId, row.seniorId, row.careTeamId, row.contentHash, row.takenAt, row.addedBy],
    );
    return inserted.length > 0;
  }

  async updatePhoto(
    db: Db,
    photoId: string,
    changes: { year?: number | null; decade?: number | null; story?: string | null; placeId?: string | null },
  ) {
    const set = Object.entries({
      year: changes.year,
      decade: changes.decade,
      story: changes.story,
      place_id: changes.placeId,
    }).filter(([, v]) => v !== undefined);
    if (!set.length) return;
    await db.query(
      `UPDATE box_photos SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE photo_id = $1`,
      [photoId, ...set.map(([, v]) => v)],
    );
  }

  async setPhotoPeople(db: Db, photoId: string, personIds: string[]) {
    await db.query('DELETE FROM box_photo_people WHERE photo_id = $1', [photoId]);
    await db.query(
      `INSERT INTO box_photo_people (photo_id, person_id, position)
       SELECT $1, person_id, position FROM unnest($2::uuid[]) WITH ORDINALITY AS t(person_id, position)`,
      [photoId, personIds],
    );
  }

  // The stored picture of a photo (careTeamId given: only the team's).
  async deletePhotoFile(photoId: string, careTeamId?: string): Promise<void> {
    await this.dataSource
      .getRepository(PhotoEntity)
      .delete(careTeamId === undefined ? { id: photoId } : { id: photoId, careTeamId });
  }

  // ---------- people, places, recipes, the shopping list, songs ----------
  // (A write that may give a name the loved one's box already has goes through unlessNameTaken.)

  async updatePerson(seniorId: string, personId: string, changes: UpdateBoxPersonRequest): Promise<void> {
    await this.dataSource.query(
      `UPDATE box_people SET name = COALESCE($3, name), name_key = COALESCE($4, name_key),
              relation = CASE WHEN $5 THEN $6 ELSE relation END
        WHERE senior_id = $1 AND id = $2`,
      [
        seniorId,
        personId,
        changes.name ?? null,
        changes.name ? normalisedName(changes.name) : null,
        changes.relation !== undefined,
        changes.relation ?? null,
      ],
    );
  }

  async renamePlace(seniorId: string, placeId: string, name: string): Promise<void> {
    await this.dataSource.query('UPDATE box_places SET name = $3, name_key = $4 WHERE senior_id = $1 AND id = $2', [
      seniorId,
      placeId,
      name,
      normalisedName(name),
    ]);
  }

  async insertRecipe(
    who: { seniorId: string; careTeamId: string; addedBy: string },
    recipe: BoxRecipeRequest,
  ): Promise<string> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO box_recipes (senior_id, care_team_id, name, name_key, ingredients, steps, added_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        who.seniorId,
        who.careTeamId,
        recipe.name,
        normalisedName(recipe.name),
        JSON.stringify(recipe.ingredients),
        JSON.stringify(recipe.steps),
        who.addedBy,
      ],
    );
    return row!.id;
  }

  async updateRecipe(seniorId: string, recipeId: string, changes: UpdateBoxRecipeRequest): Promise<void> {
    await this.dataSource.query(
      `UPDATE box_recipes SET name = COALESCE($3, name), name_key = COALESCE($4, name_key),
              ingredients = COALESCE($5::jsonb, ingredients), steps = COALESCE($6::jsonb, steps)
        WHERE senior_id = $1 AND id = $2`,
      [
        seniorId,
        recipeId,
        changes.name ?? null,
        changes.name ? normalisedName(changes.name) : null,
        changes.ingredients ? JSON.stringify(changes.ingredients) : null,
        changes.steps ? JSON.stringify(changes.steps) : null,
      ],
    );
  }

  async putShoppingList(who: { seniorId: string; careTeamId: string; addedBy: string }, items: string[]) {
    await this.dataSource.query(
      `INSERT INTO box_shopping_lists (senior_id, care_team_id, items, added_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (senior_id) DO UPDATE SET items = EXCLUDED.items, updated_at = now()`,
      [who.seniorId, who.careTeamId, JSON.stringify(items), who.addedBy],
    );
  }

  // A clip of the team's, how long it plays; null when the team has no such clip.
  async teamClipMs(careTeamId: string, clipId: string): Promise<number | null> {
    const [clip] = await this.dataSource.query<{ duration_ms: number }[]>(
      'SELECT duration_ms FROM voice_clips WHERE id = $1 AND care_team_id = $2',
      [clipId, careTeamId],
    );
    return clip ? clip.duration_ms : null;
  }

  async insertSong(
    who: { seniorId: string; careTeamId: string; addedBy: string },
    song: BoxSongRequest,
    clipId: string | null,
  ): Promise<string> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO box_songs (senior_id, care_team_id, title, artist, link, clip_id, added_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [who.seniorId, who.careTeamId, song.title, song.artist ?? null, song.link ?? null, clipId, who.addedBy],
    );
    return row!.id;
  }

  // The clip a song of the box plays, if any.
  async songClip(songId: string): Promise<string | null> {
    const [song] = await this.dataSource.query<{ clip_id: string | null }[]>(
      'SELECT clip_id FROM box_songs WHERE id = $1',
      [songId],
    );
    return song?.clip_id ?? null;
  }

  async deleteClip(clipId: string, careTeamId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM voice_clips WHERE id = $1 AND care_team_id = $2', [clipId, careTeamId]);
  }

  // Who added a row of the box, or null when the loved one's box has no such row.
  async addedBy(table: BoxTable | 'box_photos', seniorId: string, id: string): Promise<string | null> {
    const key = table === 'box_photos' ? 'photo_id' : 'id';
    const [row] = await this.dataSource.query<{ added_by: string }[]>(
      `SELECT added_by FROM ${table} WHERE senior_id = $1 AND ${key} = $2`,
      [seniorId, id],
    );
    return row?.added_by ?? null;
  }

  // Which of these ids are rows of the loved one's box.
  async existing(db: Db, table: BoxTable, seniorId: string, ids: string[]): Promise<Set<string>> {
    const rows = await db.query<{ id: string }[]>(
      `SELECT id FROM ${table} WHERE senior_id = $1 AND id = ANY($2::uuid[])`,
      [seniorId, ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  // The person (or place) of that name in the loved one's box, made when there is none. A relation
  // given fills a blank one; it never overwrites what the family already said.
  async personNamed(
    db: Db,
    who: { seniorId: string; careTeamId: string; addedBy: string },
    name: string,
    relation: string | null,
  ) {
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO box_people (senior_id, care_team_id, name, name_key, relation, added_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (senior_id, name_key) DO UPDATE SET relation = COALESCE(box_people.relation, EXCLUDED.relation)
       RETURNING id`,
      [who.seniorId, who.careTeamId, name, normalisedName(name), relation, who.addedBy],
    );
    return row!.id;
  }

  async placeNamed(db: Db, who: { seniorId: string; careTeamId: string; addedBy: string }, name: string) {
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO box_places (senior_id, care_team_id, name, name_key, added_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (senior_id, name_key) DO UPDATE SET name_key = EXCLUDED.name_key RETURNING id`,
      [who.seniorId, who.careTeamId, name, normalisedName(name), who.addedBy],
    );
    return row!.id;
  }

  // Runs a statement that may meet the loved one's unique names: false when it did.
  async unlessNameTaken(run: () => Promise<unknown>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (error) {
      const failed = error as { code?: string; driverError?: { code?: string } };
      if ((failed.driverError?.code ?? failed.code) === '23505') return false;
      throw error;
    }
  }

  async remove(table: BoxTable | 'box_photos', seniorId: string, id: string, db: Db = this.dataSource) {
    const key = table === 'box_photos' ? 'photo_id' : 'id';
    await db.query(`DELETE FROM ${table} WHERE senior_id = $1 AND ${key} = $2`, [seniorId, id]);
  }

  // ---------- what the next activity from the box is built from (BoxActivities) ----------

  // The loved one's box items played so far: their mastery and review columns.
  async itemProgress(seniorId: string): Promise<BoxItemProgressRow[]> {
    return this.dataSource.query<BoxItemProgressRow[]>(
      `SELECT item_key, state, review_interval_index, review_due_at, review_upkeep, review_streak
         FROM item_mastery WHERE senior_id = $1 AND item_key LIKE 'box:%'`,
      [seniorId],
    );
  }

  // The loved one's newest activity made from the box, or null when none was.
  async lastBoxActivity(seniorId: string): Promise<LastBoxActivityRow | null> {
    const [row] = await this.dataSource.query<LastBoxActivityRow[]>(LAST_BOX_ACTIVITY_SQL, [seniorId]);
    return row ?? null;
  }

  // Whether an activity of the team uses a photo or clip ("photo:<id>", "voice:<id>") in its steps.
  async usedByActivity(careTeamId: string, ref: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM game_instances WHERE care_team_id = $1 AND strpos(config_json::text, $2) > 0 LIMIT 1`,
      [careTeamId, `"${ref}"`],
    );
    return rows.length > 0;
  }

  // Erasure: every box row of the loved one (null: of the whole team). The photos and clips the box
  // held are returned for the caller to erase with the activities' own. (A DELETE's rows are read
  // through a WITH: TypeORM answers a bare DELETE ... RETURNING with [rows, count].)
  async erase(em: EntityManager, seniorId: string | null, careTeamId: string) {
    const [column, value] = seniorId ? ['senior_id', seniorId] : ['care_team_id', careTeamId];
    const photos = await em.query<{ id: string }[]>(
      `WITH gone AS (DELETE FROM box_photos WHERE ${column} = $1 AND care_team_id = $2 RETURNING photo_id)
       SELECT photo_id AS id FROM gone`,
      [value, careTeamId],
    );
    const songs = await em.query<{ id: string | null }[]>(
      `WITH gone AS (DELETE FROM box_songs WHERE ${column} = $1 AND care_team_id = $2 RETURNING clip_id)
       SELECT clip_id AS id FROM gone`,
      [value, careTeamId],
    );
    for (const table of ['box_people', 'box_places', 'box_recipes', 'box_shopping_lists', 'box_topics']) {
      await em.query(`DELETE FROM ${table} WHERE ${column} = $1 AND care_team_id = $2`, [value, careTeamId]);
    }
    return {
      photoIds: photos.map((r) => r.id),
      clipIds: songs.flatMap((r) => (r.id ? [r.id] : [])),
    };
  }
}
