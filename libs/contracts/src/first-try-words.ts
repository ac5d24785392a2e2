import type { FirstTry } from './entities';

// How an activity went, in plain words for the family ("4 of 5 on the first try, a little help
// once"): what happened, never a judgement or a diagnosis. Takes a result's first-try figures and
// falls back to the spec's correct answers when a result has none (then every right answer was a
// first try and no help existed). Null when there was nothing to answer.
export function firstTryWords(
  firstTry: Pick<FirstTry, 'firstTryAnswers' | 'helpedAnswers' | 'totalSteps'> | null | undefined,
  summary: { correctAnswers: number; totalSteps: number },
): string | null {
  const shape = firstTryShape(firstTry, summary);
  if (!shape) return null;
  const words = ENGLISH[shape.kind](shape);
  return shape.littleHelp ? `${words}, a little help ${times(shape.helped)}` : words;
}

// What those words say, in no language (the e-mails say it in the member's): every answer
// at once (one, both or all), more help than first tries, or so many first tries (none, or some) and,
// when help was given too, "a little help" that many times.
export type FirstTryShape = {
  kind: 'right' | 'both' | 'all' | 'neededHelp' | 'none' | 'some';
  first: number;
  helped: number;
  total: number;
  littleHelp: boolean;
};

export function firstTryShape(
  firstTry: Pick<FirstTry, 'firstTryAnswers' | 'helpedAnswers' | 'totalSteps'> | null | undefined,
  summary: { correctAnswers: number; totalSteps: number },
): FirstTryShape | null {
  const total = firstTry ? firstTry.totalSteps : summary.totalSteps;
  if (!Number.isFinite(total) || total <= 0) return null;
  const clamp = (n: number) => Math.min(total, Math.max(0, Math.round(n)));
  const first = clamp(firstTry ? firstTry.firstTryAnswers : summary.correctAnswers);
  const helped = firstTry ? clamp(firstTry.helpedAnswers) : 0;
  const shape = { first, helped, total, littleHelp: false };
  if (first === total) return { ...shape, kind: total === 1 ? 'right' : total === 2 ? 'both' : 'all' };
  // More answers needed help than came at once: say so, as help given rather than answers missed.
  if (helped > first) return { ...shape, kind: 'neededHelp' };
  return { ...shape, kind: first === 0 ? 'none' : 'some', littleHelp: helped > 0 };
}

const ENGLISH: Record<FirstTryShape['kind'], (s: FirstTryShape) => string> = {
  right: () => 'right on the first try',
  both: () => 'both on the first try',
  all: (s) => `all ${s.total} on the first try`,
  neededHelp: (s) => `needed help with ${s.helped} of ${s.total}`,
  none: (s) => `none of ${s.total} on the first try`,
  some: (s) => `${s.first} of ${s.total} on the first try`,
};
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

// The same words as a sentence start ("All 5 on the first try").
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
