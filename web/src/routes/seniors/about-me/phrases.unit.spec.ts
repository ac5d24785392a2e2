import { i18n } from '@lingui/core';
import {
  ABOUT_ME_SECTIONS,
  SHARE_GONE,
  SHARE_PIN_NEEDED,
  SHARE_PIN_WRONG,
  type AboutMe,
  type AboutMeEntry,
  type AboutMeItemBody,
  type TimeSlot,
} from '@carewith/contracts';
import { ApiError } from '../../../api/http';
import { openOutcome } from '../../../api/useSharedAboutMe';
import {
  aboutMeTitle,
  bookTitle,
  calendarDay,
  consentWords,
  decadeTitle,
  entryLine,
  entryWords,
  opensWords,
  peopleLine,
  placeLine,
  readersPage,
  sectionTitle,
  sharedByLine,
  shareStatusWords,
  sourceWords,
} from './phrases';
import { CONSULTED_NEEDED, SHARE_GONE_WORDS, SHARE_PIN_NEEDED_WORDS, SHARE_PIN_WRONG_WORDS } from './server-messages';

const id = '00000000-0000-4000-8000-000000000001';
const words = (item: AboutMeItemBody) => entryWords(item);
// Finished activities by part of the day: none but those given.
const slots = (some: Partial<Record<TimeSlot, number>>) => ({
  morning: 0,
  afternoon: 0,
  evening: 0,
  night: 0,
  ...some,
});

// About me's words: given the shape the server sends, then what a carer reads (in English, the
// catalogs' source).
describe('About me phrases', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('given the sections then each has its heading, in the page order', () => {
    expect(ABOUT_ME_SECTIONS.map(sectionTitle)).toEqual([
      'The name I like',
      'People who matter to me',
      'Places and work',
      'My routines and best time of day',
      'What I enjoy',
      'What calms me',
      'Please avoid',
      'How to talk with me',
      'Whom I recognise',
    ]);
  });

  it('given a family line then it reads as written', () => {
    expect(words({ kind: 'note', text: 'Call me Peggy' })).toEqual({ text: 'Call me Peggy', details: [] });
  });

  it('given a person then their name, and their relation when the box has one', () => {
    expect(words({ kind: 'person', name: 'Ana', relation: 'Granddaughter', photoUrl: '/api/photos/x' })).toEqual({
      text: 'Ana',
      details: ['Granddaughter'],
    });
    expect(words({ kind: 'person', name: 'Tom', relation: null, photoUrl: null })).toEqual({
      text: 'Tom',
      details: [],
    });
  });

  it('given a place then its name', () => {
    expect(words({ kind: 'place', name: 'Brighton Pier' }).text).toBe('Brighton Pier');
  });

  it('given the best time of day then the slot with its figures, or not enough play under 3 activities', () => {
    const counts = { morning: 9, afternoon: 3, evening: 2, night: 0 };
    expect(words({ kind: 'bestTime', best: 'morning', counts, total: 14 }).text).toBe(
      'Best in the morning: 9 of my last 14 activities were finished then.',
    );
    expect(
      words({ kind: 'bestTime', best: 'night', counts: { morning: 0, afternoon: 0, evening: 0, night: 1 }, total: 3 })
        .text,
    ).toBe('Best at night: 1 of my last 3 activities was finished then.');
    expect(words({ kind: 'bestTime', best: 'afternoon', counts: slots({ afternoon: 4 }), total: 7 }).text).toBe(
      'Best in the afternoon: 4 of my last 7 activities were finished then.',
    );
    expect(words({ kind: 'bestTime', best: 'evening', counts: slots({ evening: 5 }), total: 8 }).text).toBe(
      'Best in the evening: 5 of my last 8 activities were finished then.',
    );
    expect(words({ kind: 'bestTime', best: null, counts: slots({ morning: 2 }), total: 2 }).text).toBe(
      'Not enough play yet to say',
    );
    expect(words({ kind: 'bestTime', best: 'morning', counts: slots({ morning: 2 }), total: 2 }).text).toBe(
      'Not enough play yet to say',
    );
  });

  it('given a song then its title, its artist, and how often it was played once it was', () => {
    expect(words({ kind: 'song', title: 'Moon River', artist: 'Andy Williams', timesPlayed: 3 })).toEqual({
      text: 'Moon River',
      details: ['Andy Williams', 'played 3 times'],
    });
    expect(words({ kind: 'song', title: 'Que sera', artist: null, timesPlayed: 1 }).details).toEqual(['played 1 time']);
    expect(words({ kind: 'song', title: 'Que sera', artist: null, timesPlayed: 0 }).details).toEqual([]);
    expect(entryLine({ kind: 'song', title: 'Moon River', artist: 'Andy Williams', timesPlayed: 3 })).toBe(
      'Moon River · Andy Williams · played 3 times',
    );
  });

  it("given a favourite activity then the app's name for its template, how many were finished and how well", () => {
    expect(words({ kind: 'activity', templateId: 'grandkid-match', finished: 12, firstTryRate: 0.8 }).text).toBe(
      'Enjoys Family Photo Match: finished 12, right first time 80%',
    );
    expect(words({ kind: 'activity', templateId: 'recipe-sequencing', finished: 4, firstTryRate: 0.5 }).text).toBe(
      'Enjoys Recipe Sequencing: finished 4, right first time 50%',
    );
  });

  it('given a conversation starter then its text, and the note the family left', () => {
    expect(words({ kind: 'starter', text: 'The dance hall in 1962', note: 'She lights up' })).toEqual({
      text: 'The dance hall in 1962',
      details: ['She lights up'],
    });
    expect(words({ kind: 'starter', text: 'Her first car', note: null }).details).toEqual([]);
  });

  it('given what they recognise then at once when known, else the hint to give', () => {
    const recognition = { kind: 'recognition' as const, timesPlayed: 6 };
    expect(words({ ...recognition, name: 'Ana', what: 'person', state: 'known' }).text).toBe('Recognises Ana at once');
    expect(words({ ...recognition, name: 'Brighton', what: 'place', state: 'known' }).text).toBe(
      'Recognises Brighton at once',
    );
    for (const state of ['new', 'learning', 'slipping'] as const) {
      expect(words({ ...recognition, name: 'Ana', what: 'person', state }).text).toBe(
        'Ana may need a hint: say the name and how they are related',
      );
      expect(words({ ...recognition, name: 'Brighton', what: 'place', state }).text).toBe(
        'Brighton may need a reminder of the name',
      );
    }
  });

  it('given where an item came from then who added it', () => {
    expect(sourceWords({ kind: 'family', name: 'Maria' })).toBe('Added by Maria');
    expect(sourceWords({ kind: 'family', name: null })).toBe('Added by a family member');
    expect(sourceWords({ kind: 'play' })).toBe('From play');
  });

  it('given a page then a reader sees neither the sections nor the items switched off', () => {
    const entry = (key: string, hidden: boolean): AboutMeEntry => ({
      key,
      item: { kind: 'note', text: key },
      source: { kind: 'family', name: 'Maria' },
      at: null,
      hidden,
      canRemove: true,
      noteId: id,
    });
    const page: AboutMe = {
      seniorId: id,
      firstName: 'Peggy',
      lastName: 'Smith',
      sections: [
        { id: 'name', hidden: false, entries: [entry('note:a', false), entry('note:b', true)] },
        { id: 'avoid', hidden: true, entries: [entry('note:c', false)] },
      ],
      book: { chapters: [], songs: [] },
      bookHidden: false,
      canManage: true,
      generatedAt: '2026-11-26T10:00:00.000Z',
    };
    expect(readersPage(page).sections).toEqual([{ id: 'name', hidden: false, entries: [entry('note:a', false)] }]);
  });

  it('given the page and the book then their titles', () => {
    expect(aboutMeTitle({ firstName: 'Peggy', lastName: 'Smith' })).toBe('About me: Peggy Smith');
    expect(bookTitle('Peggy')).toBe('The story of Peggy');
  });

  it('given the book then its chapters by decade and the captions of a photo', () => {
    expect(decadeTitle(1950)).toBe('The 1950s');
    expect(decadeTitle(2000)).toBe('The 2000s');
    expect(peopleLine(['Ana'])).toBe('With Ana');
    expect(peopleLine(['Ana', 'Tom', 'Lily'])).toBe('With Ana, Tom and Lily');
    expect(peopleLine([])).toBeNull();
    expect(placeLine('Brighton Pier')).toBe('At Brighton Pier');
    expect(placeLine(null)).toBeNull();
  });

  it('given a share then its state, its opens and on whose say it was shared', () => {
    expect(shareStatusWords({ status: 'active', expiresAt: '2026-12-26T12:00:00.000Z' })).toBe(
      'Active until 26 December 2026',
    );
    expect(shareStatusWords({ status: 'expired', expiresAt: '2026-12-26T12:00:00.000Z' })).toBe('Expired');
    expect(shareStatusWords({ status: 'revoked', expiresAt: '2026-12-26T12:00:00.000Z' })).toBe('Revoked');
    expect(opensWords(0)).toBe('Opened 0 times');
    expect(opensWords(1)).toBe('Opened 1 time');
    expect(opensWords(5)).toBe('Opened 5 times');
    expect(calendarDay('2026-03-03')).toBe('3 March 2026');
    expect(consentWords({ basis: 'person', by: 'Peggy Smith', consulted: null, date: '2026-03-03' })).toBe(
      'Peggy Smith agreed on 3 March 2026.',
    );
    expect(consentWords({ basis: 'attorney', by: 'Maria Smith', consulted: null, date: '2026-03-03' })).toBe(
      'Maria Smith, their attorney, agreed on 3 March 2026.',
    );
    expect(
      consentWords({ basis: 'best-interests', by: 'Dr Patel', consulted: 'her son Tom', date: '2026-03-03' }),
    ).toBe('A best-interests decision by Dr Patel on 3 March 2026, after asking her son Tom.');
    expect(sharedByLine('Oak House care home', '2026-12-26T12:00:00.000Z')).toBe(
      'Shared by the family with Oak House care home until 26 December 2026',
    );
  });

  it("given the server's words the catalog cannot read from the schemas then they are the contract's", () => {
    expect(CONSULTED_NEEDED.id).toBe('Say whom they consulted');
    expect(SHARE_GONE_WORDS.id).toBe(SHARE_GONE);
    expect(SHARE_PIN_NEEDED_WORDS.id).toBe(SHARE_PIN_NEEDED);
    expect(SHARE_PIN_WRONG_WORDS.id).toBe(SHARE_PIN_WRONG);
  });

  it("given the shared link's refusals then what the reader is shown", () => {
    const refusal = (status: number, body: object) => openOutcome(new ApiError(status, JSON.stringify(body)));
    const pin = (message: string) => ({ code: 'X', message, errors: [{ field: 'pin', message }] });
    expect(refusal(401, pin(SHARE_PIN_NEEDED))).toEqual({ kind: 'pin-needed' });
    expect(refusal(403, pin(SHARE_PIN_WRONG))).toEqual({ kind: 'pin-wrong', message: SHARE_PIN_WRONG });
    expect(refusal(400, pin('A PIN is 4 to 8 digits'))).toEqual({
      kind: 'pin-wrong',
      message: 'A PIN is 4 to 8 digits',
    });
    expect(refusal(429, { message: 'Too many' })).toEqual({ kind: 'too-many' });
    expect(refusal(410, { message: SHARE_GONE })).toEqual({ kind: 'gone' });
    expect(refusal(400, { message: 'This link is not valid' })).toEqual({ kind: 'gone' });
    // Not a PIN's refusal (the anti-forgery check, say): a failure like any other.
    expect(refusal(403, { message: 'Refused' })).toBeUndefined();
    expect(refusal(500, { message: 'Oops' })).toBeUndefined();
  });
});
