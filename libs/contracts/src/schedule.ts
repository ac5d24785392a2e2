import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { seniorIdSchema } from './care';
import { templateSlugSchema } from './enums';

// Schedules: texts that go on their own, at good times, in the loved one's time zone.
// A schedule is a rule ("every Mon, Wed, Fri at 10:00" or "once on 2026-11-24 at 10:30"); the slots
// are the instants it gives (services/games/src/schedules/slots.ts, pure). At most one slot a day.

// ISO weekdays: 1 = Monday ... 7 = Sunday.
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
// A loved one has at most this many schedules (weekly and one-off together).
export const MAX_SCHEDULES_PER_SENIOR = 10;
// "Coming up" lists the slots of the next COMING_UP_DAYS days, at most COMING_UP_MAX of them.
export const COMING_UP_DAYS = 14;
export const COMING_UP_MAX = 5;
// A slot job that runs late (the process was down) still sends if the day's texting window is open.
// Jobs for every slot of the next PLAN_AHEAD_DAYS days are queued (delayed), each with a deterministic id.
export const PLAN_AHEAD_DAYS = 8;
// One gentle reminder for a link not opened within this long.
export const REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const YYYY_MM_DD = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const timeField = z.string({ error: 'Time is required' }).regex(HH_MM, { error: 'Time must be a time such as 10:00' });

export const localDateSchema = z
  .string({ error: 'Date is required' })
  .regex(YYYY_MM_DD, { error: 'Date must be a date such as 2026-11-24' })
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, {
    error: 'Date must be a date such as 2026-11-24',
  });

const daysField = z
  .array(
    z
      .number({ error: 'Days must be weekdays from 1 (Monday) to 7 (Sunday)' })
      .int({ error: 'Days must be weekdays from 1 (Monday) to 7 (Sunday)' })
      .min(1, { error: 'Days must be weekdays from 1 (Monday) to 7 (Sunday)' })
      .max(7, { error: 'Days must be weekdays from 1 (Monday) to 7 (Sunday)' }),
    { error: 'Choose at least one day' },
  )
  .min(1, { error: 'Choose at least one day' })
  .max(7, { error: 'Choose at least one day' })
  .refine((days) => new Set(days).size === days.length, { error: 'Each day can be chosen once' })
  .transform((days) => [...days].sort((a, b) => a - b));

// POST /api/seniors/:id/schedules. Whether the time lies in the loved one's texting window and a
// one-off is still ahead are checked by the server (they depend on the loved one's settings):
// 400 with field "time" or "date".
export const createScheduleRequestSchema = z.discriminatedUnion(
  'repeat',
  [
    z.strictObject({ repeat: z.literal('weekly'), days: daysField, time: timeField }),
    z.strictObject({ repeat: z.literal('once'), date: localDateSchema, time: timeField }),
  ],
  { error: 'Repeat must be weekly or once' },
);
export type CreateScheduleRequest = z.infer<typeof createScheduleRequestSchema>;

export const sendScheduleSchema = z.discriminatedUnion('repeat', [
  z.object({
    id: uuidSchema,
    repeat: z.literal('weekly'),
    days: z.array(z.number().int().min(1).max(7)),
    time: z.string(),
    createdAt: dateSchema,
  }),
  z.object({
    id: uuidSchema,
    repeat: z.literal('once'),
    date: z.string(),
    time: z.string(),
    createdAt: dateSchema,
  }),
]);
export type SendSchedule = z.infer<typeof sendScheduleSchema>;

// What a slot will send: the memory box's next activity (review first, a different set from
// the last) or, when the box has nothing to practise, a Review built from the due items, either built
// just before it goes (its preview now); an activity the family chose for it (a draft of this loved
// one); or nothing (nothing due, no draft).
const builtSendFields = {
  title: z.string(),
  templateId: templateSlugSchema,
  // The items' labels, in order, as the preview built now.
  items: z.array(z.string()),
};
export const slotSendSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('box'), ...builtSendFields }),
  z.object({ kind: z.literal('review'), ...builtSendFields }),
  z.object({ kind: z.literal('activity'), gameId: uuidSchema, title: z.string(), templateId: templateSlugSchema }),
  z.object({ kind: z.literal('nothing') }),
]);
export type SlotSend = z.infer<typeof slotSendSchema>;

// planned: will be sent; skipped: the family skipped it; paused: falls in a pause; stopped: the
// loved one's phone replied STOP; no-phone: the loved one has no phone number.
export const SLOT_STATES = ['planned', 'skipped', 'paused', 'stopped', 'no-phone'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export const comingUpSlotSchema = z.object({
  // The slot's instant (ISO); its key for skip and choose.
  at: dateSchema,
  // The same moment on the loved one's own clock, for display.
  localDate: z.string(),
  localTime: z.string(),
  scheduleId: uuidSchema,
  state: z.enum(SLOT_STATES),
  send: slotSendSchema,
});
export type ComingUpSlot = z.infer<typeof comingUpSlotSchema>;

// What became of a slot once its time came (kept per loved one and local day: at most one a day).
export const SLOT_OUTCOMES = ['sent', 'skipped', 'paused', 'stopped', 'no-phone', 'nothing-due', 'missed'] as const;
export type SlotOutcome = (typeof SLOT_OUTCOMES)[number];
export const pastSlotSchema = z.object({
  at: dateSchema,
  localDate: z.string(),
  outcome: z.enum(SLOT_OUTCOMES),
  // The activity that was sent (outcome "sent").
  gameId: uuidSchema.nullable(),
  title: z.string().nullable(),
});
export type PastSlot = z.infer<typeof pastSlotSchema>;

// GET /api/seniors/:id/schedule (any team member); the reply of every change below too.
export const seniorScheduleSchema = z.object({
  timeZone: z.string(),
  quietHours: z.object({ from: z.string(), to: z.string() }),
  pausedUntil: dateSchema.nullable(),
  schedules: z.array(sendScheduleSchema),
  comingUp: z.array(comingUpSlotSchema),
  // The last few slots that came, newest first.
  recent: z.array(pastSlotSchema),
});
export type SeniorSchedule = z.infer<typeof seniorScheduleSchema>;

// PUT /api/seniors/:id/coming-up (Co-Caregivers): skip one slot or take the skip back, and choose what
// it sends (gameId: a draft activity of this loved one; null: the box's activity or the Review, built
// when it goes).
// 400 when `at` is not one of the coming slots (field "at") or the activity is not a draft of theirs
// (field "gameId").
export const updateSlotRequestSchema = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'At must be the time of a coming slot' }),
  skip: z.boolean({ error: 'Skip must be true or false' }),
  gameId: uuidSchema.nullable(),
});
export type UpdateSlotRequest = z.infer<typeof updateSlotRequestSchema>;

// POST /api/seniors/:id/coming-up/draft (Co-Caregivers): "Edit before it goes". The activity that slot
// would build (the box's or the Review, as Coming up shows it) is made now as a draft activity of the
// loved one, chosen for the slot, and returned so the family can change it with the usual activity form.
export const draftSlotRequestSchema = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'At must be the time of a coming slot' }),
});
export type DraftSlotRequest = z.infer<typeof draftSlotRequestSchema>;

// Bus requests (the actor travels in the request context as for every other call).
export const createScheduleBusSchema = seniorIdSchema.extend({ schedule: createScheduleRequestSchema });
export const deleteScheduleBusSchema = seniorIdSchema.extend({ scheduleId: uuidSchema });
export const updateSlotBusSchema = seniorIdSchema.extend({ slot: updateSlotRequestSchema });
export const draftSlotBusSchema = seniorIdSchema.extend({ at: draftSlotRequestSchema.shape.at });
export const draftSlotReplySchema = z.object({ gameId: uuidSchema, schedule: seniorScheduleSchema });

// Reminders: GET /api/reminders: the gentle reminders sent in the last 7 days to the loved ones the
// caller can see, newest first, for the dashboard's notice.
export const REMINDER_NOTICE_DAYS = 7;
export const reminderNoticeSchema = z.object({
  gameId: uuidSchema,
  seniorId: uuidSchema,
  firstName: z.string(),
  title: z.string(),
  // The activity's kind: a title that is its English default name is said in the member's language.
  templateId: templateSlugSchema,
  // When the activity's first text went, and when the reminder went.
  firstSentAt: dateSchema,
  remindedAt: dateSchema,
});
export type ReminderNotice = z.infer<typeof reminderNoticeSchema>;

// Job data on the schedule and reminder queues.
export const slotJobSchema = z.object({ seniorId: uuidSchema, at: z.number().int() });
export type SlotJob = z.infer<typeof slotJobSchema>;
export const reminderJobSchema = z.object({ gameId: uuidSchema, seniorId: uuidSchema });
export type ReminderJob = z.infer<typeof reminderJobSchema>;
// Deterministic ids: one slot of one loved one is one job however many replicas plan it.
export const slotJobId = (seniorId: string, at: number) => `slot-${seniorId}-${at}`;
export const reminderJobId = (gameId: string) => `reminder-${gameId}`;
