import { Injectable } from '@nestjs/common';
import {
  CreateScheduleRequest,
  createGameRequestSchema,
  DomainError,
  MAX_SCHEDULES_PER_SENIOR,
  SeniorSchedule,
  UpdateSlotRequest,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { ActivitiesService } from '../activities/activities.service';
import { draftRequestOf } from '../memory-box/box-activities';
import { ComingUpService, invalid } from './coming-up.service';
import { SchedulePlanner } from './schedule-planner.service';
import { ScheduleStore } from './schedule-store';

// Schedules and "Coming up": read by any member of the loved one's team, changed by
// Co-Caregivers (care decides both). Every change replies with the whole SeniorSchedule and re-plans
// the slot jobs. What is coming, and when, is ComingUpService's.
@Injectable()
export class SchedulesService {
  constructor(
    private readonly bus: BusClient,
    private readonly store: ScheduleStore,
    private readonly planner: SchedulePlanner,
    private readonly comingUp: ComingUpService,
    private readonly activities: ActivitiesService,
  ) {}

  async bySenior(seniorId: string): Promise<SeniorSchedule> {
    return this.comingUp.view(seniorId, await this.bus.request('care.seniors.sendInfoFor', { seniorId, need: 'view' }));
  }

  async create(actorId: string, seniorId: string, schedule: CreateScheduleRequest): Promise<SeniorSchedule> {
    const { careTeamId } = await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const info = await this.comingUp.sendInfo(seniorId);
    const now = this.comingUp.checkNew(schedule, info);
    if (!(await this.store.add(seniorId, careTeamId, actorId, schedule, MAX_SCHEDULES_PER_SENIOR))) {
      throw invalid(
        'repeat',
        `${info.firstName} already has ${MAX_SCHEDULES_PER_SENIOR} schedules. Remove one before adding another.`,
      );
    }
    await this.planner.planSoon(seniorId, now, info);
    return this.comingUp.view(seniorId, info);
  }

  async remove(seniorId: string, scheduleId: string): Promise<SeniorSchedule> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    if (!(await this.store.remove(seniorId, scheduleId))) {
      throw new DomainError('NOT_FOUND', 'This schedule could not be found.');
    }
    // Its queued slot jobs stay and find, when they run, that they are no longer slots.
    await this.planner.planSoon(seniorId);
    return this.comingUp.view(seniorId);
  }

  // Skip a coming slot (or take the skip back) and choose what it sends.
  async updateSlot(actorId: string, seniorId: string, slot: UpdateSlotRequest): Promise<SeniorSchedule> {
    const { careTeamId } = await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const info = await this.comingUp.sendInfo(seniorId);
    const at = this.comingUp.comingSlot(await this.store.schedules(seniorId), info, slot.at);
    if (slot.gameId !== null && !(await this.store.isDraftOf(seniorId, slot.gameId))) {
      throw invalid('gameId', `Choose a draft activity of ${info.firstName}.`);
    }
    await this.store.setChoice(seniorId, careTeamId, actorId, { at, skip: slot.skip, gameId: slot.gameId });
    return this.comingUp.view(seniorId, info);
  }

  // "Edit before it goes": what Coming up shows the slot will build (the box's activity or the Review)
  // is made a draft activity of the loved one through the usual creation (so the usual form edits
  // it), and chosen for the slot.
  async draft(
    actorId: string,
    seniorId: string,
    atText: string,
  ): Promise<{ gameId: string; schedule: SeniorSchedule }> {
    const { careTeamId } = await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const info = await this.comingUp.sendInfo(seniorId);
    const rules = await this.store.schedules(seniorId);
    const at = this.comingUp.comingSlot(rules, info, atText);
    const built = await this.comingUp.builtAt(seniorId, info, rules, at);
    if (!built) {
      throw invalid('at', `Nothing is due for ${info.firstName} to review yet, so there is no Review to edit.`);
    }
    const request = createGameRequestSchema.safeParse(draftRequestOf(built, seniorId));
    if (!request.success) throw invalid('at', 'This Review could not be made into an activity. Try again later.');
    const game = await this.activities.create(actorId, request.data);
    await this.store.setChoice(seniorId, careTeamId, actorId, { at, skip: false, gameId: game.id });
    return { gameId: game.id, schedule: await this.comingUp.view(seniorId, info) };
  }
}
