import { i18n } from '@lingui/core';
import { waitedFor } from './reminders';

describe('waitedFor: how long the link had waited, in words', () => {
  // The English source messages, as the app shows them before a catalog is loaded.
  beforeAll(() => i18n.activate('en'));
  const sent = '2026-11-23T10:00:00.000Z';
  it('given a reminder a day (or, in tests, seconds) after the text, then "a day"', () => {
    expect(waitedFor({ firstSentAt: sent, remindedAt: '2026-11-24T10:00:00.000Z' })).toBe('a day');
    expect(waitedFor({ firstSentAt: sent, remindedAt: '2026-11-23T10:00:02.000Z' })).toBe('a day');
    expect(waitedFor({ firstSentAt: sent, remindedAt: '2026-11-25T09:59:59.000Z' })).toBe('a day');
  });
  it('given quiet hours or a pause held it back, then whole days', () => {
    expect(waitedFor({ firstSentAt: sent, remindedAt: '2026-11-25T10:00:00.000Z' })).toBe('2 days');
    expect(waitedFor({ firstSentAt: sent, remindedAt: '2026-11-30T12:00:00.000Z' })).toBe('7 days');
  });
});
