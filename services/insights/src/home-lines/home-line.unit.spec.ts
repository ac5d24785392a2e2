import { randomUUID } from 'node:crypto';
import { homeLineOf, type ResidentActivityRow } from './home-line';

const row = (over: Partial<ResidentActivityRow> = {}): ResidentActivityRow => ({
  recordId: randomUUID(),
  sessionId: randomUUID(),
  kind: 'group',
  tookPart: true,
  what: 'music',
  chips: [],
  song: null,
  day: '2026-11-24',
  occurredAt: new Date('2026-11-24T10:00:00Z'),
  ...over,
});

describe('the care-home line of a weekly letter', () => {
  it('given no group session taken part in, then no line (a one-to-one or a session sat out is not one)', () => {
    expect(homeLineOf([])).toBeNull();
    expect(homeLineOf([row({ tookPart: false }), row({ kind: 'one-to-one', sessionId: null })])).toBeNull();
  });

  it('given sessions, then counts each session once and names the themes, most frequent first, at most three', () => {
    const session = randomUUID();
    const line = homeLineOf([
      row({ what: 'the 1950s' }),
      row({ what: 'music', sessionId: session }),
      row({ what: 'music', sessionId: session }),
      row({ what: 'seaside' }),
      row({ what: 'gardens' }),
    ]);
    expect(line).toEqual({ groups: 4, themes: ['music', 'the 1950s', 'seaside'], moment: null });
  });

  it('given chips, then tells the moment a family most wants to hear, the latest of its kind, with its song', () => {
    const line = homeLineOf([
      row({ chips: ['laughed'], day: '2026-11-23', occurredAt: new Date('2026-11-23T10:00:00Z') }),
      row({
        chips: ['sang-along'],
        song: 'Daisy Bell',
        day: '2026-11-24',
        occurredAt: new Date('2026-11-24T10:00:00Z'),
      }),
      row({
        chips: ['told-a-story', 'sang-along'],
        song: "We'll Meet Again",
        day: '2026-11-25',
        occurredAt: new Date('2026-11-25T10:00:00Z'),
      }),
    ]);
    expect(line?.moment).toEqual({ chip: 'sang-along', date: '2026-11-25', song: "We'll Meet Again" });
  });

  it('given a story but no song, then the story, with no song named', () => {
    expect(homeLineOf([row({ chips: ['told-a-story'], song: 'Daisy Bell' })])?.moment).toEqual({
      chip: 'told-a-story',
      date: '2026-11-24',
      song: null,
    });
  });
});
