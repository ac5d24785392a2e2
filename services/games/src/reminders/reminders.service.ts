import { Injectable } from '@nestjs/common';
import { REMINDER_NOTICE_DAYS, ReminderJob, ReminderNotice, SendSmsJob } from '@carewith/contracts';
import { BusClient, createLogger } from '@carewith/platform';
import { activityTitle } from '../dashboard/games-read.service';
import { PlayLinksService } from '../links/play-links.service';
import { lovedOneTitle } from '../language/loved-one-texts';
import { SmsTexts } from '../texts/sms-texts';
import {
  activitySkip,
  ReminderActivity,
  ReminderDecision,
  reminderDecision,
  reminderTextBody,
} from './reminder-decision';
import { ReminderJobs } from './reminder-jobs';
import { ReminderActivityRow, ReminderStore } from './reminder-store';

// The most notices the dashboard shows.
const MAX_NOTICES = 20;
// The text's job id on the sms queue (refId stays the activity: erasure finds it by that).
export const reminderSmsJobId = (gameId: string) => `reminder-${gameId}`;

// One gentle reminder for an activity whose link was not opened: planned when its text
// is queued, decided when its job runs (reminder-decision.ts), never a second one.
@Injectable()
export class RemindersService {
  private readonly log = createLogger(RemindersService.name);

  constructor(
    private readonly store: ReminderStore,
    private readonly links: PlayLinksService,
    private readonly bus: BusClient,
    private readonly texts: SmsTexts,
    private readonly jobs: ReminderJobs,
  ) {}

  // The reminder job: checks everything again, then does nothing, waits for the next moment a text
  // may go, or sends the one reminder.
  async run(job: ReminderJob, now = new Date()): Promise<ReminderDecision> {
    const { gameId } = job;
    const instance = await this.store.activity(gameId);
    const links = instance ? await this.store.links(gameId) : [];
    const newer = instance?.senior_id ? await this.store.newerText(gameId) : false;
    const activity: ReminderActivity =
      instance && instance.senior_id
        ? {
            status: instance.status,
            newerText: newer,
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
      await this.jobs.postpone(gameId, seniorId, decision.at.getTime());
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
    instance: ReminderActivityRow & { senior_id: string },
    firstName: string,
    to: string,
    language: string,
  ) {
    const queuedAt = await this.store.claim({
      gameId,
      seniorId: instance.senior_id,
      careTeamId: instance.care_team_id,
      firstName,
    });
    if (queuedAt) {
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
      ({ duplicate } = await this.texts.add(reminderSmsJobId(gameId), job));
    } catch (error) {
      await this.dropLink(link.id);
      throw error;
    }
    // The reminder went with an earlier attempt's link: this one is not needed.
    if (duplicate) await this.dropLink(link.id);
    await this.store.markQueued(gameId);
    this.log.info({ gameId, duplicate }, 'reminder text queued');
  }

  // The gentle reminders of the last REMINDER_NOTICE_DAYS days to the loved ones the caller can see.
  async recent(): Promise<ReminderNotice[]> {
    const seniors = await this.bus.request('care.seniors.accessible', {});
    if (!seniors.length) return [];
    const rows = await this.store.recent(
      seniors.map((s) => s.seniorId),
      REMINDER_NOTICE_DAYS,
      MAX_NOTICES,
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

  private async dropLink(linkId: string) {
    await this.store
      .revokeLink(linkId)
      .catch((error: unknown) => this.log.warn({ linkId, err: String(error) }, 'unused link left open'));
  }
}
