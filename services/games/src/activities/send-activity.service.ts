import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { activityTextBody, DomainError, SendSmsJob } from '@carewith/contracts';
import {
  BaseConfig,
  BusClient,
  CONFIG,
  createLogger,
  currentRequestId,
  FactBus,
  JOB_QUEUE,
  JobQueue,
  queueSms,
} from '@carewith/platform';
import { GoalPractice } from '../goals/goal-practice';
import { PlayLinksService } from '../links/play-links.service';
import { RemindersService } from '../reminders/reminders.service';
import { GameAccessService } from './game-access.service';
import { defaultMessage, optOutLine } from '../language/loved-one-texts';

const ALREADY_SENT = 'This activity has already been sent.';

// Send SMS: a play link texted to the loved one. Only a draft is sent, and only once: a double click
// or a retried request sends one text.
@Injectable()
export class SendActivityService {
  private readonly log = createLogger(SendActivityService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: GameAccessService,
    private readonly links: PlayLinksService,
    private readonly bus: BusClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: BaseConfig,
    private readonly reminders: RemindersService,
    private readonly facts: FactBus,
    private readonly goals: GoalPractice,
  ) {}

  // message: the caregiver's; none (the API's default) is the spec's default in the loved one's language.
  async send(actorId: string, gameId: string, message?: string): Promise<{ playUrl: string }> {
    const { instance } = await this.access.load(gameId, 'manage');
    if (!instance.seniorId) {
      throw new DomainError('VALIDATION', 'Choose a loved one for this activity before sending it.', [
        { field: 'seniorId', message: 'Choose a loved one for this activity before sending it.' },
      ]);
    }
    if (instance.status !== 'DRAFT' && instance.status !== 'SENT') throw new DomainError('CONFLICT', ALREADY_SENT);
    const contact = await this.bus.request('care.seniors.contact', { seniorId: instance.seniorId });
    if (!contact.phone) {
      throw new DomainError(
        'VALIDATION',
        `${contact.firstName} has no phone number yet. Add one on their profile first.`,
        [
          {
            field: 'seniorId',
            message: `${contact.firstName} has no phone number yet. Add one on their profile first.`,
          },
        ],
      );
    }
    const { optedOut } = await this.bus.request('messaging.optOut.check', { phone: contact.phone });
    if (optedOut) {
      throw new DomainError(
        'CONFLICT',
        `${contact.firstName}'s phone replied STOP to our texts, so we cannot send more. A reply of START allows texts again.`,
      );
    }
    const { playUrl, duplicate } = await this.queueText({
      gameId,
      seniorId: instance.seniorId,
      phone: contact.phone,
      message: message ?? defaultMessage(contact.language),
      language: contact.language,
      linkCreatedBy: actorId,
    });
    // The text already went out with another link.
    if (duplicate) throw new DomainError('CONFLICT', ALREADY_SENT);
    await this.facts.record(this.dataSource, 'games.activity-sent', {
      gameInstanceId: gameId,
      seniorId: instance.seniorId,
      careTeamId: instance.careTeamId,
      channel: 'sms',
    });
    return { playUrl };
  }

  // The text itself, with no actor and no bus: Send SMS (after its checks) and the schedule runner
  // (after its own: window, pause, STOP) both end here. The activity goes DRAFT -> SENT, a play link is
  // issued (created by linkCreatedBy) and the text is queued with the job id activity-<gameId>, so
  // however often this runs for one activity, one text goes. duplicate: it had already been queued.
  // language: the loved one's, for the text's last line (how to stop the texts).
  async queueText(text: {
    gameId: string;
    seniorId: string;
    phone: string;
    message: string;
    language: string;
    linkCreatedBy: string;
  }): Promise<{ playUrl: string; duplicate: boolean }> {
    const { gameId } = text;
    // Claim the draft atomically: of two simultaneous requests, one moves it to SENT.
    const [claimed] = (await this.dataSource.query(
      `UPDATE game_instances SET status = 'SENT', sent_at = now() WHERE id = $1 AND status = 'DRAFT' RETURNING id`,
      [gameId],
    )) as [unknown[], number];
    // The loved one's everyday goals due now join a photo match that is being texted (goal-practice.ts).
    if (claimed.length) await this.goals.weave(gameId, text.language);
    // The text's job id is the activity's: whoever adds it first sends the one text. A request that
    // finds SENT but no text queued (its predecessor died between the two steps) sends it now.
    const { link, playUrl } = await this.links.issue(text.linkCreatedBy, gameId);
    const job: SendSmsJob = {
      to: text.phone,
      body: activityTextBody(text.message, playUrl, optOutLine(text.language)),
      kind: 'activity',
      refId: gameId,
      seniorId: text.seniorId,
      requestId: currentRequestId(),
    };
    let added: { duplicate: boolean };
    try {
      added = await queueSms(this.queue, this.config, `activity-${gameId}`, job);
    } catch (error) {
      // Nothing was queued: the link issued for this text is not needed, and a draft we just claimed
      // goes back to being a draft.
      if (claimed.length) {
        await this.dataSource.query(
          `UPDATE game_instances SET status = 'DRAFT', sent_at = NULL WHERE id = $1 AND status = 'SENT'`,
          [gameId],
        );
      }
      await this.links
        .dropUnused(gameId, link.id)
        .catch((revokeError: unknown) => this.log.warn({ gameId, err: String(revokeError) }, 'unused link left open'));
      throw error;
    }
    // One gentle reminder if the link is not opened (a retried send finds it planned already).
    await this.reminders.plan(gameId, text.seniorId);
    if (added.duplicate) {
      // The text already went out with another link: this one is not needed.
      await this.links.dropUnused(gameId, link.id);
      return { playUrl, duplicate: true };
    }
    if (!claimed.length) this.log.warn({ gameId }, 'a send interrupted before its text was queued was completed');
    this.log.info({ gameId }, 'activity text queued');
    return { playUrl, duplicate: false };
  }
}
