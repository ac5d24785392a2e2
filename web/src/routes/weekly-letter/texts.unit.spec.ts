import { i18n } from '@lingui/core';
import type { WeeklyLetter } from '@carewith/contracts';
import {
  followUpWords,
  homeWords,
  howItWentWords,
  knowsWellWords,
  letterActivityName,
  letterIntro,
  playedHeading,
  rotaWords,
  slippingWords,
  summaryWords,
} from './texts';

// The English source messages, as the app shows them before a catalog is loaded.
beforeAll(() => i18n.activate('en'));

const ann = '00000000-0000-4000-8000-00000000000a';
const ben = '00000000-0000-4000-8000-00000000000b';
const played = (over: Partial<WeeklyLetter['played'][number]> = {}): WeeklyLetter['played'][number] => ({
  gameInstanceId: '00000000-0000-4000-8000-000000000001',
  title: 'Our old street',
  templateId: 'places-flashcards',
  completedAt: '2026-11-10T15:00:00.000Z',
  howItWent: '4 of 5 on the first try, a little help once, in 6 min',
  result: { correctAnswers: 4, totalSteps: 5, totalTimeMs: 360_000, firstTryAnswers: 4, helpedAnswers: 1 },
  ...over,
});
const letter: WeeklyLetter = {
  id: '00000000-0000-4000-8000-000000000002',
  seniorId: '00000000-0000-4000-8000-000000000003',
  firstName: 'Rose',
  sunday: '2026-11-15',
  from: '2026-11-08T22:00:00.000Z',
  to: '2026-11-15T22:00:00.000Z',
  timeZone: 'America/New_York',
  played: [
    played(),
    played({
      title: 'Family Photo Match',
      templateId: 'grandkid-match',
      howItWent: 'all 3 on the first try, in under 1 min',
      result: { correctAnswers: 3, totalSteps: 3, totalTimeMs: 20_000, firstTryAnswers: 3, helpedAnswers: 0 },
    }),
  ],
  summary: 'Rose finished 2 activities this week, against 1 the week before. 7 of 8 answers came on the first try.',
  previousWeekCount: 1,
  knowsWell: ['Emma', 'The seaside'],
  slipping: ['Noah'],
  starters: [],
  rota: { userId: ben, firstName: 'Ben' },
  writtenAt: '2026-11-15T22:05:00.000Z',
};

describe("the weekly letter on screen says its e-mail's English words, from its figures", () => {
  it('every sentence of the letter', () => {
    expect(letterIntro(letter)).toBe("Here is Rose's week on Care With: the 7 days to Sunday, November 15.");
    expect(playedHeading('Rose')).toBe('What Rose played');
    expect(letter.played.map((p) => [letterActivityName(p), howItWentWords(p)])).toEqual([
      ['"Our old street" (Familiar Places)', '4 of 5 on the first try, a little help once, in 6 min'],
      ['"Family Photo Match"', 'all 3 on the first try, in under 1 min'],
    ]);
    expect(summaryWords(letter)).toBe(letter.summary);
    expect(knowsWellWords('Rose', letter.knowsWell)).toBe('What Rose knows well: Emma and The seaside.');
    expect(slippingWords(letter.slipping)).toBe('What needs practice again: Noah.');
    expect(followUpWords()).toBe('Open with one of these, then say "Tell me more about that."');
    expect(rotaWords(letter, ann)).toBe("It's Ben's turn to send Rose an activity this week.");
    expect(rotaWords(letter, ben)).toBe("It's your turn to send Rose an activity this week.");
    expect(rotaWords({ ...letter, rota: { userId: ben, firstName: null } }, ann)).toBe(
      "It's a Co-Caregiver's turn to send Rose an activity this week.",
    );
    expect(rotaWords({ ...letter, rota: null }, ann)).toBeNull();
  });

  it('how the week went against the one before, and a week with nothing played', () => {
    const one = {
      ...letter,
      played: [played({ result: { ...played().result!, firstTryAnswers: 5, helpedAnswers: 0 } })],
    };
    expect(summaryWords({ ...one, previousWeekCount: 0 })).toBe(
      'Rose finished 1 activity this week, and none the week before. Every answer came on the first try.',
    );
    expect(summaryWords({ ...letter, previousWeekCount: 2 })).toMatch(
      /^Rose finished 2 activities this week, the same as the week before\. /,
    );
    expect(summaryWords({ ...letter, played: [], previousWeekCount: 3 })).toBe(
      "Rose didn't play any activities this week. A short, familiar activity at a calm time of day is a gentle way to start again.",
    );
    // No first tries kept: the correct answers, and nothing to answer says only the time.
    const noFirstTries = played({ result: { ...played().result!, firstTryAnswers: null, helpedAnswers: null } });
    expect(howItWentWords(noFirstTries)).toBe('4 of 5 on the first try, in 6 min');
    expect(howItWentWords(played({ result: { ...played().result!, totalSteps: 0 } }))).toBe('in 6 min');
  });

  it('a letter written before it kept its figures says the words it was written with', () => {
    const old: WeeklyLetter = {
      ...letter,
      played: letter.played.map(({ result: _result, ...p }) => ({ ...p, howItWent: `stored: ${p.howItWent}` })),
      previousWeekCount: undefined,
      summary: 'The stored summary.',
    };
    expect(old.played.map(howItWentWords)).toEqual([
      'stored: 4 of 5 on the first try, a little help once, in 6 min',
      'stored: all 3 on the first try, in under 1 min',
    ]);
    expect(summaryWords(old)).toBe('The stored summary.');
  });
});

describe("a care-home resident's line", () => {
  it('says nothing for a loved one at home, or a letter written before homes', () => {
    expect(homeWords({ firstName: 'Rose', home: null })).toEqual([]);
    expect(homeWords({ firstName: 'Rose' })).toEqual([]);
  });

  it('says the sessions with their themes and the song sung along to, on its day', () => {
    expect(
      homeWords({
        firstName: 'Arthur',
        home: {
          groups: 3,
          themes: ['music', 'the 1950s'],
          moment: { chip: 'sang-along', date: '2026-11-24', song: "We'll Meet Again" },
        },
      }),
    ).toEqual([
      'Arthur joined 3 group sessions this week: music and the 1950s.',
      "On Tuesday, November 24, Arthur sang along to “We'll Meet Again”.",
    ]);
  });

  it('says one session with no theme, and a story told', () => {
    expect(
      homeWords({
        firstName: 'Edith',
        home: { groups: 1, themes: [], moment: { chip: 'told-a-story', date: '2026-11-23', song: null } },
      }),
    ).toEqual(['Edith joined 1 group session this week.', 'On Monday, November 23, Edith told a story.']);
  });
});
