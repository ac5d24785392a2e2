import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  GameStatus,
  QUEUE_NAMES,
  REMINDER_NOTICE_DAYS,
  ReminderJob,
  reminderJobId,
  ReminderNotice,
  SendSmsJob,
  TemplateSlug,
} from '@carewith/contracts';
import { BaseConfig, BusClient, CONFIG, createLogger, JOB_QUEUE, JobQueue, queueSms } from '@carewith/platform';
import { activityTitle } from '../dashboard/games-read.service';
import { PlayLinksService } from '../links/play-links.service';
import { lovedOneTitle } from '../language/loved-one-texts';
import {
  activitySkip,
  ReminderActivity,
  ReminderDecision,
  reminderDecision,
  reminderTextBody,
} from './reminder-decision';
import { REMINDERS_CONFIG, RemindersConfig } from './reminders.config';

type ActivityRow = {
  status: GameStatus;
  senior_id: string | null;
  care_team_id: string;
  template_id: TemplateSlug;
  config_json: { title?: string } | null;
  created_by: string;
};
type LinkRow = { first_opened_at: Date | null; revoked_at: Date | null; expires_at: Date };
type NoticeRow = {
  game_id: string;
  senior_id: string;
  first_name: string;
  sms_queued_at: Date;
  template_id: TemplateSlug;
  config_json: { title?: string } | null;
  sent_at: Date | null;
  created_at: Date;
};

// The most notices the dashboard shows.
const MAX_NOTICES = 20;
// The text's job id on the sms queue (refId stays the activity: erasure finds it by that).
export const reminderSmsJobId = (gameId: string) => `reminder-${gameId}`;

// One gentle reminder for an activity whose link was not opened (issue #15): planned when its text
// is queued, decided when its job runs (reminder-decision.ts), never a second one.
@Injectable()
export class RemindersService {
  private readonly log = createLogger(RemindersService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly links: PlayLinksService,
    private readonly bus: BusClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(REMINDERS_CONFIG) private readonly settings: RemindersConfig,
  ) {}

  // After the activity's text was queued; a retried send adds nothing (the job id is the activity's).
  // The text has gone already: a queue failure here is logged, not the caller's error.
  async plan(gameId: string, seniorId: string): Promise<void> {
    try {
      await this.add({ gameId, seniorId }, reminderJobId(gameId), this.settings.REMINDER_AFTER_MS);
    } catch (error) {
      this.log.warn({ gameId, err: String(error) }, 'reminder not planned');
    }
  }

  // The reminder job: checks everything again, then does nothing, waits for the next moment a text
  // may go, or sends the one reminder.
  async run(job: ReminderJob, now = new Date()): Promise<ReminderDecision> {
    const { gameId } = job;
    const [instance] = await this.dataSource.query<ActivityRow[]>(
      `SELECT status, senior_id, care_team_id, template_id, config_json, created_by FROM game_instances WHERE id = $1`,
      [gameId],
    );
    const links = instance
      ? await this.dataSource.query<LinkRow[]>(
          'SELECT first_opened_at, revoked_at, expires_at FROM magic_links WHERE game_instance_id = $1',
          [gameId],
        )
      : [];
    const [newer] = instance?.senior_id
      ? await this.dataSource.query<{ newer: boolean }[]>(
          `SELECT EXISTS (
             SELECT 1 FROM game_instances o, game_instances g
              WHERE g.id = $1 AND o.senior_id = g.senior_id AND o.id <> g.id AND o.sent_at > g.sent_at
           ) AS newer`,
          [gameId],
        )
      : [];
    const activity: ReminderActivity =
      instance && instance.senior_id
        ? {
            status: instance.status,
            newerText: newer?.newer ?? false,
            links: links.map((l) => ({
              firstOpenedAt: l.first_opened_at,
              revokedAt: l.revoked_at,
              expiresAt: l.expires_at,
            })),
          }
        : null;
    const early = activitySkip(activity, now);
    if (early || !instance?.senior_id) {
      this.log.info({ gameId, reason: early }, 'no reminder');
      return { kind: 'skip', reason: early ?? 'gone' };
    }
    const seniorId = instance.senior_id;
    const info = await this.bus.request('care.seniors.sendInfo', { seniorId });
    const optedOut = info.phone
      ? (await this.bus.request('messaging.optOut.check', { phone: info.phone })).optedOut
      : false;
    const decision = reminderDecision({ now, activity, senior: info, optedOut });
    if (decision.kind === 'skip') {
      this.log.info({ gameId, reason: decision.reason }, 'no reminder');
    } else if (decision.kind === 'postpone') {
      const at = decision.at.getTime();
      // One job per moment: a retry or a second replica postponing to the same moment adds nothing.
      await this.add({ gameId, seniorId }, `${reminderJobId(gameId)}-${at}`, Math.max(0, at - Date.now()));
      this.log.info({ gameId, at: decision.at.toISOString() }, 'reminder postponed to the next moment a text may go');
    } else {
      await this.remind(gameId, { ...instance, senior_id: seniorId }, info.firstName, info.phone!, info.language);
    }
    return decision;
  }

  // The row is claimed first (one per activity, ever); a retry that finds it claimed but its text not
  // yet queued finishes the job, and the text's job id keeps it to one text.
  private async remind(
    gameId: string,
    instance: ActivityRow & { senior_id: string },
    firstName: string,
    to: string,
    language: string,
  ) {
    await this.dataSource.query(
      `INSERT INTO reminders (game_id, senior_id, care_team_id, first_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (game_id) DO NOTHING`,
      [gameId, instance.senior_id, instance.care_team_id, firstName],
    );
    const [row] = await this.dataSource.query<{ sms_queued_at: Date | null }[]>(
      'SELECT sms_queued_at FROM reminders WHERE game_id = $1',
      [gameId],
    );
    if (row?.sms_queued_at) {
      this.log.info({ gameId }, 'reminder already sent');
      return;
    }
    // A fresh link (the first one's token is not kept), issued for the activity's creator.
    const { link, playUrl } = await this.links.issue(instance.created_by, gameId);
    const job: SendSmsJob = {
      to,
      body: reminderTextBody(
        firstName,
        lovedOneTitle(instance.template_id, instance.config_json, language),
        playUrl,
        language,
      ),
      kind: 'reminder',
      refId: gameId,
      seniorId: instance.senior_id,
    };
    let duplicate: boolean;
    try {
      ({ duplicate } = await queueSms(this.queue, this.config, reminderSmsJobId(gameId), job));
    } catch (error) {
      await this.dropLink(link.id);
      throw error;
    }
    // The reminder went with an earlier attempt's link: this one is not needed.
    if (duplicate) await this.dropLink(link.id);
    await this.dataSource.query(
      'UPDATE reminders SET sms_queued_at = now() WHERE game_id = $1 AND sms_queued_at IS NULL',
      [gameId],
    );
    this.log.info({ gameId, duplicate }, 'reminder text queued');
  }

  // The gentle reminders of the last REMINDER_NOTICE_DAYS days to the loved ones the caller can see.
  async recent(): Promise<ReminderNotice[]> {
    const seniors = await this.bus.request('care.seniors.accessible', {});
    if (!seniors.length) return [];
    const rows = await this.dataSource.query<NoticeRow[]>(
      `SELECT r.game_id, r.senior_id, r.first_name, r.sms_queued_at,
              i.template_id, i.config_json, i.sent_at, i.created_at
         FROM reminders r JOIN game_instances i ON i.id = r.game_id
        WHERE r.senior_id = ANY($1::uuid[]) AND r.sms_queued_at > now() - make_interval(days => $2)
        ORDER BY r.sms_queued_at DESC
        LIMIT $3`,
      [seniors.map((s) => s.seniorId), REMINDER_NOTICE_DAYS, MAX_NOTICES],
    );
    return rows.map((r) => ({
      gameId: r.game_id,
      seniorId: r.senior_id,
      firstName: r.first_name,
      title: activityTitle(r.template_id, r.config_json),
      templateId: r.template_id,
      firstSentAt: (r.sent_at ?? r.created_at).toISOString(),
      remindedAt: r.sms_queued_at.toISOString(),
    }));
  }

  private add(data: ReminderJob, jobId: string, delayMs: number) {
    return this.queue.add<ReminderJob>(QUEUE_NAMES.reminder, 'remind', data, {
      jobId,
      delayMs,
      attempts: this.settings.REMINDER_ATTEMPTS,
      backoffMs: this.settings.REMINDER_BACKOFF_MS,
    });
  }

  private async dropLink(linkId: string) {
    await this.dataSource
      .query('UPDATE magic_links SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [linkId])
      .catch((error: unknown) => this.log.warn({ linkId, err: String(error) }, 'unused link left open'));
  }
}
