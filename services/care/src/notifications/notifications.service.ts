import { Inject, Injectable } from '@nestjs/common';
import {
  ActivityCompletedNotice,
  DomainError,
  Fact,
  NotificationSettings,
  QUEUE_NAMES,
  startersJobId,
  WeeklyLetterSetting,
  WRITE_STARTERS_JOB,
  WriteStartersJob,
} from '@carewith/contracts';
import {
  BaseConfig,
  BusClient,
  CONFIG,
  createLogger,
  currentRequestId,
  FactHandler,
  JOB_QUEUE,
  JobQueue,
  queueEmail,
} from '@carewith/platform';
import { CareTeamMemberEntity } from '../teams/care-team.entity';
import { TeamAccessService } from '../teams/team-access.service';
import { completionEmail } from './completion-email';
import { NotificationStore, NotifySwitch } from './notification-store';

// Each member's e-mail notifications, and the completion e-mails themselves: one per member who
// has them on, with a job id per (activity, member) so a repeated completion sends nothing more.
@Injectable()
export class NotificationsService {
  private readonly log = createLogger(NotificationsService.name);

  constructor(
    private readonly store: NotificationStore,
    private readonly access: TeamAccessService,
    private readonly bus: BusClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  async get(actorId: string, careTeamId: string): Promise<NotificationSettings> {
    const member = await this.member(actorId, careTeamId);
    return { activityCompleted: member.notifyActivityCompleted };
  }

  async update(actorId: string, careTeamId: string, settings: NotificationSettings): Promise<NotificationSettings> {
    await this.setSwitch(actorId, careTeamId, 'notifyActivityCompleted', settings.activityCompleted);
    this.log.info({ careTeamId, activityCompleted: settings.activityCompleted }, 'notification settings changed');
    return settings;
  }

  // The weekly family letter's switch, beside the completion e-mails' one.
  async getWeeklyLetter(actorId: string, careTeamId: string): Promise<WeeklyLetterSetting> {
    const member = await this.member(actorId, careTeamId);
    return { weeklyLetter: member.notifyWeeklyLetter };
  }

  async updateWeeklyLetter(
    actorId: string,
    careTeamId: string,
    setting: WeeklyLetterSetting,
  ): Promise<WeeklyLetterSetting> {
    await this.setSwitch(actorId, careTeamId, 'notifyWeeklyLetter', setting.weeklyLetter);
    this.log.info({ careTeamId, weeklyLetter: setting.weeklyLetter }, 'weekly letter setting changed');
    return setting;
  }

  // The actor's own row in the team: a team they are not in is not found.
  private async member(actorId: string, careTeamId: string): Promise<CareTeamMemberEntity> {
    const member = await this.store.member(careTeamId, actorId);
    if (!member) throw new DomainError('NOT_FOUND', 'Care team not found');
    return member;
  }

  // Turns one of the actor's own e-mail switches in the team on or off (members only).
  private async setSwitch(actorId: string, careTeamId: string, column: NotifySwitch, on: boolean): Promise<void> {
    await this.access.requireMember(actorId, careTeamId);
    await this.store.setSwitch(careTeamId, actorId, column, on);
  }

  // A loved one completed an activity: the family's e-mails and the conversation starters, once per
  // activity whatever the deliveries (the jobs' ids).
  @FactHandler('games.activity-completed', { consumer: 'care.completion-emails' })
  async onActivityCompleted({ data }: Fact<'games.activity-completed'>): Promise<void> {
    await this.activityCompleted(data);
  }

  async activityCompleted(notice: ActivityCompletedNotice): Promise<{ queued: number }> {
    const senior = await this.store.senior(notice.seniorId);
    // An erased loved one: nobody to tell.
    if (!senior) return { queued: 0 };
    // Something to talk about on the next call: written by insights, once per activity
    // whatever the retries (the job id, and the starters' own unique rows).
    const starters: WriteStartersJob = { gameInstanceId: notice.gameInstanceId, requestId: currentRequestId() };
    await this.queue.add(QUEUE_NAMES.ai, WRITE_STARTERS_JOB, starters, {
      jobId: startersJobId(notice.gameInstanceId),
      attempts: 6,
      backoffMs: 1000,
    });
    const recipients = await this.store.completionRecipients(senior.careTeamId);
    if (!recipients.length) return { queued: 0 };
    const users = await this.bus.request('identity.users.getMany', { userIds: recipients });
    const activityUrl = new URL(`/games/${notice.gameInstanceId}`, this.config.PUBLIC_URL).toString();
    const settingsUrl = new URL('/account', this.config.PUBLIC_URL).toString();
    let queued = 0;
    for (const user of users) {
      const mail = completionEmail({
        recipientFirstName: user.firstName,
        recipientLanguage: user.language,
        lovedOneName: senior.firstName,
        notice,
        activityUrl,
        settingsUrl,
      });
      const added = await queueEmail(this.queue, `activity-completed-${notice.gameInstanceId}-${user.id}`, {
        to: user.email,
        ...mail,
        kind: 'activity-completed',
        // The activity's id: the loved one's erasure and archive find these e-mails with its texts.
        refId: notice.gameInstanceId,
        careTeamId: senior.careTeamId,
      });
      if (!added.duplicate) queued++;
    }
    this.log.info({ gameId: notice.gameInstanceId, queued }, 'completion e-mails queued');
    return { queued };
  }
}
