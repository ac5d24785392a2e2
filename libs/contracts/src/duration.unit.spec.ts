import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, 'under 1 min'],
    [3_000, 'under 1 min'],
    [29_999, 'under 1 min'],
    [30_000, '1 min'],
    [60_000, '1 min'],
    [89_999, '1 min'],
    [90_000, '2 min'],
    [12 * 60_000, '12 min'],
    [125 * 60_000, '125 min'],
  ])('says %d ms as "%s"', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
