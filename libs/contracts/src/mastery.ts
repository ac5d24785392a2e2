import { z } from 'zod';
import { dateSchema } from './common';
import { seniorIdSchema } from './care';

// Mastery per item: what the loved one knows, item by item, over all their activities.
// An item is a person in a photo, a place, a recipe or a shopping list.
export const MASTERY_ITEM_KINDS = ['person', 'place', 'recipe', 'list'] as const;
export const masteryItemKindSchema = z.enum(MASTERY_ITEM_KINDS);
export type MasteryItemKind = z.infer<typeof masteryItemKindSchema>;

// new: never played; learning: played, not known yet; known: three first-try successes in a row on at
// least two different days; slipping: a known item missed or needing more help (cue 2 or more).
export const MASTERY_STATES = ['new', 'learning', 'known', 'slipping'] as const;
export const masteryStateSchema = z.enum(MASTERY_STATES);
export type MasteryState = z.infer<typeof masteryStateSchema>;

export const masteryItemSchema = z.object({
  key: z.string(),
  kind: masteryItemKindSchema,
  // As the family wrote it: the right name, the place, the recipe or the list's title.
  label: z.string(),
  // A photo reference ("photo:<id>") for a person or a place with a photo; null otherwise.
  photo: z.string().nullable(),
  state: masteryStateSchema,
  lastPlayedAt: dateSchema.nullable(),
  timesPlayed: z.number().int().min(0),
});
export type MasteryItem = z.infer<typeof masteryItemSchema>;

export const seniorMasterySchema = z.object({ items: z.array(masteryItemSchema) });
export type SeniorMastery = z.infer<typeof seniorMasterySchema>;
export const seniorMasteryRequestSchema = seniorIdSchema;

// The words the caregiver screens use for each state: kind, never clinical.
export const MASTERY_STATE_WORDS: Record<MasteryState, string> = {
  new: 'New',
  learning: 'Learning',
  known: 'Knows it',
  slipping: 'Needs practice again',
};

const DAY_MS = 86_400_000;
const dayNumber = (d: Date, timeZone?: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(d)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS;
};

// When an item was last played, counted in calendar days of the viewer's time zone, in no language
// (the caregiver app says it in the member's): never, today, yesterday, so many days (under
// two weeks), so many weeks (under 60 days), else on its date.
export type PlayedAgoShape =
  { kind: 'never' | 'today' | 'yesterday' } | { kind: 'days' | 'weeks'; count: number } | { kind: 'date'; date: Date };

export function playedAgoShape(lastPlayedAt: string | null, now: Date, timeZone?: string): PlayedAgoShape {
  if (!lastPlayedAt) return { kind: 'never' };
  const then = new Date(lastPlayedAt);
  const days = Math.max(0, dayNumber(now, timeZone) - dayNumber(then, timeZone));
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days < 14) return { kind: 'days', count: days };
  if (days < 60) return { kind: 'weeks', count: Math.floor(days / 7) };
  return { kind: 'date', date: then };
}
