import { SMS_OPT_OUT_LINE } from '@carewith/contracts';
import {
  ReminderActivity,
  ReminderLink,
  reminderDecision,
  ReminderSenior,
  reminderTextBody,
} from './reminder-decision';

// Monday 23 Nov 2026, 10:30 UTC (11:30 in Paris): inside the default texting window.
const NOW = new Date('2026-11-23T10:30:00Z');
const LATER = new Date('2026-12-20T00:00:00Z');

const link = (over: Partial<ReminderLink> = {}): ReminderLink => ({
  firstOpenedAt: null,
  revokedAt: null,
  expiresAt: LATER,
  ...over,
});
const sent = (links: ReminderLink[] = [link()]): ReminderActivity => ({ status: 'SENT', links });
const rose = (over: Partial<ReminderSenior> = {}): ReminderSenior => ({
  phone: '+15551234567',
  timeZone: 'Europe/Paris',
  quietHours: { from: '15:00', to: '09:00' },
  pausedUntil: null,
  ...over,
});
const decide = (activity: ReminderActivity, senior = rose(), optedOut = false, now = NOW) =>
  reminderDecision({ now, activity, senior, optedOut });

describe('reminderDecision: the one gentle reminder', () => {
  it('given a sent activity whose link was not opened, in the texting window, when its job runs, then it reminds', () => {
    expect(decide(sent())).toEqual({ kind: 'remind' });
  });

  it('given any of its links was opened, then no reminder (even if another link was not)', () => {
    expect(decide(sent([link(), link({ firstOpenedAt: new Date('2026-11-22T18:00:00Z') })]))).toEqual({
      kind: 'skip',
      reason: 'opened',
    });
  });

  it('given the activity was started or completed or is a draft again, then no reminder', () => {
    for (const status of ['ACTIVE', 'CLOSED', 'DRAFT'] as const)
      expect(decide({ status, links: [link()] })).toEqual({ kind: 'skip', reason: 'not-waiting' });
  });

  it('given the activity was erased, then no reminder', () => {
    expect(decide(null)).toEqual({ kind: 'skip', reason: 'gone' });
  });

  it('given every link was turned off or has expired, then no reminder', () => {
    const off = link({ revokedAt: new Date('2026-11-22T12:00:00Z') });
    const expired = link({ expiresAt: NOW });
    expect(decide(sent([off, expired]))).toEqual({ kind: 'skip', reason: 'no-open-link' });
    expect(decide(sent([off, link()]))).toEqual({ kind: 'remind' });
  });

  it('given the phone replied STOP, then no reminder, not even later', () => {
    expect(decide(sent(), rose(), true)).toEqual({ kind: 'skip', reason: 'stopped' });
    expect(decide(sent(), rose({ pausedUntil: LATER }), true)).toEqual({ kind: 'skip', reason: 'stopped' });
  });

  it('given the loved one has no phone number, then no reminder', () => {
    expect(decide(sent(), rose({ phone: null }))).toEqual({ kind: 'skip', reason: 'no-phone' });
  });

  it('given the loved one is paused, then it waits until the pause ends (and the texting window opens)', () => {
    // Paused until Thursday 00:00 Paris time: the first moment is Thursday 09:00 Paris (08:00 UTC).
    const pausedUntil = '2026-11-25T23:00:00.000Z';
    expect(decide(sent(), rose({ pausedUntil }))).toEqual({
      kind: 'postpone',
      at: new Date('2026-11-26T08:00:00Z'),
    });
  });

  it('given quiet hours at the loved one (evening in Paris), then it waits until the window opens next morning', () => {
    expect(decide(sent(), rose(), false, new Date('2026-11-23T19:00:00Z'))).toEqual({
      kind: 'postpone',
      at: new Date('2026-11-24T08:00:00Z'),
    });
    // Early morning, before 09:00 Paris: the same day at 09:00.
    expect(decide(sent(), rose(), false, new Date('2026-11-24T05:00:00Z'))).toEqual({
      kind: 'postpone',
      at: new Date('2026-11-24T08:00:00Z'),
    });
  });

  it('given a pause that has ended, then it reminds', () => {
    expect(decide(sent(), rose({ pausedUntil: '2026-11-23T00:00:00Z' }))).toEqual({ kind: 'remind' });
  });

  it('given settings that give no moment (an unknown time zone), then no reminder rather than a text at night', () => {
    expect(decide(sent(), rose({ timeZone: 'Mars/Olympus' }))).toEqual({ kind: 'skip', reason: 'no-window' });
  });
});

describe('reminderTextBody: calm words, short', () => {
  it('names the loved one and the activity, no pressure or countdown, the link and the opt-out line', () => {
    expect(reminderTextBody('Rose', 'Family faces', 'https://carewith.app/play/abc')).toBe(
      `A gentle reminder, Rose: "Family faces" is still here for you, whenever you like.\nhttps://carewith.app/play/abc\n${SMS_OPT_OUT_LINE}`,
    );
  });

  it('shortens a long title so the text stays short', () => {
    const body = reminderTextBody('Rose', 'A'.repeat(200), 'https://carewith.app/play/abc');
    expect(body).toContain(`"${'A'.repeat(57)}..."`);
    expect(body.length).toBeLessThan(200);
  });
});

describe('a newer text', () => {
  it('given another activity was texted to them after this one, when the reminder job runs, then no reminder (the new text is the invitation)', () => {
    expect(decide({ ...sent(), newerText: true } as ReminderActivity)).toEqual({ kind: 'skip', reason: 'superseded' });
  });

  it('given no newer text, when the job runs in the window, then it reminds', () => {
    expect(decide({ ...sent(), newerText: false } as ReminderActivity)).toEqual({ kind: 'remind' });
  });
});
