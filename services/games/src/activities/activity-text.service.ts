import { Injectable } from '@nestjs/common';
import { activityTextBody, SendSmsJob } from '@carewith/contracts';
import { createLogger, currentRequestId } from '@carewith/platform';
import { GoalPractice } from '../goals/goal-practice';
import { optOutLine } from '../language/loved-one-texts';
import { PlayLinksService } from '../links/play-links.service';
import { ReminderJobs } from '../reminders/reminder-jobs';
import { SmsTexts } from '../texts/sms-texts';
import { ActivityStore } from './activity-store';

// The text itself, with no actor and no bus: Send SMS (after its checks) and the schedule runner
// (after its own: window, pause, STOP) both end here.
@Injectable()
export class ActivityTextService {
  private readonly log = createLogger(ActivityTextService.name);

  constructor(
    private readonly store: ActivityStore,
    private readonly goals: GoalPractice,
    private readonly links: PlayLinksService,
    private readonly texts: SmsTexts,
    private readonly reminders: ReminderJobs,
  ) {}

  // The activity goes DRAFT -> SENT, a play link is issued (created by linkCreatedBy) and the text is
  // queued with the job id activity-<gameId>, so however often this runs for one activity, one text
  // goes. duplicate: it had already been queued. language: the loved one's, for the text's last line
  // (how to stop the texts).
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
    const claimed = await this.store.claimDraft(gameId);
    // The loved one's everyday goals due now join a photo match that is being texted (goal-practice.ts).
    if (claimed) await this.goals.weave(gameId, text.language);
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
      added = await this.texts.add(`activity-${gameId}`, job);
    } catch (error) {
      // Nothing was queued: the link issued for this text is not needed, and a draft we just claimed
      // goes back to being a draft.
      if (claimed) await this.store.releaseDraft(gameId);
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
    if (!claimed) this.log.warn({ gameId }, 'a send interrupted before its text was queued was completed');
    this.log.info({ gameId }, 'activity text queued');
    return { playUrl, duplicate: false };
  }
}
