import { Inject, Injectable } from '@nestjs/common';
import {
  COMING_UP_DAYS,
  COMING_UP_MAX,
  ComingUpSlot,
  CreateScheduleRequest,
  DomainError,
  localDateOf,
  SeniorSchedule,
  SlotSend,
  SlotState,
  TEMPLATES,
  TemplateSlug,
  zonedInstant,
} from '@carewith/contracts';
import { CLOCK, Clock } from '@carewith/platform';
import { DAY_MS, settingsOf } from './schedule-planner.service';
import { SENIOR_SEND_SOURCE, SeniorSendInfo, SeniorSendSource } from './schedule.ports';
import { ScheduleReview, SlotActivity } from './schedule-review';
import { DraftRow, ScheduleStore, StoredSchedule, toSendSchedule } from './schedule-store';
import { formatLocalDate, parseLocalDate, slotsBetween } from './slots';

export const RECENT_SLOTS = 5;

type SlotPreview = { slot: ComingUpSlot; built: SlotActivity | null };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const invalid = (field: string, message: string) => new DomainError('VALIDATION', message, [{ field, message }]);
const titleOf = (d: DraftRow) => d.title || TEMPLATES[d.templateId as TemplateSlug]?.title || 'Activity';
// A slot that sends a draft, chosen for it or the next spare one.
const activitySend = (d: DraftRow): SlotSend => ({
  kind: 'activity',
  gameId: d.id,
  title: titleOf(d),
  templateId: d.templateId as TemplateSlug,
});

// A loved one's coming slots as of the platform's CLOCK: when a new schedule's time may
// be, which instants are coming slots, and "Coming up" with what each slot will send. Where and when
// the loved one may be texted comes from the send source (care and messaging).
@Injectable()
export class ComingUpService {
  constructor(
    private readonly store: ScheduleStore,
    private readonly review: ScheduleReview,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SENIOR_SEND_SOURCE) private readonly source: SeniorSendSource,
  ) {}

  sendInfo(seniorId: string): Promise<SeniorSendInfo> {
    return this.source.sendInfo(seniorId);
  }

  // A new schedule's time falls between the loved one's quiet hours, and a one-off is still to come:
  // the moment it was checked at.
  checkNew(schedule: CreateScheduleRequest, info: SeniorSendInfo): number {
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
    return now;
  }

  // What the coming slot at `at` will build (the box's activity or the Review), if anything.
  async builtAt(seniorId: string, info: SeniorSendInfo, rules: StoredSchedule[], at: number) {
    return (await this.preview(seniorId, info, rules)).find((p) => Date.parse(p.slot.at) === at)?.built;
  }

  // The instant the caller named, when it is one of the coming slots.
  comingSlot(rules: StoredSchedule[], info: SeniorSendInfo, atText: string): number {
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
