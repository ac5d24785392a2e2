// The time a service decides by (CLOCK): the system's, or, in development and tests only
// (CLOCK_SHIFT_ALLOWED, never with NODE_ENV=production), the system's moved on by a shift, so a test
// can let days pass for what follows this clock (everyday goals: when a goal is due, when it was
// practised, set or rated). The shift is the process's: in the embedded profile every service shares
// it; the gateway's development route moves it (POST /api/dev/clock).
export const CLOCK = Symbol('CLOCK');
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

let shiftMs = 0;
export const shiftableClock: Clock = { now: () => Date.now() + shiftMs };

// Moves the shiftable clock on (never back): the shift now in force.
export function shiftClock(byMs: number): number {
  if (!Number.isFinite(byMs) || byMs < 0) throw new Error('the clock only moves on');
  shiftMs += byMs;
  return shiftMs;
}

export const clockFor = (config: { CLOCK_SHIFT_ALLOWED: boolean; NODE_ENV: string }): Clock =>
  config.CLOCK_SHIFT_ALLOWED && config.NODE_ENV !== 'production' ? shiftableClock : systemClock;
