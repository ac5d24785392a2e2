import { Inject, Injectable, Optional } from '@nestjs/common';
import { DEFAULT_ACCESSIBILITY, isQuiet, localDateOf, SlotOutcome } from '@carewith/contracts';
import { createLogger } from '@carewith/platform';
import { ActivityTextService } from '../activities/activity-text.service';
import {
  SCHEDULE_FAULTS,
  ScheduleFaults,
  scheduledTextMessage,
  SENIOR_SEND_SOURCE,
  SeniorSendInfo,
  SeniorSendSource,
} from './schedule.ports';
import { settingsOf } from './schedule-planner.service';
import { ScheduleReview } from './schedule-review';
import { ScheduleStore, SendClaim, SlotChoice, StoredSchedule } from './schedule-store';
import { formatLocalDate, Slot } from './slots';

// What became of one slot job: an outcome recorded for the day, or nothing recorded (stale: no longer
// a slot; taken: the day was already claimed by another slot or finished by an earlier run).
export type SlotRun = SlotOutcome | 'stale' | 'taken';

// A slot whose day this run has claimed: (c) decides the outcome and (d) for "sent" makes the
// activity, records its id on the claim in the same transaction, and queues its text through the
// same path as Send SMS (job id activity-<gameId>: one text). ScheduleRunner claims the day first.
@Injectable()
export class SlotSendService {
  private readonly log = createLogger(SlotSendService.name);

  constructor(
    private readonly store: ScheduleStore,
    private readonly review: ScheduleReview,
    private readonly text: ActivityTextService,
    @Inject(SENIOR_SEND_SOURCE) private readonly source: SeniorSendSource,
    @Optional() @Inject(SCHEDULE_FAULTS) private readonly faults?: ScheduleFaults,
  ) {}

  async decide(
    seniorId: string,
    slot: Slot,
    claim: SendClaim,
    rule: StoredSchedule,
    info: SeniorSendInfo,
    now: number,
  ): Promise<SlotRun> {
    // Fault injection (the scaling test): a pause between claiming the day and sending.
    if (this.faults?.pauseAfterClaimMs) await new Promise((r) => setTimeout(r, this.faults!.pauseAfterClaimMs));
    const choice = await this.store.choice(seniorId, slot.at);
    const blocked = await this.blockedBy(slot, choice, info, now);
    if (blocked) {
      await this.store.finish(claim.id, blocked);
      return blocked;
    }
    // What it sends: the family's chosen draft, else the memory box's next activity or the Review,
    // built now, else the oldest draft.
    const chosen = choice?.gameId && (await this.store.isDraftOf(seniorId, choice.gameId)) ? choice.gameId : null;
    const built = chosen || claim.gameId ? null : await (await this.review.builder(seniorId, info.language)).at(now);
    const gameId = await this.store.lockClaim(claim.id, async (em, current) => {
      // A duplicate run finished it while this one decided.
      if (current.outcome !== null) return 'taken' as const;
      // A retry after a crash: the activity was made, send that one.
      if (current.gameId) return current.gameId;
      // The box's activity or the Review, made an activity of the loved one by the schedule's creator
      // (as a draft: the text's send moves it to SENT), in the claim's transaction: a retry after a
      // crash finds its id on the claim and sends the same one.
      const made =
        chosen ??
        (built
          ? await this.store.insertDraft(em, {
              seniorId,
              careTeamId: info.careTeamId,
              templateId: built.templateId,
              createdBy: rule.createdBy,
              configJSON: { ...built.configJSON, accessibility: { ...DEFAULT_ACCESSIBILITY } },
            })
          : null);
      const picked = made ?? (await this.store.drafts(seniorId, em))[0]?.id ?? null;
      if (!picked) {
        await this.store.finish(claim.id, 'nothing-due', em);
        return null;
      }
      await this.store.setClaimGame(em, claim.id, picked);
      return picked;
    });
    if (gameId === 'taken') return 'taken';
    if (gameId === null) return 'nothing-due';
    await this.text.queueText({
      gameId,
      seniorId,
      phone: info.phone!,
      message: scheduledTextMessage(info.firstName, info.language),
      language: info.language,
      linkCreatedBy: rule.createdBy,
    });
    await this.store.finish(claim.id, 'sent');
    this.log.info({ seniorId, gameId }, 'scheduled text queued');
    return 'sent';
  }

  // Why the slot sends nothing, checked on every run (a retry too): texts respect the family's skip,
  // the pause, the phone, STOP, and the day's window (a job that runs after it closed is missed).
  private async blockedBy(
    slot: Slot,
    choice: SlotChoice | null,
    info: SeniorSendInfo,
    now: number,
  ): Promise<SlotOutcome | null> {
    if (choice?.skip) return 'skipped';
    if (info.pausedUntil && slot.at < Date.parse(info.pausedUntil)) return 'paused';
    if (!info.phone) return 'no-phone';
    if (await this.source.optedOut(info.phone)) return 'stopped';
    const runAt = new Date(Math.max(now, slot.at));
    if (formatLocalDate(localDateOf(runAt, info.timeZone)) !== slot.localDate || isQuiet(runAt, settingsOf(info))) {
      return 'missed';
    }
    return null;
  }
}
