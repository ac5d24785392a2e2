// The clock of the hourly letter sweep (tests drive time through it, as schedules' SCHEDULE_CLOCK).
export const LETTER_CLOCK = Symbol('LETTER_CLOCK');
export interface LetterClock {
  now(): number;
}
export const systemLetterClock: LetterClock = { now: () => Date.now() };

// The sweep runs at the top of every hour (UTC): a loved one's Sunday 17:00 falls on an hour, or half
// an hour or 45 minutes past one in a few zones, which the next top of the hour still finds that evening.
export const WEEKLY_LETTERS_PATTERN = '0 * * * *';
