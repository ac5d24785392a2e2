import { Inject, Injectable } from '@nestjs/common';
import {
  COMING_UP_DAYS,
  COMING_UP_MAX,
  ComingUpSlot,
  CreateScheduleRequest,
  createGameRequestSchema,
  DomainError,
  localDateOf,
  MAX_SCHEDULES_PER_SENIOR,
  SeniorSchedule,
  SlotSend,
  SlotState,
  TEMPLATES,
  TemplateSlug,
  UpdateSlotRequest,
  zonedInstant,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { ActivitiesService } from '../activities/activities.service';
import { DAY_MS, SchedulePlanner, settingsOf } from './schedule-planner.service';
import { SCHEDULE_CLOCK, ScheduleClock, SENIOR_SEND_SOURCE, SeniorSendInfo, SeniorSendSource } from './schedule.ports';
import { draftRequestOf } from '../memory-box/box-activities';
import { ScheduleReview, SlotActivity } from './schedule-review';
import { DraftRow, ScheduleStore, StoredSchedule, toSendSchedule } from './schedule-store';
import { formatLocalDate, parseLocalDate, slotsBetween } from './slots';

export const RECENT_SLOTS = 5;

type SlotPreview = { slot: ComingUpSlot; built: SlotActivity | null };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const invalid = (field: string, message: string) => new DomainError('VALIDATION', message, [{ field, message }]);
const titleOf = (d: DraftRow) => d.title || TEMPLATES[d.templateId as TemplateSlug]?.title || 'Activity';
// A slot that sends a draft, chosen for it or the next spare one.
const activitySend = (d: DraftRow): SlotSend => ({
  kind: 'activity',
  gameId: d.id,
  title: titleOf(d),
  templateId: d.templateId as TemplateSlug,
});

// Schedules and "Coming up" (issue #15): read by any member of the loved one's team, changed by
// Co-Caregivers (care decides both). Every change replies with the whole SeniorSchedule and re-plans
// the slot jobs.
@Injectable()
export class SchedulesService {
  constructor(
    private readonly bus: BusClient,
    private readonly store: ScheduleStore,
    private readonly planner: SchedulePlanner,
    private readonly review: ScheduleReview,
    private readonly activities: ActivitiesService,
    @Inject(SCHEDULE_CLOCK) private readonly clock: ScheduleClock,
    @Inject(SENIOR_SEND_SOURCE) private readonly source: SeniorSendSource,
  ) {}

  async bySenior(seniorId: string): Promise<SeniorSchedule> {
    return this.view(seniorId, await this.bus.request('care.seniors.sendInfoFor', { seniorId, need: 'view' }));
  }

  async create(actorId: string, seniorId: string, schedule: CreateScheduleRequest): Promise<SeniorSchedule> {
    const { careTeamId } = await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const info = await this.source.sendInfo(seniorId);
    const now = this.clock.now();
    const { from, to } = info.quietHours;
    const minutes = minutesOf(schedule.time);
    if (minutes < minutesOf(to) || minutes >= minutesOf(from)) {
      throw invalid('time', `Texts go to ${info.firstName} only between ${to} and ${from}. Choose a time in between.`);
    }
    if (schedule.repeat === 'once') {
      const at = zonedInstant(parseLocalDate(schedule.date), schedule.time, info.timeZone).getTime();
      if (at <= now) {
        const today = formatLocalDate(localDateOf(new Date(now), info.timeZone));
        throw schedule.date < today
          ? invalid('date', 'That day has passed. Choose today or a later day.')
          : invalid('time', 'That time has passed today. Choose a later time.');
      }
    }
    if (!(await this.store.add(seniorId, careTeamId, actorId, schedule, MAX_SCHEDULES_PER_SENIOR))) {
      throw invalid(
        'repeat',
        `${info.firstName} already has ${MAX_SCHEDULES_PER_SENIOR} schedules. Remove one before adding another.`,
      );
    }
    await this.planner.planSoon(seniorId, now, info);
    return this.view(seniorId, info);
  }

  async remove(seniorId: string, scheduleId: string): Promise<SeniorSchedule> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    if (!(await this.store.remove(seniorId, scheduleId))) {
      throw new DomainError('NOT_FOUND', 'This schedule could not be found.');
    }
    // Its queued slot jobs stay and find, when they run, that they are no longer slots.
    await this.planner.planSoon(seniorId);
    return this.view(seniorId);
  }

  // Skip a coming slot (or take the skip back) and choose what it sends.
  async updateSlot(actorId: string, seniorId: string, slot: UpdateSlotRequest): Promise<SeniorSchedule> {
    const { careTeamId } = await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const info = await this.source.sendInfo(seniorId);
    const at = this.comingSlot(await this.store.schedules(seniorId), info, slot.at);
    if (slot.gameId !== null && !(await this.store.isDraftOf(seniorId, slot.gameId))) {
      throw invalid('gameId', `Choose a draft activity of ${info.firstName}.`);
    }
    await this.store.setChoice(seniorId, careTeamId, actorId, { at, skip: slot.skip, gameId: slot.gameId });
    return this.view(seniorId, info);
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
    const info = await this.source.sendInfo(seniorId);
    const rules = await this.store.schedules(seniorId);
    const at = this.comingSlot(rules, info, atText);
    const built = (await this.preview(seniorId, info, rules)).find((p) => Date.parse(p.slot.at) === at)?.built;
    if (!built) {
      throw invalid('at', `Nothing is due for ${info.firstName} to review yet, so there is no Review to edit.`);
    }
    const request = createGameRequestSchema.safeParse(draftRequestOf(built, seniorId));
    if (!request.success) throw invalid('at', 'This Review could not be made into an activity. Try again later.');
    const game = await this.activities.create(actorId, request.data);
    await this.store.setChoice(seniorId, careTeamId, actorId, { at, skip: false, gameId: game.id });
    return { gameId: game.id, schedule: await this.view(seniorId, info) };
  }

  private comingSlot(rules: StoredSchedule[], info: SeniorSendInfo, atText: string): number {
    const at = Date.parse(atText);
    const now = this.clock.now();
    const slots = slotsBetween(rules, settingsOf(info), now, now + COMING_UP_DAYS * DAY_MS);
    if (!slots.some((s) => s.at === at)) throw invalid('at', 'At must be the time of a coming slot');
    return at;
  }

  async view(seniorId: string, known?: SeniorSendInfo): Promise<SeniorSchedule> {
    const info = known ?? (await this.source.sendInfo(seniorId));
    // The schedules are read once, for the list and for Coming up.
    const schedules = this.store.schedules(seniorId);
    const [rules, recent, previews] = await Promise.all([
      schedules,
      this.store.recent(seniorId, RECENT_SLOTS),
      schedules.then((read) => this.preview(seniorId, info, read)),
    ]);
    return {
      timeZone: info.timeZone,
      quietHours: info.quietHours,
      pausedUntil: info.pausedUntil,
      schedules: rules.map(toSendSchedule),
      comingUp: previews.map((p) => p.slot),
      recent,
    };
  }

  // The coming slots and what each will send. A slot without a chosen draft builds its own activity
  // (the box's or the Review) at its time, from the items as they are now; each box activity that will
  // go is the "last" of the next slot's, so successive slots preview different sets.
  private async preview(seniorId: string, info: SeniorSendInfo, rules: StoredSchedule[]): Promise<SlotPreview[]> {
    const now = this.clock.now();
    const slots = slotsBetween(rules, settingsOf(info), now, now + COMING_UP_DAYS * DAY_MS).slice(0, COMING_UP_MAX);
    if (!slots.length) return [];
    const [choices, drafts, optedOut, builder] = await Promise.all([
      this.store.choices(seniorId, now),
      this.store.drafts(seniorId),
      info.phone ? this.source.optedOut(info.phone) : Promise.resolve(false),
      this.review.builder(seniorId, info.language),
    ]);
    const chosenIds = new Set([...choices.values()].map((c) => c.gameId));
    // Slots with nothing due send the oldest drafts, one each, in order.
    const spare = drafts.filter((d) => !chosenIds.has(d.id));
    const pausedUntil = info.pausedUntil ? Date.parse(info.pausedUntil) : null;
    const previews: SlotPreview[] = [];
    for (const slot of slots) {
      const choice = choices.get(slot.at);
      const state: SlotState = choice?.skip
        ? 'skipped'
        : pausedUntil !== null && slot.at < pausedUntil
          ? 'paused'
          : !info.phone
            ? 'no-phone'
            : optedOut
              ? 'stopped'
              : 'planned';
      const chosen = choice?.gameId ? drafts.find((d) => d.id === choice.gameId) : undefined;
      // Built for a chosen slot too (for "Edit before it goes"), but only a slot that will send it
      // moves the box on.
      const built = await builder.at(slot.at, state === 'planned' && !chosen);
      let send: SlotSend = { kind: 'nothing' };
      if (chosen) send = activitySend(chosen);
      else if (built) {
        send = { kind: built.kind, title: built.configJSON.title, templateId: built.templateId, items: built.items };
      } else {
        const draft = state === 'planned' ? spare.shift() : spare[0];
        if (draft) send = activitySend(draft);
      }
      previews.push({
        slot: {
          at: new Date(slot.at).toISOString(),
          localDate: slot.localDate,
          localTime: slot.localTime,
          scheduleId: slot.scheduleId,
          state,
          send,
        },
        built,
      });
    }
    return previews;
  }
}
