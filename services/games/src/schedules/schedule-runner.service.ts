import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@carewith/contracts';
import { CLOCK, Clock } from '@carewith/platform';
import { SENIOR_SEND_SOURCE, SeniorSendInfo, SeniorSendSource } from './schedule.ports';
import { SchedulePlanner, settingsOf } from './schedule-planner.service';
import { ScheduleStore } from './schedule-store';
import { SlotRun, SlotSendService } from './slot-send.service';
import { slotAt } from './slots';

// Runs one slot of the schedule queue (its 'slot' job, delayed until the slot; schedule.job.ts).
// A slot job (a) checks it is still a slot, (b) claims the loved one's local day (UNIQUE row: one a
// day, whatever the retries, replicas or duplicates), then SlotSendService (c) decides the outcome and
// (d) for "sent" makes the activity and queues its text. Its time is the platform's CLOCK.
@Injectable()
export class ScheduleRunner {
  constructor(
    private readonly store: ScheduleStore,
    private readonly planner: SchedulePlanner,
    private readonly send: SlotSendService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SENIOR_SEND_SOURCE) private readonly source: SeniorSendSource,
  ) {}

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
    const rule = rules.find((r) => r.id === slot.scheduleId)!;
    const outcome = await this.send.decide(seniorId, slot, claim, rule, info, now);
    // The next days' jobs (this one's next slot among them), best effort.
    await this.planner.planSoon(seniorId, now, info);
    return outcome;
  }
}
