// The share of a completed session's steps answered right on the first try, before any cue (0-1).
// A completion event of version 2 carries it (firstTry.firstTryAccuracy); a version 1 event, written
// before gentle play, has only the accuracy of the final answers, which was also their first try.
export type CompletedSession = {
  accuracy: number;
  at: number;
  firstTry?: { firstTryAccuracy: number } | null;
};

export function sessionFirstTryRate(completed: CompletedSession): number {
  const rate = completed.firstTry?.firstTryAccuracy ?? completed.accuracy;
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
}
