import { playedAgo } from './mastery';

describe('playedAgo: when an item was last played, in words', () => {
  const now = new Date('2026-11-23T09:00:00Z');
  it.each([
    ['2026-11-23T08:59:00Z', 'played today'],
    ['2026-11-23T00:00:00Z', 'played today'],
    // Late yesterday is yesterday, though less than 24 hours ago.
    ['2026-11-22T23:30:00Z', 'played yesterday'],
    ['2026-11-20T12:00:00Z', 'played 3 days ago'],
    ['2026-11-10T12:00:00Z', 'played 13 days ago'],
    ['2026-11-09T12:00:00Z', 'played 2 weeks ago'],
    ['2026-09-25T12:00:00Z', 'played 8 weeks ago'],
    ['2026-09-24T12:00:00Z', 'played on Sep 24, 2026'],
  ])('given last played at %s (UTC) then it says "%s"', (at, words) => {
    expect(playedAgo(at, now, 'UTC')).toBe(words);
  });

  it('given never played then it says so', () => {
    expect(playedAgo(null, now, 'UTC')).toBe('not played yet');
  });

  it("counts days in the viewer's time zone", () => {
    // 06:00 UTC on the 23rd is still the evening of the 22nd in Los Angeles, like 23:30 UTC the day before.
    const evening = new Date('2026-11-23T06:00:00Z');
    expect(playedAgo('2026-11-22T23:30:00Z', evening, 'UTC')).toBe('played yesterday');
    expect(playedAgo('2026-11-22T23:30:00Z', evening, 'America/Los_Angeles')).toBe('played today');
  });

  it('never says a time in the future', () => {
    expect(playedAgo('2026-11-25T09:00:00Z', now, 'UTC')).toBe('played today');
  });
});
