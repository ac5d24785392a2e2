import type { AnyStep, MasteryItemKind, MasteryState } from '@carewith/contracts';
import { scoreStep } from '../play/scoring';

// Mastery per item, pure: which item a step asks about, what one answer says about it,
// and how an item's state moves with each answer. No I/O; the projection stores the fold.

export type MasteryItemRef = { key: string; kind: MasteryItemKind; label: string; photo: string | null };

// Names compare without case, accents' composition or extra spaces: "  emma " is "Emma".
export const normalisedName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

// A step made from the memory box is keyed by the box's item ("box:person:<id>"): Emma in a new photo
// is the same Emma still being learnt. A step the family wrote: a person in a photo by the right name
// and the photo (the same name in another photo is another item to learn); a place by its name; a
// recipe by the recipe's name; a list by its title (as before the box, so their history holds).
export function itemOfStep(step: AnyStep): MasteryItemRef {
  const ref = authoredItemOfStep(step);
  return step.boxItem ? { ...ref, key: `box:${step.boxItem}` } : ref;
}

function authoredItemOfStep(step: AnyStep): MasteryItemRef {
  if ('correctAnswer' in step) {
    const photo = step.photo ?? null;
    return {
      key: `person:${normalisedName(step.correctAnswer)}|${photo ?? ''}`,
      kind: 'person',
      label: step.correctAnswer.trim(),
      photo,
    };
  }
  if ('correctOrder' in step)
    return {
      key: `recipe:${normalisedName(step.recipeName)}`,
      kind: 'recipe',
      label: step.recipeName.trim(),
      photo: null,
    };
  if ('targetItems' in step)
    return { key: `list:${normalisedName(step.title)}`, kind: 'list', label: step.title.trim(), photo: null };
  return {
    key: `place:${normalisedName(step.name)}`,
    kind: 'place',
    label: step.name.trim(),
    photo: step.image ?? null,
  };
}

// One answer as mastery reads it. firstTry: right at once, before any cue. missed: some answer to the
// step was wrong (a wrong earlier attempt, or a wrong final answer). cueLevel: the most help shown.
export type MasteryAnswer = { firstTry: boolean; cueLevel: number; missed: boolean; at: number };

// What a STEP event carries, version 1 or 2 (v2 adds attempts, cueLevel and firstTry; a v1 answer, or
// a v2 one upcast from v1, has firstTry null: judge `answer`, the only answer there was).
export type StepAnswerData = {
  answer: unknown;
  at: number;
  firstTry?: boolean | null;
  cueLevel?: number | null;
  attempts?: unknown[] | null;
};

export function masteryAnswer(step: AnyStep, data: StepAnswerData): MasteryAnswer {
  const finalRight = scoreStep(step, data.answer).correct;
  const attempts = Array.isArray(data.attempts) ? data.attempts : [];
  const firstTry = data.firstTry ?? scoreStep(step, attempts[0] ?? data.answer).correct;
  const cueLevel = Math.min(3, Math.max(0, Math.trunc(data.cueLevel ?? 0)));
  return { firstTry, cueLevel, missed: attempts.length > 0 || !finalRight, at: data.at };
}

// Days are counted in UTC: the games service holds no time zone for the loved one (decision 71).
export const masteryDay = (at: number) => new Date(at).toISOString().slice(0, 10);

// An item's fold: its state, the current run of first-try successes and the days that run covers.
export type MasteryFold = {
  state: MasteryState;
  streak: number;
  streakDays: string[];
  timesPlayed: number;
  lastPlayedAt: number | null;
};

export const KNOWN_AFTER_SUCCESSES = 3;
export const KNOWN_AFTER_DAYS = 2;
// A known item slips when it is missed or needs this much help (a first letter, fewer choices...).
export const SLIPPING_CUE_LEVEL = 2;

export const NEVER_PLAYED: MasteryFold = {
  state: 'new',
  streak: 0,
  streakDays: [],
  timesPlayed: 0,
  lastPlayedAt: null,
};

// How one answer moves an item:
// - a first-try success (right at once, no cue) extends the run; three in a row on at least two
//   different days make the item known (from learning, or again from slipping);
// - anything else ends the run; a known item that was missed or needed cue 2+ is slipping again; a
//   known item that only needed the first hint (no wrong answer) stays known;
// - a new item becomes learning at its first answer, whatever it was.
export function foldAnswer(fold: MasteryFold, answer: MasteryAnswer): MasteryFold {
  const played = {
    timesPlayed: fold.timesPlayed + 1,
    lastPlayedAt: fold.lastPlayedAt === null ? answer.at : Math.max(fold.lastPlayedAt, answer.at),
  };
  const success = answer.firstTry && answer.cueLevel === 0 && !answer.missed;
  if (success) {
    const day = masteryDay(answer.at);
    const streak = fold.streak + 1;
    const streakDays = fold.streakDays.includes(day)
      ? fold.streakDays
      : [...fold.streakDays, day].slice(-KNOWN_AFTER_DAYS);
    const learnt = streak >= KNOWN_AFTER_SUCCESSES && streakDays.length >= KNOWN_AFTER_DAYS;
    const state: MasteryState =
      learnt || fold.state === 'known' ? 'known' : fold.state === 'slipping' ? 'slipping' : 'learning';
    return { ...played, state, streak, streakDays };
  }
  const slipped = answer.missed || answer.cueLevel >= SLIPPING_CUE_LEVEL;
  const state: MasteryState =
    fold.state === 'known' ? (slipped ? 'slipping' : 'known') : fold.state === 'slipping' ? 'slipping' : 'learning';
  return { ...played, state, streak: 0, streakDays: [] };
}
