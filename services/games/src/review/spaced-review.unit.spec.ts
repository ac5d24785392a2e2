import type { MasteryAnswer } from '../mastery/mastery';
import { DAY_MS, dueAfter, foldReview, isDue, NEVER_REVIEWED, ReviewState } from './spaced-review';

const MONDAY = Date.parse('2026-11-23T00:00:00Z');
// An answer on day d (0 = Monday) at 10:30 UTC.
const on = (d: number) => MONDAY + d * DAY_MS + 10.5 * 3_600_000;
const day = (d: number) => MONDAY + d * DAY_MS;

const firstTry = (at: number): MasteryAnswer => ({ firstTry: true, cueLevel: 0, missed: false, at });
const cued = (at: number, cueLevel: number): MasteryAnswer => ({ firstTry: false, cueLevel, missed: false, at });
const missed = (at: number): MasteryAnswer => ({ firstTry: false, cueLevel: 0, missed: true, at });
const play = (answers: MasteryAnswer[], from: ReviewState = NEVER_REVIEWED) => answers.reduce(foldReview, from);

describe('foldReview: when an item is due again', () => {
  it('given an item never answered then it has no due time', () => {
    expect(NEVER_REVIEWED).toEqual({ intervalIndex: -1, dueAt: null, upkeep: false, streak: 0 });
    expect(isDue(NEVER_REVIEWED, day(100))).toBe(false);
  });

  it('given a miss then the item is due the next day, from the start of that UTC day', () => {
    expect(play([missed(on(0))])).toEqual({ intervalIndex: 0, dueAt: day(1), upkeep: false, streak: 0 });
    expect(dueAfter(Date.parse('2026-11-23T23:59:59Z'), 1)).toBe(day(1));
  });

  it('given cue 1 (a hint, no wrong answer) then it is a success: the gap grows, the streak ends', () => {
    const start = play([missed(on(0))]);
    expect(foldReview(start, cued(on(1), 1))).toEqual({ intervalIndex: 1, dueAt: day(3), upkeep: false, streak: 0 });
  });

  it('given cue 2 or more (even if right in the end) then it starts again at 1 day', () => {
    const twoSuccesses = play([firstTry(on(0)), firstTry(on(1))]);
    for (const cueLevel of [2, 3])
      expect(foldReview(twoSuccesses, cued(on(3), cueLevel))).toEqual({
        intervalIndex: 0,
        dueAt: day(4),
        upkeep: false,
        streak: 0,
      });
  });

  it('given successes without three first tries in a row then the gaps are 1, 2, 4, 7, 14, 28 days and stay at 28', () => {
    // A cue-1 success every third answer keeps the item out of upkeep.
    let state = NEVER_REVIEWED;
    let t = on(0);
    const gaps: number[] = [];
    for (let i = 0; i < 8; i++) {
      state = foldReview(state, i % 3 === 2 ? cued(t, 1) : firstTry(t));
      const next = state.dueAt!;
      gaps.push((next - Math.floor(t / DAY_MS) * DAY_MS) / DAY_MS);
      t = next + 10.5 * 3_600_000;
    }
    expect(gaps).toEqual([1, 2, 4, 7, 14, 28, 28, 28]);
    expect(state).toMatchObject({ intervalIndex: 5, upkeep: false });
  });

  it('given three first-try successes in a row then the item moves to monthly upkeep (30 days)', () => {
    const two = play([firstTry(on(0)), firstTry(on(1))]);
    expect(two).toMatchObject({ upkeep: false, streak: 2, dueAt: day(3) });
    const three = foldReview(two, firstTry(on(3)));
    expect(three).toEqual({ intervalIndex: 2, dueAt: day(33), upkeep: true, streak: 3 });
  });

  it('given an item in upkeep then a success (first try or cue 1) keeps it there, 30 days on', () => {
    const upkeep = play([firstTry(on(0)), firstTry(on(1)), firstTry(on(3))]);
    expect(foldReview(upkeep, firstTry(on(33)))).toMatchObject({ upkeep: true, dueAt: day(63), streak: 4 });
    expect(foldReview(upkeep, cued(on(33), 1))).toMatchObject({ upkeep: true, dueAt: day(63), streak: 0 });
  });

  it('given a miss in upkeep then it starts again at 1 day and needs three new first tries for upkeep', () => {
    const upkeep = play([firstTry(on(0)), firstTry(on(1)), firstTry(on(3))]);
    const slipped = foldReview(upkeep, missed(on(33)));
    expect(slipped).toEqual({ intervalIndex: 0, dueAt: day(34), upkeep: false, streak: 0 });
    expect(play([firstTry(on(34)), firstTry(on(36))], slipped)).toMatchObject({ upkeep: false, dueAt: day(40) });
  });

  it('given a due time then the item is due from that moment on, not before', () => {
    const state = play([missed(on(0))]);
    expect(isDue(state, day(1) - 1)).toBe(false);
    expect(isDue(state, day(1))).toBe(true);
  });
});
