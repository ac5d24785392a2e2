import { i18n } from '@lingui/core';
import { capitalised, firstTryWords } from '@carewith/contracts';
import { firstTrySentence, playedAgoWords } from './activity-words';
import { durationText } from '../i18n/format';

// The English source messages, as the app shows them before a catalog is loaded.
beforeAll(() => i18n.activate('en'));

describe('playedAgoWords: when an item was last played, in words', () => {
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
    expect(playedAgoWords(at, now, 'UTC')).toBe(words);
  });

  it('given never played then it says so', () => {
    expect(playedAgoWords(null, now, 'UTC')).toBe('not played yet');
  });

  it("counts days in the viewer's time zone", () => {
    // 06:00 UTC on the 23rd is still the evening of the 22nd in Los Angeles, like 23:30 UTC the day before.
    const evening = new Date('2026-11-23T06:00:00Z');
    expect(playedAgoWords('2026-11-22T23:30:00Z', evening, 'UTC')).toBe('played yesterday');
    expect(playedAgoWords('2026-11-22T23:30:00Z', evening, 'America/Los_Angeles')).toBe('played today');
  });

  it('never says a time in the future', () => {
    expect(playedAgoWords('2026-11-25T09:00:00Z', now, 'UTC')).toBe('played today');
  });
});

describe("firstTrySentence: the contract's first-try words as a sentence", () => {
  it("says in English exactly the contract's words, capitalised, for every figure", () => {
    const noSummary = { correctAnswers: 0, totalSteps: 0 };
    for (let total = 0; total <= 6; total++)
      for (let first = 0; first <= total; first++)
        for (let helped = 0; helped <= total - first; helped++) {
          const figures = { firstTryAnswers: first, helpedAnswers: helped, totalSteps: total };
          const words = firstTryWords(figures, noSummary);
          expect(firstTrySentence(figures, noSummary)).toBe(words === null ? null : capitalised(words));
        }
  });
});

describe('durationText: how long a play took', () => {
  it('says the rounded minutes, and under 1 min below half a minute', () => {
    expect(durationText(29_000)).toBe('under 1 min');
    expect(durationText(90_000)).toBe('2 min');
  });
});
