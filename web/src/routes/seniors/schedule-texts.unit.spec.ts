import { i18n } from '@lingui/core';
import { listWords } from '../../lib/list-words';
import { dayWords, outcomeWords, scheduleWords, sendWords, slotStateWords } from './schedule-texts';

const created = '2026-11-20T09:00:00.000Z';
const id = '00000000-0000-4000-8000-000000000001';

// The schedule screens' words: given what the server sends, then what the caregiver reads.
describe('schedule texts', () => {
  // The English source messages, as the app shows them before a catalog is loaded.
  beforeAll(() => i18n.activate('en'));

  it('given a local date then its weekday, day and month, whatever the reader zone', () => {
    expect(dayWords('2026-11-24')).toBe('Tuesday 24 November');
    expect(dayWords('2026-11-29')).toBe('Sunday 29 November');
    expect(dayWords('2027-01-01')).toBe('Friday 1 January');
  });

  it('given a list then it reads with commas and a last "and"', () => {
    expect(listWords(['Monday'])).toBe('Monday');
    expect(listWords(['Monday', 'Friday'])).toBe('Monday and Friday');
    expect(listWords(['Monday', 'Wednesday', 'Friday'])).toBe('Monday, Wednesday and Friday');
  });

  it('given a weekly or one-off schedule then it reads in words', () => {
    expect(scheduleWords({ id, repeat: 'weekly', days: [1, 3, 5], time: '10:00', createdAt: created })).toBe(
      'Every Monday, Wednesday and Friday at 10:00',
    );
    expect(
      scheduleWords({ id, repeat: 'weekly', days: [1, 2, 3, 4, 5, 6, 7], time: '11:00', createdAt: created }),
    ).toBe('Every day at 11:00');
    expect(scheduleWords({ id, repeat: 'once', date: '2026-11-24', time: '10:30', createdAt: created })).toBe(
      'Once on Tuesday 24 November at 10:30',
    );
  });

  it('given what a slot sends then it says so', () => {
    expect(
      sendWords({
        kind: 'review',
        title: 'Review: Family Photo Match',
        templateId: 'grandkid-match',
        items: ['Rose', 'Paris'],
      }),
    ).toBe('Review: Family Photo Match — Rose, Paris');
    expect(
      sendWords({
        kind: 'box',
        title: 'Memories: Family Photo Match',
        templateId: 'grandkid-match',
        items: ['Emma', 'Liam'],
      }),
    ).toBe('Memories: Family Photo Match, made from the memory box — Emma, Liam');
    expect(sendWords({ kind: 'activity', gameId: id, title: 'Sunday lunch', templateId: 'grandkid-match' })).toBe(
      'Your activity "Sunday lunch"',
    );
    expect(sendWords({ kind: 'nothing' })).toBe('Nothing is due yet, so nothing will be sent');
  });

  it("given a slot's state then its words, a pause's end in the loved one's zone", () => {
    // Midnight in London on Thursday 26 November is still Wednesday in New York.
    const until = '2026-11-26T00:00:00.000Z';
    expect(slotStateWords('paused', until, 'Europe/London')).toBe('Paused until Thu 26 Nov');
    expect(slotStateWords('paused', until, 'America/New_York')).toBe('Paused until Wed 25 Nov');
    expect(slotStateWords('planned', null, 'UTC')).toBe('Planned');
    expect(slotStateWords('skipped', null, 'UTC')).toBe('Skipped');
    expect(slotStateWords('stopped', null, 'UTC')).toBe('Stopped: their phone replied STOP');
    expect(slotStateWords('no-phone', null, 'UTC')).toBe('No phone number');
  });

  it('given what became of a slot then it says so', () => {
    const past = { at: created, localDate: '2026-11-20', gameId: null, title: null };
    expect(outcomeWords({ ...past, outcome: 'sent', gameId: id, title: 'Sunday lunch' })).toBe('Sent "Sunday lunch"');
    expect(outcomeWords({ ...past, outcome: 'nothing-due' })).toBe('Nothing was due, so nothing was sent');
    expect(outcomeWords({ ...past, outcome: 'missed' })).toBe(
      'Not sent: it was too late in the day by the time we could send it',
    );
  });
});
