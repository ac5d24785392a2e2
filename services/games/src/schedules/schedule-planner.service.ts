import { Inject, Injectable } from '@nestjs/common';
import { Fact, LovedOneChange, PLAN_AHEAD_DAYS, QUEUE_NAMES, SlotJob, slotJobId } from '@carewith/contracts';
import { CLOCK, Clock, createLogger, FactHandler, JOB_QUEUE, JobQueue } from '@carewith/platform';
import { SENIOR_SEND_SOURCE, SeniorSendInfo, SeniorSendSource } from './schedule.ports';
import { ScheduleStore } from './schedule-store';
import { SlotSettings, slotsBetween } from './slots';

export const DAY_MS = 86_400_000;
// A slot job is tried up to 3 times (30 s, then 60 s apart): the claim row makes each retry safe.
export const SLOT_JOB_ATTEMPTS = 3;
export const SLOT_JOB_BACKOFF_MS = 30_000;
// The hourly re-plan of every loved one with schedules catches up lost jobs and changes made while a
// process was down.
export const REPLAN_ALL_SCHEDULER = 'replan-all';
export const REPLAN_EVERY_MS = 3_600_000;
// The changes of a loved one that move their slots.
const REPLAN_ON = new Set<LovedOneChange>(['timeZone', 'quietHours', 'pause']);

export const settingsOf = (info: Pick<SeniorSendInfo, 'timeZone' | 'quietHours'>): SlotSettings => ({
  timeZone: info.timeZone,
  quietHours: info.quietHours,
});

// Queues one delayed job per slot of the next PLAN_AHEAD_DAYS days, with a deterministic id: planning
// again (after each change, each slot, each hour, on each replica) adds nothing already queued. A job
// whose slot moved or went away is left to find that out when it runs (the runner's slotAt check).
@Injectable()
export class SchedulePlanner {
  private readonly log = createLogger(SchedulePlanner.name);

  constructor(
    private readonly store: ScheduleStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SENIOR_SEND_SOURCE) private readonly source: SeniorSendSource,
  ) {}

  // The loved one's time zone, quiet hours or pause changed: their slot jobs are queued again for the
  // new instants (a job whose slot went away finds that out when it runs).
  @FactHandler('care.loved-one-changed', { consumer: 'games.schedule-replan' })
  async onLovedOneChanged({ data }: Fact<'care.loved-one-changed'>): Promise<void> {
    if (data.changes.some((change) => REPLAN_ON.has(change))) await this.plan(data.seniorId);
  }

  // How many slots lie ahead (each queued once).
  async plan(seniorId: string, now = this.clock.now(), known?: SeniorSendInfo): Promise<number> {
    const rules = await this.store.schedules(seniorId);
    if (!rules.length) return 0;
    const info = known ?? (await this.source.sendInfo(seniorId));
    const slots = slotsBetween(rules, settingsOf(info), now, now + PLAN_AHEAD_DAYS * DAY_MS);
    for (const slot of slots) {
      await this.queue.add<SlotJob>(
        QUEUE_NAMES.schedule,
        'slot',
        { seniorId, at: slot.at },
        {
          jobId: slotJobId(seniorId, slot.at),
          delayMs: Math.max(0, slot.at - now),
          attempts: SLOT_JOB_ATTEMPTS,
          backoffMs: SLOT_JOB_BACKOFF_MS,
        },
      );
    }
    return slots.length;
  }

  // After a change the family made: the change is saved whatever happens here (the hourly re-plan
  // queues what this could not).
  async planSoon(seniorId: string, now?: number, known?: SeniorSendInfo): Promise<void> {
    await this.plan(seniorId, now, known).catch((error: unknown) =>
      this.log.warn({ seniorId, err: String(error) }, 'planning failed; the hourly re-plan will catch up'),
    );
  }

  async replanAll(now = this.clock.now()): Promise<number> {
    let planned = 0;
    for (const seniorId of await this.store.seniorsWithSchedules()) {
      try {
        planned += await this.plan(seniorId, now);
      } catch (error) {
        this.log.warn({ seniorId, err: String(error) }, 're-plan of one loved one failed');
      }
    }
    return planned;
  }
}
