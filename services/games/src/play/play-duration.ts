// When something happened in a play: `at` on the server's clock (when it arrived), `clientAt` on the
// device's clock (when the loved one did it; absent in streams recorded before it was kept).
export type PlayMoment = { at: number; clientAt?: number };

const span = (from: number, to: number) => (Number.isFinite(to - from) && to >= from ? to - from : null);

// Time spent playing: from the start to the last answer, on the device's clock when every moment
// carries it, so a completion (or answers) delivered late after time offline add nothing. Streams
// without device times use the server's arrival times of the answers; with no answer at all, the
// time from the start to the completion.
export function playDuration(start: PlayMoment | null, answers: PlayMoment[], completedAt: number): number {
  if (!answers.length) return start ? (span(start.at, completedAt) ?? 0) : 0;
  const moments = start ? [start, ...answers] : answers;
  const device = moments.every((m) => m.clientAt !== undefined)
    ? span(Math.min(...moments.map((m) => m.clientAt!)), Math.max(...answers.map((m) => m.clientAt!)))
    : null;
  return device ?? span(Math.min(...moments.map((m) => m.at)), Math.max(...answers.map((m) => m.at))) ?? 0;
}
