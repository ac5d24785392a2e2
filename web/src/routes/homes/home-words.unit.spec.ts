import { i18n } from '@lingui/core';
import { consentSummary, lastActiveWords } from './home-words';

// The Residents page's words for when a resident was last active and what of theirs is shared.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const NOW = new Date(2026, 10, 29, 15, 0);
const daysBefore = (days: number, hour = 10) => new Date(2026, 10, 29 - days, hour).toISOString();

describe('lastActiveWords', () => {
  it.each([
    [null, 'No activity yet'],
    [daysBefore(0, 8), 'Active today'],
    [daysBefore(1, 23), 'Active yesterday'],
    [daysBefore(6), 'Active 6 days ago'],
    [daysBefore(13), 'Active 13 days ago'],
    [daysBefore(14), 'Active 2 weeks ago'],
    [daysBefore(55), 'Active 7 weeks ago'],
    [daysBefore(60), 'Last active on 30 Sept 2026'],
  ])('%s reads "%s"', (at, words) => {
    expect(lastActiveWords(at, NOW)).toBe(words);
  });
});

describe('consentSummary', () => {
  it.each([
    [null, 'Not shared yet', false],
    [{ photos: true, songs: true }, 'Photos and songs shared', true],
    [{ photos: true, songs: false }, 'Photos shared, not songs', true],
    [{ photos: false, songs: true }, 'Songs shared, not photos', true],
    [{ photos: false, songs: false }, 'Not shared', false],
  ])('%j reads "%s"', (consent, words, shared) => {
    expect(consentSummary(consent)).toEqual({ words, shared });
  });
});
