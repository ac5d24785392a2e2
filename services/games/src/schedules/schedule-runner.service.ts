import { Inject, Injectable, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  DEFAULT_ACCESSIBILITY,
  DomainError,
  emptyJobSchema,
  isQuiet,
  localDateOf,
  QUEUE_NAMES,
  SlotJob,
  SlotOutcome,
  slotJobSchema,
} from '@carewith/contracts';
import { createLogger, Job, JOB_QUEUE, JobHandler, JobQueue } from '@carewith/platform';
import { SendActivityService } from '../activities/send-activity.service';
import {
  SCHEDULE_CLOCK,
  ScheduleClock,
  SCHEDULE_FAULTS,
  ScheduleFaults,
  scheduledTextMessage,
  SENIOR_SEND_SOURCE,
  SeniorSendInfo,
  SeniorSendSource,
} from './schedule.ports';
import { REPLAN_ALL_SCHEDULER, REPLAN_EVERY_MS, SchedulePlanner, settingsOf } from './schedule-planner.service';
import { ScheduleReview, SlotActivity } from './schedule-review';
import { ScheduleStore, SendClaim, SlotChoice, StoredSchedule } from './schedule-store';
import { formatLocalDate, Slot, slotAt } from './slots';

// What became of one slot job: an outcome recorded for the day, or nothing recorded (stale: no longer
// a slot; taken: the day was already claimed by another slot or finished by an earlier run).
export type SlotRun = SlotOutcome | 'stale' | 'taken';

// Runs the schedule queue: each 'slot' job (delayed until its slot) and the hourly 'replan-all'.
// A slot job (a) checks it is still a slot, (b) claims the loved one's local day (UNIQUE row: one a
// day, whatever the retries, replicas or duplicates), (c) decides the outcome and (d) for "sent" makes
// the activity, records its id on the claim in the same transaction, and queues its text through the
// same path as Send SMS (job id activity-<gameId>: one text).
@Injectable()
export class ScheduleRunner implements OnApplicationBootstrap {
  private readonly log = createLogger(ScheduleRunner.name);

  constructor(
    private readonly store: ScheduleStore,
    private readonly planner: SchedulePlanner,
    private readonly review: ScheduleReview,
    private readonly sender: SendActivityService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(SCHEDULE_CLOCK) private readonly clock: ScheduleClock,
    @Inject(SENIOR_SEND_SOURCE) private readonly source: SeniorSendSource,
    @Optional() @Inject(SCHEDULE_FAULTS) private readonly faults?: ScheduleFaults,
  ) {}

  async onApplicationBootstrap() {
    await this.queue
      .upsertScheduler(
        QUEUE_NAMES.schedule,
        REPLAN_ALL_SCHEDULER,
        { everyMs: REPLAN_EVERY_MS },
        { name: REPLAN_ALL_SCHEDULER, data: {} },
      )
      .catch((error: unknown) => this.log.warn({ err: String(error) }, 'the hourly re-plan could not be scheduled'));
  }

  @JobHandler(QUEUE_NAMES.schedule, emptyJobSchema, { name: REPLAN_ALL_SCHEDULER, concurrency: 2 })
  async replanAll(): Promise<void> {
    const planned = await this.planner.replanAll();
    this.log.info({ planned }, 'schedules re-planned');
  }

  @JobHandler(QUEUE_NAMES.schedule, slotJobSchema, { name: 'slot', concurrency: 2 })
  async slot(job: Job<SlotJob>): Promise<void> {
    const run = await this.runSlot(job.data.seniorId, job.data.at);
    this.log.info({ jobId: job.id, run }, 'slot ran');
  }

  async runSlot(seniorId: string, at: number): Promise<SlotRun> {
    const now = this.clock.now();
    const rules = await this.store.schedules(seniorId);
    if (!rules.length) return 'stale';
    let info: SeniorSendInfo;
    try {
      info = await this.source.sendInfo(seniorId);
    } catch (error) {
      // The loved one was erased meanwhile.
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return 'stale';
      throw error;
    }
    const slot = slotAt(rules, settingsOf(info), at);
    if (!slot) return 'stale';
    const { claim, mine } = await this.store.claimDay(seniorId, info.careTeamId, slot.localDate, at, slot.scheduleId);
    if (!mine) return 'taken';
    if (this.faults?.pauseAfterClaimMs) await new Promise((r) => setTimeout(r, this.faults!.pauseAfterClaimMs));
    const rule = rules.find((r) => r.id === slot.scheduleId)!;
    const outcome = await this.decide(seniorId, slot, claim, rule, info, now);
    // The next days' jobs (this one's next slot among them), best effort.
    await this.planner.planSoon(seniorId, now, info);
    return outcome;
  }

  private async decide(
    seniorId: string,
    slot: Slot,
    claim: SendClaim,
    rule: StoredSchedule,
    info: SeniorSendInfo,
    now: number,
  ): Promise<SlotRun> {
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
      const made = chosen ?? (built ? await this.createBuilt(em, built, info.careTeamId, seniorId, rule) : null);
      const picked = made ?? (await this.store.drafts(seniorId, em))[0]?.id ?? null;
      if (!picked) {
        await this.store.finish(claim.id, 'nothing-due', em);
        return null;
      }
      await em.query('UPDATE scheduled_sends SET game_id = $2 WHERE id = $1', [claim.id, picked]);
      return picked;
    });
    if (gameId === 'taken') return 'taken';
    if (gameId === null) return 'nothing-due';
    await this.sender.queueText({
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

  // The box's activity or the Review, made an activity of the loved one by the schedule's creator (as
  // a draft: the text's send moves it to SENT), in the claim's transaction: a retry after a crash finds
  // its id on the claim and sends the same one.
  private async createBuilt(
    em: EntityManager,
    built: SlotActivity,
    careTeamId: string,
    seniorId: string,
    rule: StoredSchedule,
  ): Promise<string> {
    const [row] = await em.query<{ id: string }[]>(
      `INSERT INTO game_instances (senior_id, care_team_id, template_id, created_by, status, config_json)
       VALUES ($1, $2, $3, $4, 'DRAFT', $5) RETURNING id`,
      [
        seniorId,
        careTeamId,
        built.templateId,
        rule.createdBy,
        JSON.stringify({ ...built.configJSON, accessibility: { ...DEFAULT_ACCESSIBILITY } }),
      ],
    );
    return row!.id;
  }
}
