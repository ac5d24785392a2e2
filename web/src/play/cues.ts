import { t } from './i18n';
import type { PlayStep } from './types';

// Gentle mode's cues (errorless learning with vanishing cues, docs/care-science.md), as a pure state
// machine: one state per step, moved on by the idle timer ('tick') and by the loved one's answers
// ('answer'). Help grows with idle time (photo match) and with every answer that is not yet the
// right one; the step ends only on the right answer, chosen by the loved one. Levels: 0 no help,
// 1 a hint, 2 more help, 3 the answer itself, to confirm (libs/contracts/src/gentle.ts).

export type CueLevel = 0 | 1 | 2 | 3;
export type CueEvent = { type: 'tick' } | { type: 'answer'; value: unknown };
export type CueState = {
  level: CueLevel;
  // The answers before the final one, first first (the server keeps at most MAX_ATTEMPTS).
  attempts: unknown[];
  // The step is over: `answer` is the final answer, to record with the attempts and the level.
  done: boolean;
  answer?: unknown;
  // Photo match: the names taken away (tapped, or cut at cue 2).
  removed: string[];
  // Recipe: the order to show now (positions in the shown list), and the step put in its place.
  order?: number[];
  placed?: number;
  // Shopping: the items to show picked now, and whether wrong picks were put back.
  picked?: string[];
  putBack?: boolean;
};

export const MAX_ATTEMPTS = 20;
export const START: CueState = { level: 0, attempts: [], done: false, removed: [] };

// The state a step starts in: at its start cue when it carries one (an everyday goal's step, whose
// help vanishes as it is learned: 3 shows the answer first, errorless), else with no help.
export const startOf = (step: PlayStep | undefined): CueState =>
  step && cuesOf(step) && 'startCue' in step && step.startCue
    ? { ...START, level: Math.min(3, Math.max(0, step.startCue)) as CueLevel }
    : START;

// The cues a step carries when its activity is gentle (undefined: the step plays as before).
export const cuesOf = (step: PlayStep | undefined) => (step && 'cues' in step && step.cues ? step.cues : undefined);

const up = (level: CueLevel, to: CueLevel): CueLevel => (level > to ? level : to);
const tried = (s: CueState, value: unknown) => (s.attempts.length < MAX_ATTEMPTS ? [...s.attempts, value] : s.attempts);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
// A family's words end as a sentence before the next one follows.
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export function nextCue(step: PlayStep, s: CueState, e: CueEvent): CueState {
  const cues = cuesOf(step);
  if (!cues || s.done) return s;
  // Photo match: idle time brings the next cue; a name that is not the one is taken away.
  if ('answer' in cues) {
    if (e.type === 'tick') return s.level < 3 ? { ...s, level: (s.level + 1) as CueLevel } : s;
    if (e.value === cues.answer) return { ...s, done: true, answer: e.value };
    return {
      ...s,
      attempts: tried(s, e.value),
      removed: [...s.removed, String(e.value)],
      level: up(s.level, Math.min(s.level + 1, 3) as CueLevel),
    };
  }
  if (e.type === 'tick') return s;
  // Places: "I'm not sure" shows the family's note and asks once more; a second one ends the step
  // honestly (a calm word, and the place comes back another time), never a third question.
  if ('note' in cues) {
    if (e.value === 'know' || s.level > 0) return { ...s, done: true, answer: e.value };
    return { ...s, attempts: tried(s, e.value), level: 1 };
  }
  // Recipe: the first step out of place is put in its place; after two, the whole order is shown.
  if ('order' in cues) {
    const right = cues.order;
    if (same(e.value, right)) return { ...s, done: true, answer: right.slice() };
    const order = Array.isArray(e.value) ? (e.value as number[]).slice() : [];
    if (s.level >= 2 || order.length !== right.length)
      return { ...s, attempts: tried(s, e.value), level: 3, order: right.slice() };
    const at = order.findIndex((p, i) => p !== right[i]);
    const placed = right[at];
    order.splice(order.indexOf(placed), 1);
    order.splice(at, 0, placed);
    return { ...s, attempts: tried(s, e.value), level: 2, order, placed };
  }
  // Shopping: the items still missing are highlighted and wrong picks put back; after two, the
  // whole list is shown picked, to confirm.
  const list = cues.missing;
  const picks = Array.isArray(e.value) ? e.value.map(String) : [];
  if (list.every((i) => picks.includes(i)) && picks.every((i) => list.includes(i)))
    return { ...s, done: true, answer: e.value };
  if (s.level >= 2) return { ...s, attempts: tried(s, e.value), level: 3, picked: list.slice(), putBack: false };
  const kept = picks.filter((i) => list.includes(i));
  return { ...s, attempts: tried(s, e.value), level: 2, picked: kept, putBack: kept.length < picks.length };
}

// Photo match: the names still offered (cue 2 keeps the right one and one other, in shown order).
export function choicesOf(step: PlayStep, s: CueState): string[] {
  const cues = cuesOf(step);
  const options = 'options' in step ? step.options : [];
  if (!cues || !('answer' in cues)) return options;
  const left = options.filter((o) => !s.removed.includes(o));
  if (s.level < 2) return left;
  const other = cues.pair.find((o) => o !== cues.answer && left.includes(o)) ?? left.find((o) => o !== cues.answer);
  return left.filter((o) => o === cues.answer || o === other);
}

// The words of the cue on screen (read aloud when audio is on), in the loved one's language. Never a
// mark, never "wrong".
export function cueText(step: PlayStep, s: CueState): string {
  const cues = cuesOf(step);
  if (!cues || !s.level) return '';
  if ('answer' in cues) {
    if (s.level === 3) return t('cue.itIs', { name: cues.answer });
    const hint = sentence(cues.hint);
    return s.level === 1 ? hint : t('cue.firstLetter', { hint, letter: cues.firstLetter });
  }
  if ('note' in cues) {
    const name = 'name' in step ? step.name : '';
    if (s.done) return t('cue.placeLater', { name });
    return t('cue.placeFamiliar', { note: sentence(cues.note || t('cue.thisIs', { name })) });
  }
  if ('order' in cues) {
    if (s.level === 3) return t('cue.recipeWhole');
    const text = 'recipeSteps' in step ? step.recipeSteps[s.placed ?? 0] : '';
    return t('cue.recipeHelp', { step: text ?? '', n: (s.order?.indexOf(s.placed ?? 0) ?? 0) + 1 });
  }
  if (s.level === 3) return t('cue.shopWhole');
  const missing = cues.missing.filter((i) => !s.picked?.includes(i));
  const still = missing.length
    ? t('cue.stillToFind', { count: missing.length, items: missing.join(', ') })
    : t('cue.allPicked');
  return s.putBack ? `${t('cue.putBack')} ${still}` : still;
}
