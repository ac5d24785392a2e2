import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ABOUT_ME_SECTIONS, AboutMeSection, Share } from '@carewith/contracts';
import { normalisedName } from '../mastery/mastery';
import { BEST_TIME_WINDOW, MasteryRow, PageNote, TemplateStat } from './about-me-page';

type Db = DataSource | EntityManager;

export type ShareRow = {
  id: string;
  senior_id: string;
  care_team_id: string;
  pin_hash: string | null;
  recipient: string;
  consent_basis: Share['consent']['basis'];
  consent_by: string;
  consent_consulted: string | null;
  consent_date: string;
  language: Share['language'];
  created_by: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  wrong_pins: number;
  wrong_pin_at: Date | null;
  active: boolean;
  opens: number;
  opened_at: Date[];
};

// The share's columns with whether it opens now (the database's clock decides, as for play links)
// and its log of opens (newest 50).
const SHARE_SELECT = `
  SELECT s.id, s.senior_id, s.care_team_id, s.pin_hash, s.recipient, s.consent_basis, s.consent_by,
         s.consent_consulted, to_char(s.consent_date, 'YYYY-MM-DD') AS consent_date, s.language, s.created_by,
         s.created_at, s.expires_at, s.revoked_at, s.wrong_pins, s.wrong_pin_at,
         s.revoked_at IS NULL AND s.expires_at > now() AS active,
         (SELECT count(*)::int FROM about_me_share_opens o WHERE o.share_id = s.id) AS opens,
         COALESCE((SELECT array_agg(opened_at ORDER BY opened_at DESC) FROM (
           SELECT opened_at FROM about_me_share_opens o WHERE o.share_id = s.id ORDER BY opened_at DESC LIMIT 50) x),
           '{}') AS opened_at
    FROM about_me_shares s`;

// Every statement of "About me" (migration 1764000840000-about-me), and the reads of play it is
// written from.
@Injectable()
export class AboutMeStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // ---------- the page's sources ----------

  async sources(seniorId: string) {
    const q = <T>(sql: string) => this.dataSource.query<T[]>(sql, [seniorId]);
    const [notes, visibility, completions, templates, songs, mastery] = await Promise.all([
      q<{ id: string; section: AboutMeSection; text: string; added_by: string; created_at: Date }>(
        'SELECT id, section, text, added_by, created_at FROM about_me_notes WHERE senior_id = $1 ORDER BY created_at, id',
      ),
      q<{ key: string; shown: boolean }>('SELECT key, shown FROM about_me_visibility WHERE senior_id = $1'),
      // The latest completions say the best time of day (results by loved one: an index scan).
      q<{ completed_at: Date }>(
        `SELECT r.completed_at FROM results r JOIN game_instances g ON g.id = r.game_instance_id
          WHERE g.senior_id = $1 ORDER BY r.completed_at DESC LIMIT ${BEST_TIME_WINDOW}`,
      ),
      q<{ template_id: string; finished: number; rate: number; last_at: Date }>(
        `SELECT g.template_id, count(*)::int AS finished,
                avg(COALESCE((r.first_try_json->>'firstTryAccuracy')::float,
                             (r.computed_scores_json->>'accuracy')::float, 0)) AS rate,
                max(r.completed_at) AS last_at
           FROM results r JOIN game_instances g ON g.id = r.game_instance_id
          WHERE g.senior_id = $1 GROUP BY g.template_id`,
      ),
      q<{ title: string; n: number }>(
        `SELECT g.config_json->'song'->>'title' AS title, count(*)::int AS n
           FROM game_events e JOIN game_instances g ON g.id = e.game_instance_id
          WHERE g.senior_id = $1 AND e.type = 'SONG' AND g.config_json ? 'song'
          GROUP BY 1`,
      ),
      q<{
        item_key: string;
        kind: MasteryRow['kind'];
        label: string;
        state: MasteryRow['state'];
        times_played: number;
        last_played_at: Date | null;
      }>('SELECT item_key, kind, label, state, times_played, last_played_at FROM item_mastery WHERE senior_id = $1'),
    ]);
    // A section is shared once a Co-Caregiver ticks it (sensitive history must not surface uninvited);
    // an item of a shared section unless it was switched off.
    const shown = new Set(visibility.filter((v) => v.shown).map((v) => v.key));
    const hidden = new Set([
      ...[...ABOUT_ME_SECTIONS, 'book'].map((s) => `section:${s}`).filter((key) => !shown.has(key)),
      ...visibility.filter((v) => !v.shown).map((v) => v.key),
    ]);
    const songPlays = new Map<string, number>();
    for (const s of songs) {
      const key = normalisedName(s.title ?? '');
      songPlays.set(key, (songPlays.get(key) ?? 0) + s.n);
    }
    return {
      notes: notes.map((n): PageNote => ({
        id: n.id,
        section: n.section,
        text: n.text,
        addedBy: n.added_by,
        createdAt: n.created_at,
      })),
      hidden,
      completedAt: completions.map((c) => c.completed_at),
      templates: templates.map((t): TemplateStat => ({
        templateId: t.template_id,
        finished: t.finished,
        firstTryRate: Number(t.rate),
        lastAt: t.last_at,
      })),
      songPlays,
      mastery: mastery.map((m): MasteryRow => ({
        key: m.item_key,
        kind: m.kind,
        label: m.label,
        state: m.state,
        timesPlayed: m.times_played,
        lastPlayedAt: m.last_played_at,
      })),
    };
  }

  // ---------- the family's lines and switches ----------

  async notesIn(seniorId: string, section: AboutMeSection): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM about_me_notes WHERE senior_id = $1 AND section = $2',
      [seniorId, section],
    );
    return row?.n ?? 0;
  }

  async addNote(row: {
    id: string;
    seniorId: string;
    careTeamId: string;
    section: AboutMeSection;
    text: string;
    addedBy: string;
  }) {
    await this.dataSource.query(
      `INSERT INTO about_me_notes (id, senior_id, care_team_id, section, text, added_by) VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id, row.seniorId, row.careTeamId, row.section, row.text, row.addedBy],
    );
  }

  // Who wrote a line of the loved one's page, or null when it has no such line.
  async noteAuthor(seniorId: string, noteId: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ added_by: string }[]>(
      'SELECT added_by FROM about_me_notes WHERE senior_id = $1 AND id = $2',
      [seniorId, noteId],
    );
    return row?.added_by ?? null;
  }

  async removeNote(seniorId: string, noteId: string) {
    await this.dataSource.query('DELETE FROM about_me_notes WHERE senior_id = $1 AND id = $2', [seniorId, noteId]);
    await this.dataSource.query('DELETE FROM about_me_visibility WHERE senior_id = $1 AND key = $2', [
      seniorId,
      `note:${noteId}`,
    ]);
  }

  async isHidden(seniorId: string, key: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM about_me_visibility WHERE senior_id = $1 AND key = $2 AND NOT shown',
      [seniorId, key],
    );
    return rows.length > 0;
  }

  async setHidden(who: { seniorId: string; careTeamId: string; by: string }, key: string, hidden: boolean) {
    await this.dataSource.query(
      `INSERT INTO about_me_visibility (senior_id, care_team_id, key, shown, set_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (senior_id, key) DO UPDATE SET shown = EXCLUDED.shown, set_by = EXCLUDED.set_by, set_at = now()`,
      [who.seniorId, who.careTeamId, key, !hidden, who.by],
    );
  }

  // ---------- shares ----------

  async shares(seniorId: string): Promise<ShareRow[]> {
    return this.dataSource.query<ShareRow[]>(
      `${SHARE_SELECT} WHERE s.senior_id = $1 ORDER BY s.created_at DESC, s.id`,
      [seniorId],
    );
  }

  async share(seniorId: string, shareId: string, db: Db = this.dataSource): Promise<ShareRow | null> {
    const [row] = await db.query<ShareRow[]>(`${SHARE_SELECT} WHERE s.senior_id = $1 AND s.id = $2`, [
      seniorId,
      shareId,
    ]);
    return row ?? null;
  }

  async shareByToken(tokenHash: string): Promise<ShareRow | null> {
    const [row] = await this.dataSource.query<ShareRow[]>(`${SHARE_SELECT} WHERE s.token_hash = $1`, [tokenHash]);
    return row ?? null;
  }

  async insertShare(
    db: Db,
    row: {
      id: string;
      seniorId: string;
      careTeamId: string;
      tokenHash: string;
      pinHash: string | null;
      recipient: string;
      basis: string;
      by: string;
      consulted: string | null;
      date: string;
      language: string;
      createdBy: string;
      days: number;
    },
  ) {
    await db.query(
      `INSERT INTO about_me_shares (id, senior_id, care_team_id, token_hash, pin_hash, recipient, consent_basis,
         consent_by, consent_consulted, consent_date, language, created_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() + make_interval(days => $13))`,
      [
        row.id,
        row.seniorId,
        row.careTeamId,
        row.tokenHash,
        row.pinHash,
        row.recipient,
        row.basis,
        row.by,
        row.consulted,
        row.date,
        row.language,
        row.createdBy,
        row.days,
      ],
    );
  }

  // Revoked now, once: false when it already was.
  async revoke(db: Db, shareId: string): Promise<boolean> {
    // (An UPDATE's answer through TypeORM is [rows, count]: counted in a SELECT instead.)
    const [row] = await db.query<{ n: number }[]>(
      `WITH x AS (UPDATE about_me_shares SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING 1)
       SELECT count(*)::int AS n FROM x`,
      [shareId],
    );
    return (row?.n ?? 0) > 0;
  }

  // A try of the link's PIN, counted within its window (a right PIN clears the count as it opens; the
  // window passing starts it again) before the PIN is checked: false, and nothing counted, when the
  // link has had `allowed` tries in the window. One statement, so tries sent at once are counted one by
  // one and cannot all pass the limit together.
  async pinTry(shareId: string, windowMinutes: number, allowed: number): Promise<boolean> {
    const [row] = await this.dataSource.query<{ n: number }[]>(
      `WITH x AS (UPDATE about_me_shares
          SET wrong_pins = CASE WHEN wrong_pin_at > now() - make_interval(mins => $2) THEN wrong_pins + 1 ELSE 1 END,
              wrong_pin_at = now()
        WHERE id = $1 AND NOT (COALESCE(wrong_pin_at > now() - make_interval(mins => $2), false) AND wrong_pins >= $3)
        RETURNING 1) SELECT count(*)::int AS n FROM x`,
      [shareId, windowMinutes, allowed],
    );
    return (row?.n ?? 0) > 0;
  }

  async recordOpen(db: Db, shareId: string, openId: string) {
    await db.query('UPDATE about_me_shares SET wrong_pins = 0 WHERE id = $1 AND wrong_pins > 0', [shareId]);
    await db.query('INSERT INTO about_me_share_opens (id, share_id) VALUES ($1, $2)', [openId, shareId]);
  }

  // Whether an open of the share, recent enough, may fetch the page's photos.
  async openIsFresh(shareId: string, openId: string, hours: number): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM about_me_share_opens WHERE id = $1 AND share_id = $2 AND opened_at > now() - make_interval(hours => $3)`,
      [openId, shareId, hours],
    );
    return rows.length > 0;
  }

  // A photo of the loved one's box, as stored (null when it is not theirs).
  async boxPhotoJpeg(seniorId: string, photoId: string): Promise<Buffer | null> {
    const [row] = await this.dataSource.query<{ jpeg: Buffer }[]>(
      `SELECT p.jpeg FROM box_photos b JOIN photos p ON p.id = b.photo_id WHERE b.senior_id = $1 AND b.photo_id = $2`,
      [seniorId, photoId],
    );
    return row?.jpeg ?? null;
  }

  // ---------- archive and erasure ----------

  async exportRows(seniorId: string) {
    const [notes, hidden] = await Promise.all([
      this.dataSource.query<{ id: string; section: string; text: string; added_by: string; created_at: Date }[]>(
        'SELECT id, section, text, added_by, created_at FROM about_me_notes WHERE senior_id = $1 ORDER BY created_at, id',
        [seniorId],
      ),
      this.dataSource.query<{ key: string; shown: boolean; set_by: string; set_at: Date }[]>(
        'SELECT key, shown, set_by, set_at FROM about_me_visibility WHERE senior_id = $1 ORDER BY set_at, key',
        [seniorId],
      ),
    ]);
    return { notes, visibility: hidden, shares: await this.shares(seniorId) };
  }

  // Everything of the loved one's page (seniorId null: of the whole team), its shares with it: a link
  // then reads "no longer shared". How many shares went.
  async erase(em: EntityManager, seniorId: string | null, careTeamId: string): Promise<number> {
    const where = seniorId ? 'senior_id = $1' : 'care_team_id = $1';
    const id = seniorId ?? careTeamId;
    const [gone] = await em.query<{ n: number }[]>(
      `WITH gone AS (DELETE FROM about_me_shares WHERE ${where} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [id],
    );
    await em.query(`DELETE FROM about_me_notes WHERE ${where}`, [id]);
    await em.query(`DELETE FROM about_me_visibility WHERE ${where}`, [id]);
    return gone?.n ?? 0;
  }
}
