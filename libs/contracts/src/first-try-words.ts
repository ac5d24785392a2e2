import type { FirstTry } from './entities';

// How an activity went, in plain words for the family ("4 of 5 on the first try, a little help
// once"): what happened, never a judgement or a diagnosis. Takes a result's first-try figures and
// falls back to the spec's correct answers when a result has none (then every right answer was a
// first try and no help existed). Null when there was nothing to answer.
export function firstTryWords(
  firstTry: Pick<FirstTry, 'firstTryAnswers' | 'helpedAnswers' | 'totalSteps'> | null | undefined,
  summary: { correctAnswers: number; totalSteps: number },
): string | null {
  const total = firstTry ? firstTry.totalSteps : summary.totalSteps;
  if (!Number.isFinite(total) || total <= 0) return null;
  const clamp = (n: number) => Math.min(total, Math.max(0, Math.round(n)));
  const first = clamp(firstTry ? firstTry.firstTryAnswers : summary.correctAnswers);
  const helped = firstTry ? clamp(firstTry.helpedAnswers) : 0;
  if (first === total)
    return total === 1
      ? 'right on the first try'
      : total === 2
        ? 'both on the first try'
        : `all ${total} on the first try`;
  // More answers needed help than came at once: say so, as help given rather than answers missed.
  if (helped > first) return `needed help with ${helped} of ${total}`;
  const firstPart = first === 0 ? `none of ${total} on the first try` : `${first} of ${total} on the first try`;
  return helped ? `${firstPart}, a little help ${times(helped)}` : firstPart;
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

// The same words as a sentence start ("All 5 on the first try").
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
