import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GameStatus, TemplateSlug } from '@carewith/contracts';

export type ReminderActivityRow = {
  status: GameStatus;
  senior_id: string | null;
  care_team_id: string;
  template_id: TemplateSlug;
  config_json: { title?: string } | null;
  created_by: string;
};
export type ReminderLinkRow = { first_opened_at: Date | null; revoked_at: Date | null; expires_at: Date };
export type NoticeRow = {
  game_id: string;
  senior_id: string;
  first_name: string;
  sms_queued_at: Date;
  template_id: TemplateSlug;
  config_json: { title?: string } | null;
  sent_at: Date | null;
  created_at: Date;
};

// The gentle reminders' table (migration 1764000400000-reminders) and what a reminder reads of its
// activity and links: every statement of the reminders in one place.
@Injectable()
export class ReminderStore {
  constructor(private readonly dataSource: DataSource) {}

  async activity(gameId: string): Promise<ReminderActivityRow | null> {
    const [row] = await this.dataSource.query<ReminderActivityRow[]>(
      `SELECT status, senior_id, care_team_id, template_id, config_json, created_by FROM game_instances WHERE id = $1`,
      [gameId],
    );
    return row ?? null;
  }

  async links(gameId: string): Promise<ReminderLinkRow[]> {
    return this.dataSource.query<ReminderLinkRow[]>(
      'SELECT first_opened_at, revoked_at, expires_at FROM magic_links WHERE game_instance_id = $1',
      [gameId],
    );
  }

  // Whether the loved one was sent another activity after this one.
  async newerText(gameId: string): Promise<boolean> {
    const [row] = await this.dataSource.query<{ newer: boolean }[]>(
      `SELECT EXISTS (
         SELECT 1 FROM game_instances o, game_instances g
          WHERE g.id = $1 AND o.senior_id = g.senior_id AND o.id <> g.id AND o.sent_at > g.sent_at
       ) AS newer`,
      [gameId],
    );
    return row?.newer ?? false;
  }

  // The activity's one reminder row (claimed once, ever); when its text was queued, if it was.
  async claim(row: { gameId: string; seniorId: string; careTeamId: string; firstName: string }): Promise<Date | null> {
    await this.dataSource.query(
      `INSERT INTO reminders (game_id, senior_id, care_team_id, first_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (game_id) DO NOTHING`,
      [row.gameId, row.seniorId, row.careTeamId, row.firstName],
    );
    const [claimed] = await this.dataSource.query<{ sms_queued_at: Date | null }[]>(
      'SELECT sms_queued_at FROM reminders WHERE game_id = $1',
      [row.gameId],
    );
    return claimed?.sms_queued_at ?? null;
  }

  async markQueued(gameId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE reminders SET sms_queued_at = now() WHERE game_id = $1 AND sms_queued_at IS NULL',
      [gameId],
    );
  }

  // A link issued for a reminder that did not need it is turned off.
  async revokeLink(linkId: string): Promise<void> {
    await this.dataSource.query('UPDATE magic_links SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
      linkId,
    ]);
  }

  // The reminders texted to these loved ones in the last `days` days, newest first.
  async recent(seniorIds: string[], days: number, limit: number): Promise<NoticeRow[]> {
    return this.dataSource.query<NoticeRow[]>(
      `SELECT r.game_id, r.senior_id, r.first_name, r.sms_queued_at,
              i.template_id, i.config_json, i.sent_at, i.created_at
         FROM reminders r JOIN game_instances i ON i.id = r.game_id
        WHERE r.senior_id = ANY($1::uuid[]) AND r.sms_queued_at > now() - make_interval(days => $2)
        ORDER BY r.sms_queued_at DESC
        LIMIT $3`,
      [seniorIds, days, limit],
    );
  }
}
