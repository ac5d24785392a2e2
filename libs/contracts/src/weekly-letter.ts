import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { recordChipSchema } from './activity-record';
import { templateSlugSchema } from './enums';
import { memberLanguageSchema } from './language';
import { addDays, formatLocalDate, LocalDate, localDateOf, parseLocalDate, zonedInstant } from './send-window';

// The weekly family letter: each Sunday at 17:00 in the loved one's time zone, a letter
// about the 7 days before to every care-team member who has not turned it off. Pure, Intl only.

export const WEEKLY_LETTER_TIME = '17:00';
const DAY_MS = 86_400_000;

const weekday = (d: LocalDate) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

export const letterDateSchema = z
  .string({ error: 'Week must be a date such as 2026-11-15' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Week must be a date such as 2026-11-15' })
  .refine((s) => {
    const d = parseLocalDate(s);
    const t = new Date(Date.UTC(d.year, d.month - 1, d.day));
    return formatLocalDate({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() }) === s;
  }, 'Week must be a date such as 2026-11-15')
  .refine((s) => weekday(parseLocalDate(s)) === 0, 'Week must be the date of a Sunday');

// The week a letter dated `sunday` covers: from the Sunday before at 17:00 to that Sunday at 17:00,
// local time. Letter after letter, the weeks join with no gap and no overlap, clock changes included.
export function letterWeekOf(sunday: string, timeZone: string): { sunday: string; from: Date; to: Date } {
  const day = parseLocalDate(sunday);
  return {
    sunday,
    from: zonedInstant(addDays(day, -7), WEEKLY_LETTER_TIME, timeZone),
    to: zonedInstant(day, WEEKLY_LETTER_TIME, timeZone),
  };
}

// The latest letter at or before `at` in the zone, and whether it is due now: only on that Sunday
// evening itself (a letter is not sent days late after an outage; decision 147).
export function letterWeekAt(at: Date, timeZone: string): { sunday: string; from: Date; to: Date; due: boolean } {
  const today = localDateOf(at, timeZone);
  let sunday = addDays(today, -weekday(today));
  if (at.getTime() < zonedInstant(sunday, WEEKLY_LETTER_TIME, timeZone).getTime()) sunday = addDays(sunday, -7);
  const week = letterWeekOf(formatLocalDate(sunday), timeZone);
  return { ...week, due: formatLocalDate(today) === week.sunday };
}

// The next letter's moment after `at` (for "the first letter comes on...").
export function nextLetterAt(at: Date, timeZone: string): Date {
  const { sunday } = letterWeekAt(at, timeZone);
  return letterWeekOf(formatLocalDate(addDays(parseLocalDate(sunday), 7)), timeZone).to;
}

// Whose turn it is to send the next activity in the week after the letter: the team's Co-Caregivers
// in a stable order (who joined first), one a week in turn. Weeks are counted from a fixed Sunday.
export function rotaTurn<T>(coCaregivers: T[], sunday: string): T | null {
  if (!coCaregivers.length) return null;
  const d = parseLocalDate(sunday);
  const week = Math.floor(Date.UTC(d.year, d.month - 1, d.day) / (7 * DAY_MS));
  return coCaregivers[((week % coCaregivers.length) + coCaregivers.length) % coCaregivers.length]!;
}

// A member's weekly-letter switch in one care team; on until they turn it off.
export const weeklyLetterSettingSchema = z.strictObject({
  weeklyLetter: z.boolean({ error: 'Must be true (on) or false (off)' }),
});
export type WeeklyLetterSetting = z.infer<typeof weeklyLetterSettingSchema>;

// An everyday goal in a letter: how often it came up that week, how often without help, and the
// family's first and latest rating (goals.ts). Only goals still practised.
export const letterGoalSchema = z.object({
  question: z.string(),
  answer: z.string(),
  practised: z.number().int().min(0),
  unaided: z.number().int().min(0),
  ratingFrom: z.number().int().nullable(),
  ratingTo: z.number().int().nullable(),
});
export type LetterGoal = z.infer<typeof letterGoalSchema>;

// A care-home resident's week at the home, for their family's letter (only when the home recorded
// that the family may be told: the resident's consent, familyLine). From the home's activity records
// (games.resident-activity-recorded): how many group sessions they took part in, their themes, and one
// moment worth telling ("On Tuesday, Arthur sang along to 'We'll Meet Again'").
export const letterHomeSchema = z.object({
  groups: z.number().int().min(0),
  // The sessions' themes, most frequent first.
  themes: z.array(z.string()).max(3),
  moment: z
    .object({
      chip: recordChipSchema,
      // YYYY-MM-DD in the home's zone.
      date: z.string(),
      // The session's closing song, said with "sang along".
      song: z.string().nullable(),
    })
    .nullable(),
});
export type LetterHome = z.infer<typeof letterHomeSchema>;

// The letter as written for a loved one and week: the same facts for the e-mail's HTML and text parts
// and for /digest. Each member's copy adds only their greeting and "it's your turn".
export const weeklyLetterSchema = z.object({
  id: uuidSchema,
  seniorId: uuidSchema,
  firstName: z.string(),
  sunday: z.string(),
  from: dateSchema,
  to: dateSchema,
  timeZone: z.string(),
  played: z.array(
    z.object({
      gameInstanceId: uuidSchema,
      title: z.string(),
      templateId: templateSlugSchema,
      completedAt: dateSchema,
      // "4 of 5 on the first try, a little help once, in 6 min"
      howItWent: z.string(),
      // The figures those words come from, so each member's copy says them in their language (issue
      // #28); letters written before have none and say the English words.
      result: z
        .object({
          correctAnswers: z.number().int(),
          totalSteps: z.number().int(),
          totalTimeMs: z.number(),
          firstTryAnswers: z.number().int().nullable(),
          helpedAnswers: z.number().int().nullable(),
        })
        .optional(),
    }),
  ),
  // One or two sentences: how many, against the week before, and how the answers came.
  summary: z.string(),
  // The week before's count the summary compares with (as `result`).
  previousWeekCount: z.number().int().optional(),
  knowsWell: z.array(z.string()),
  slipping: z.array(z.string()),
  starters: z.array(z.object({ id: uuidSchema, text: z.string(), activityTitle: z.string() })),
  // Whose turn it is to send the next activity; null when the team has no Co-Caregiver left.
  rota: z.object({ userId: uuidSchema, firstName: z.string().nullable() }).nullable(),
  // Their everyday goals (absent from letters written before goals existed).
  goals: z.array(letterGoalSchema).optional(),
  // A care-home resident's week at the home (absent from letters written before, and for a loved one
  // at home).
  home: letterHomeSchema.nullable().optional(),
  writtenAt: dateSchema,
});
export type WeeklyLetter = z.infer<typeof weeklyLetterSchema>;

// /digest: the letters of one week for every loved one the viewer can see, the weeks there are, and
// the loved ones with no letter that week (with when the next one comes).
export const weeklyLettersQuerySchema = z.strictObject({ week: letterDateSchema.optional() });
export const weeklyLettersSchema = z.object({
  week: z.string().nullable(),
  weeks: z.array(z.string()),
  letters: z.array(weeklyLetterSchema),
  waiting: z.array(
    z.object({ seniorId: uuidSchema, firstName: z.string(), timeZone: z.string(), nextLetterAt: dateSchema }),
  ),
});
export type WeeklyLetters = z.infer<typeof weeklyLettersSchema>;

// Development and tests only: run the weekly letters as if it were `at`.
export const runWeeklyLettersRequestSchema = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'At must be a date and time such as 2026-11-15T17:30:00Z' }),
});

// What care tells insights about a letter's loved one and team (internal: no actor).
export const letterAudienceSchema = z.object({
  firstName: z.string(),
  careTeamId: uuidSchema,
  timeZone: z.string(),
  // Each with their language: their copy is written in it.
  recipients: z.array(
    z.object({
      userId: uuidSchema,
      email: z.string(),
      firstName: z.string().nullable(),
      language: memberLanguageSchema,
    }),
  ),
  // The Co-Caregivers in rota order: who joined first.
  coCaregivers: z.array(z.object({ userId: uuidSchema, firstName: z.string().nullable() })),
});
export type LetterAudience = z.infer<typeof letterAudienceSchema>;

// What games tells insights about a loved one's week (internal: no actor).
export const letterWeekFactsSchema = z.object({
  played: z.array(
    z.object({
      gameInstanceId: uuidSchema,
      title: z.string(),
      templateId: templateSlugSchema,
      completedAt: dateSchema,
      correctAnswers: z.number().int(),
      totalSteps: z.number().int(),
      totalTimeMs: z.number(),
      firstTryAnswers: z.number().int().nullable(),
      helpedAnswers: z.number().int().nullable(),
    }),
  ),
  previousWeekCount: z.number().int(),
  knowsWell: z.array(z.string()),
  slipping: z.array(z.string()),
  activitiesEver: z.number().int(),
  // Absent from a games service that predates goals.
  goals: z.array(letterGoalSchema).optional(),
});
export type LetterWeekFacts = z.infer<typeof letterWeekFactsSchema>;

// The loved one's archive: their activities' starters with their marks, and their letters.
export const conversationExportSchema = z.object({
  starters: z.array(
    z.object({
      id: uuidSchema,
      gameInstanceId: uuidSchema,
      position: z.number().int(),
      text: z.string(),
      writer: z.string(),
      createdAt: dateSchema,
      talkedBy: uuidSchema.nullable(),
      talkedAt: dateSchema.nullable(),
      talkedNote: z.string().nullable(),
    }),
  ),
  letters: z.array(weeklyLetterSchema),
});
export type ConversationExport = z.infer<typeof conversationExportSchema>;
