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

// An answer that reached the server more than this after the device recorded it came late (from the
// offline outbox): its arrival time says nothing about how long the loved one took.
export const LATE_ANSWER_MS = 10_000;

// How long the loved one took over a step: from the moment before it in the stream (the previous
// answer, or the start) to this answer, on the server's clock; on the device's clock when the answer
// came late, if both moments carry it. Null when there is no earlier moment (or no usable clock).
export function answerLatency(previous: PlayMoment | null, answer: PlayMoment): number | null {
  if (!previous) return null;
  const late = answer.clientAt !== undefined && answer.at - answer.clientAt > LATE_ANSWER_MS;
  const elapsed = late
    ? previous.clientAt === undefined
      ? NaN
      : answer.clientAt! - previous.clientAt
    : answer.at - previous.at;
  // A device clock can say anything: a span no stored event could hold is unknown, not an error.
  const ms = Math.max(0, Math.round(elapsed));
  return Number.isSafeInteger(ms) ? ms : null;
}
