import type { Clock } from '../clock/clock';

// A clock a test sets by hand, given to a class in place of the platform's CLOCK (the provider a
// service injects): `clock.at = ...` moves it to that moment (ms), `clock.advance(ms)` moves it on.
export type TestClock = Clock & { at: number; advance(ms: number): number };

export function testClock(at: number | Date = 0): TestClock {
  const clock: TestClock = {
    at: typeof at === 'number' ? at : at.getTime(),
    now: () => clock.at,
    advance: (ms) => (clock.at += ms),
  };
  return clock;
}
