import type { StoredBox } from '../memory-box/box-store';
import {
  aboutMePage,
  bestTimeOf,
  favouriteActivities,
  lifeStoryBook,
  MasteryRow,
  PageInput,
  recognitionOf,
  timeSlotOf,
} from './about-me-page';

const MARIA = '00000000-0000-4000-8000-00000000000a';
const TOM = '00000000-0000-4000-8000-00000000000b';
const ANA_ID = '00000000-0000-4000-8000-0000000000a1';
const MILL_ID = '00000000-0000-4000-8000-0000000000b1';
const PHOTO_1950 = '00000000-0000-4000-8000-0000000000c1';
const PHOTO_1972 = '00000000-0000-4000-8000-0000000000c2';
const PHOTO_UNDATED = '00000000-0000-4000-8000-0000000000c3';
const SONG_ID = '00000000-0000-4000-8000-0000000000d1';
const NOTE_ID = '00000000-0000-4000-8000-0000000000e1';
const NOW = new Date('2026-11-29T12:00:00Z');

// Local times in Madrid (UTC+1 in winter).
const madrid = (hhmm: string, day = '2026-11-20') => new Date(`${day}T${hhmm}:00+01:00`);

const box = (): StoredBox => ({
  people: [{ id: ANA_ID, name: 'Ana', relation: 'granddaughter', addedBy: MARIA }],
  places: [{ id: MILL_ID, name: 'The mill', addedBy: TOM }],
  photos: [
    {
      id: PHOTO_1972,
      url: '',
      takenAt: null,
      year: 1972,
      decade: 1970,
      story: 'Ana is born',
      personIds: [ANA_ID],
      placeId: null,
      addedBy: MARIA,
    },
    {
      id: PHOTO_1950,
      url: '',
      takenAt: null,
      year: 1953,
      decade: null,
      story: 'At the mill',
      personIds: [],
      placeId: MILL_ID,
      addedBy: TOM,
    },
    {
      id: PHOTO_UNDATED,
      url: '',
      takenAt: null,
      year: null,
      decade: null,
      story: null,
      personIds: [],
      placeId: null,
      addedBy: TOM,
    },
  ],
  recipes: [],
  shoppingList: { id: null, items: [], addedBy: null },
  songs: [{ id: SONG_ID, title: "We'll Meet Again", artist: 'Vera Lynn', link: null, clipId: null, addedBy: MARIA }],
  topics: [],
});

const input = (over: Partial<PageInput> = {}): PageInput => ({
  senior: {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Rosa',
    lastName: 'Diaz',
    timeZone: 'Europe/Madrid',
  },
  box: box(),
  notes: [{ id: NOTE_ID, section: 'avoid', text: 'Loud television', addedBy: TOM, createdAt: NOW }],
  hidden: new Set(),
  completedAt: [madrid('09:10'), madrid('10:30'), madrid('16:00')],
  templates: [],
  songPlays: new Map([["we'll meet again", 3]]),
  talked: [],
  mastery: [],
  names: new Map([
    [MARIA, 'Maria'],
    [TOM, 'Tom'],
  ]),
  viewer: { actorId: MARIA, role: 'SIBLING' },
  photoUrl: (id) => `/api/photos/${id}`,
  now: NOW,
  ...over,
});

const section = (page: ReturnType<typeof aboutMePage>, id: string) => page.sections.find((s) => s.id === id);

describe('timeSlotOf: the part of the day in the loved one’s time zone', () => {
  it.each([
    ['04:59', 'night'],
    ['05:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['17:00', 'evening'],
    ['22:00', 'night'],
  ])('given %s in Madrid then it is %s', (hhmm, slot) => {
    expect(timeSlotOf(madrid(hhmm), 'Europe/Madrid')).toBe(slot);
  });

  it('given the same instant in New York then it may be another part of the day', () => {
    expect(timeSlotOf(madrid('10:00'), 'America/New_York')).toBe('night');
  });
});

describe('bestTimeOf: their best time of day, from finished activities', () => {
  it('given fewer than three finished activities then it names no best time', () => {
    expect(bestTimeOf([madrid('09:00'), madrid('10:00')], 'Europe/Madrid')).toEqual({
      kind: 'bestTime',
      best: null,
      counts: { morning: 2, afternoon: 0, evening: 0, night: 0 },
      total: 2,
    });
  });

  it('given most finished in the morning then the morning is best, with the counts said', () => {
    const page = bestTimeOf([madrid('09:00'), madrid('10:00'), madrid('18:00')], 'Europe/Madrid');
    expect(page.best).toBe('morning');
    expect(page.counts).toEqual({ morning: 2, afternoon: 0, evening: 1, night: 0 });
  });

  it('given a tie then the earlier part of the day wins', () => {
    expect(bestTimeOf([madrid('19:00'), madrid('09:00'), madrid('18:00'), madrid('10:00')], 'Europe/Madrid').best).toBe(
      'morning',
    );
  });

  it('given more than sixty then only the latest sixty count', () => {
    const old = Array.from({ length: 70 }, (_, i) => madrid('09:00', `2026-0${1 + (i % 8)}-1${i % 9}`));
    const recent = Array.from({ length: 60 }, () => madrid('18:00', '2026-11-25'));
    const best = bestTimeOf([...old, ...recent], 'Europe/Madrid');
    expect(best.total).toBe(60);
    expect(best.best).toBe('evening');
  });
});

describe('recognitionOf: whom they recognise, from mastery', () => {
  const row = (
    label: string,
    state: MasteryRow['state'],
    kind: MasteryRow['kind'] = 'person',
    timesPlayed = 4,
  ): MasteryRow => ({
    key: `${kind}:${label.toLowerCase()}|`,
    kind,
    label,
    state,
    timesPlayed,
    lastPlayedAt: NOW,
  });

  it('given known, slipping and learning people then the known come first, then who needs a hint', () => {
    const out = recognitionOf([row('Luis', 'learning'), row('Ana', 'known'), row('Bea', 'slipping')]);
    expect(out.map((r) => [r.item.name, r.item.state])).toEqual([
      ['Ana', 'known'],
      ['Bea', 'slipping'],
      ['Luis', 'learning'],
    ]);
  });

  it('given new items, recipes and lists then they say nothing about recognition', () => {
    expect(
      recognitionOf([row('Ana', 'new', 'person', 0), row('Paella', 'known', 'recipe'), row('Week', 'known', 'list')]),
    ).toEqual([]);
  });

  it('given a place then it is kept as a place', () => {
    expect(recognitionOf([row('The mill', 'known', 'place')])[0]!.item.what).toBe('place');
  });
});

describe('favouriteActivities: what they enjoy doing', () => {
  const stat = (templateId: string, finished: number, firstTryRate = 0.5) => ({
    templateId,
    finished,
    firstTryRate,
    lastAt: NOW,
  });

  it('given activities finished once then none is a favourite yet', () => {
    expect(favouriteActivities([stat('grandkid-match', 1)])).toEqual([]);
  });

  it('given several then the most finished come first, the first-try share breaking a tie, at most three', () => {
    const out = favouriteActivities([
      stat('shopping-bingo', 4, 0.4),
      stat('grandkid-match', 9, 0.8),
      stat('places-flashcards', 4, 0.9),
      stat('recipe-sequencing', 2, 0.1),
    ]);
    expect(out.map((a) => a.item.templateId)).toEqual(['grandkid-match', 'places-flashcards', 'shopping-bingo']);
  });
});

describe('lifeStoryBook: chapters by decade from the box’s dated photos', () => {
  it('given photos with a decade or only a year then each lands in its decade, oldest first; undated ones stay out', () => {
    const book = lifeStoryBook(
      box(),
      () => false,
      (id) => `/p/${id}`,
    );
    expect(book.chapters.map((c) => c.decade)).toEqual([1950, 1970]);
    expect(book.chapters[0]!.photos[0]).toMatchObject({ story: 'At the mill', place: 'The mill', year: 1953 });
    expect(book.chapters[1]!.photos[0]).toMatchObject({ people: ['Ana'], url: `/p/${PHOTO_1972}` });
    expect(book.songs).toEqual([{ title: "We'll Meet Again", artist: 'Vera Lynn' }]);
  });

  it('given a hidden photo and a hidden song then the book leaves them out', () => {
    const hidden = new Set([`photo:${PHOTO_1950}`, `song:${SONG_ID}`]);
    const book = lifeStoryBook(
      box(),
      (k) => hidden.has(k),
      (id) => id,
    );
    expect(book.chapters.map((c) => c.decade)).toEqual([1970]);
    expect(book.songs).toEqual([]);
  });
});

describe('aboutMePage: the page as a member and as a reader of a link sees it', () => {
  it('given the box, play and a line then each section holds its entries, each saying who added it', () => {
    const page = aboutMePage(input());
    expect(page.sections.map((s) => s.id)).toEqual([
      'name',
      'people',
      'places',
      'routine',
      'enjoys',
      'calms',
      'avoid',
      'talk',
      'recognition',
    ]);
    const ana = section(page, 'people')!.entries[0]!;
    expect(ana.item).toEqual({
      kind: 'person',
      name: 'Ana',
      relation: 'granddaughter',
      photoUrl: `/api/photos/${PHOTO_1972}`,
    });
    expect(ana.source).toEqual({ kind: 'family', name: 'Maria' });
    expect(section(page, 'routine')!.entries[0]).toMatchObject({ key: 'best-time', source: { kind: 'play' } });
    expect(section(page, 'enjoys')!.entries[0]!.item).toMatchObject({ kind: 'song', timesPlayed: 3 });
    expect(section(page, 'avoid')!.entries[0]).toMatchObject({
      item: { kind: 'note', text: 'Loud television' },
      source: { kind: 'family', name: 'Tom' },
      noteId: NOTE_ID,
    });
  });

  it('given a Family Helper then they may remove only their own lines; a Co-Caregiver any', () => {
    expect(section(aboutMePage(input()), 'avoid')!.entries[0]!.canRemove).toBe(false);
    expect(
      section(aboutMePage(input({ viewer: { actorId: TOM, role: 'SIBLING' } })), 'avoid')!.entries[0]!.canRemove,
    ).toBe(true);
    const owner = aboutMePage(input({ viewer: { actorId: MARIA, role: 'OWNER' } }));
    expect(section(owner, 'avoid')!.entries[0]!.canRemove).toBe(true);
    expect(owner.canManage).toBe(true);
  });

  it('given a switched-off section and item then a member sees them marked, a reader of a link not at all', () => {
    const hidden = new Set(['section:avoid', `person:${ANA_ID}`]);
    const member = aboutMePage(input({ hidden }));
    expect(section(member, 'avoid')!.hidden).toBe(true);
    expect(section(member, 'people')!.entries[0]!.hidden).toBe(true);

    const reader = aboutMePage(input({ hidden, viewer: null }));
    expect(section(reader, 'avoid')).toBeUndefined();
    expect(section(reader, 'people')!.entries).toEqual([]);
    expect(JSON.stringify(reader)).not.toContain('Loud television');
    expect(JSON.stringify(reader)).not.toContain(NOTE_ID);
    expect(reader.canManage).toBe(false);
  });

  it('given a hidden photo then a person is shown without it, on the page and in the book', () => {
    const page = aboutMePage(input({ hidden: new Set([`photo:${PHOTO_1972}`]), viewer: null }));
    expect(section(page, 'people')!.entries[0]!.item).toMatchObject({ photoUrl: null });
    expect(page.book.chapters.map((c) => c.decade)).toEqual([1950]);
  });

  it('given the book not ticked then a member sees it, marked, and a reader of a link gets no chapters', () => {
    const hidden = new Set(['section:book']);
    const member = aboutMePage(input({ hidden }));
    expect(member.bookHidden).toBe(true);
    expect(member.book.chapters).toHaveLength(2);
    expect(aboutMePage(input({ hidden, viewer: null })).book).toEqual({ chapters: [], songs: [] });
  });

  it('given a person switched off then their name leaves the book and whom they recognise too, for a reader', () => {
    const mastery: MasteryRow[] = [
      { key: 'person:ana|', kind: 'person', label: 'Ana', state: 'known', timesPlayed: 5, lastPlayedAt: NOW },
      { key: 'person:luis|', kind: 'person', label: 'Luis', state: 'learning', timesPlayed: 2, lastPlayedAt: NOW },
    ];
    const hidden = new Set([`person:${ANA_ID}`]);
    const member = aboutMePage(input({ hidden, mastery }));
    expect(
      section(member, 'recognition')!.entries.map((e) => [e.item.kind === 'recognition' && e.item.name, e.hidden]),
    ).toEqual([
      ['Ana', true],
      ['Luis', false],
    ]);
    const reader = aboutMePage(input({ hidden, mastery, viewer: null }));
    // (A story the family wrote is theirs to word: only the names the page itself gives are kept back.)
    expect(JSON.stringify(reader.sections)).not.toContain('Ana');
    expect(reader.book.chapters.find((c) => c.decade === 1970)!.photos[0]!.people).toEqual([]);
  });

  it('given a reader of a link then the entries carry no ids of the family’s rows', () => {
    const reader = aboutMePage(input({ viewer: null }));
    const keys = reader.sections.flatMap((s) => s.entries.map((e) => e.key));
    expect(keys).toContain('people-1');
    expect(JSON.stringify(reader)).not.toContain(NOTE_ID);
    expect(keys.some((k) => k.includes(ANA_ID))).toBe(false);
  });

  it('given a member who left then their lines say a family member added them', () => {
    const page = aboutMePage(input({ names: new Map() }));
    expect(section(page, 'avoid')!.entries[0]!.source).toEqual({ kind: 'family', name: null });
  });
});
