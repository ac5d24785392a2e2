import { DECK_MINUTES_MAX, DECK_MINUTES_MIN, screenCardSchema } from '@carewith/contracts';
import { buildDeck, DeckResident, namesAResident, sharedGround } from './deck';
import { ERA_SONGS } from './era-prompts';

const SESSION = '6f1c0b1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// A resident with a box of photos (decade, place), places and songs, and consent as given.
function aResident(
  n: number,
  consent: { photos: boolean; songs: boolean },
  box: { photos?: { decade?: number; place?: string }[]; songs?: string[] } = {},
): DeckResident {
  const places = [...new Set((box.photos ?? []).flatMap((p) => (p.place ? [p.place] : [])))].map((name, i) => ({
    id: id(n * 1000 + 500 + i),
    name,
  }));
  return {
    id: id(n),
    seniorId: id(n * 10),
    firstName: ['Grace', 'Albert', 'Maud', 'Wilfred'][n - 1] ?? `Resident${n}`,
    lastName: ['Hopper', 'Finney', 'Lane', 'Owen'][n - 1] ?? 'Smith',
    ...consent,
    box: {
      photos: (box.photos ?? []).map((p, i) => ({
        id: id(n * 1000 + i),
        decade: p.decade ?? null,
        year: null,
        placeId: places.find((pl) => pl.name === p.place)?.id ?? null,
      })),
      places,
      songs: (box.songs ?? []).map((title, i) => ({ id: id(n * 1000 + 900 + i), title, artist: null })),
    },
  };
}

const everything = { photos: true, songs: true };
const nothing = { photos: false, songs: false };

describe('a group session’s deck', () => {
  const grace = aResident(1, everything, {
    photos: [{ decade: 1950, place: 'Brighton' }, { decade: 1960 }, { place: 'Blackpool' }],
    songs: ['Moon River', 'Blue Moon'],
  });
  const albert = aResident(2, everything, {
    photos: [{ decade: 1950, place: 'Brighton' }],
    songs: ['Moon River'],
  });
  // Maud's family filled her box, but no one has agreed to show it.
  const maud = aResident(3, nothing, {
    photos: [{ decade: 1940, place: 'Margate' }, { decade: 1940 }],
    songs: ['Lili Marleen'],
  });
  // Wilfred may have his songs played, not his photos shown.
  const wilfred = aResident(
    4,
    { photos: false, songs: true },
    {
      photos: [{ decade: 1970, place: 'Skegness' }],
      songs: ['Jerusalem'],
    },
  );
  const residents = [grace, albert, maud, wilfred];
  const { cards, theme } = buildDeck(SESSION, residents);
  const photoIds = (r: DeckResident) => r.box.photos.map((p) => p.id);

  it('is 15 to 20 cards, about a minute each, and ends on a song', () => {
    expect(cards.length).toBeGreaterThanOrEqual(DECK_MINUTES_MIN);
    expect(cards.length).toBeLessThanOrEqual(DECK_MINUTES_MAX);
    expect(cards.at(-1)).toMatchObject({ kind: 'closing-song', song: { title: 'Moon River' } });
    for (const card of cards) expect(screenCardSchema.safeParse(card).success).toBe(true);
  });

  it('shows only consented photos, each through the session', () => {
    const shown = cards.flatMap((c) => (c.photoId ? [c.photoId] : []));
    expect(shown.sort()).toEqual([...photoIds(grace), ...photoIds(albert)].sort());
    for (const card of cards.filter((c) => c.kind === 'photo'))
      expect(card.imageUrl).toBe(`/api/group-sessions/${SESSION}/photos/${card.photoId}`);
  });

  it('never shows anything of a resident without consent: no photo, no place, no decade, no song', () => {
    const text = JSON.stringify(cards);
    for (const r of [maud, wilfred]) for (const photo of photoIds(r)) expect(text).not.toContain(photo);
    expect(text).not.toContain('Margate');
    expect(text).not.toContain('Skegness');
    expect(text).not.toContain('Lili Marleen');
    // Wilfred's songs may be played.
    expect(cards.some((c) => c.song?.title === 'Jerusalem')).toBe(true);
  });

  it('names no resident and scores nothing', () => {
    const text = JSON.stringify(cards).toLowerCase();
    for (const r of residents) {
      expect(text).not.toContain(r.firstName.toLowerCase());
      expect(text).not.toContain(r.lastName.toLowerCase());
    }
    expect(text).not.toMatch(/score|points|correct|wrong/);
  });

  it('leaves off a place that names a resident', () => {
    const named = aResident(1, everything, { photos: [{ place: 'Grace’s garden' }, { place: 'Grace’s garden' }] });
    const other = aResident(2, everything, { photos: [{ place: 'Grace’s garden' }] });
    expect(JSON.stringify(buildDeck(SESSION, [named, other]).cards)).not.toContain('garden');
    expect(namesAResident('Tea at the Ritz', [named])).toBe(false);
  });

  it('takes its theme from a decade they share, and talks about the decades they share', () => {
    expect(theme).toBe('The 1950s');
    expect(cards.filter((c) => c.kind === 'era').length).toBeGreaterThan(0);
    expect(cards.some((c) => c.kind === 'place' && c.prompt.startsWith('Brighton'))).toBe(true);
  });

  it('closes on a song everyone of their decade knows when they share none', () => {
    const deck = buildDeck(SESSION, [aResident(1, nothing), aResident(2, nothing)]);
    expect(deck.cards.length).toBeGreaterThanOrEqual(DECK_MINUTES_MIN);
    expect(deck.cards.every((c) => c.kind === 'era' || c.kind === 'closing-song')).toBe(true);
    expect(deck.cards.at(-1)!.song).toEqual({ ...ERA_SONGS[1950], audioUrl: null });
  });
});

describe('what the chosen residents share', () => {
  it('counts consented decades, places and songs by resident, and who shares nothing', () => {
    const ground = sharedGround([
      aResident(1, everything, { photos: [{ decade: 1950, place: 'Brighton' }], songs: ['Moon River'] }),
      aResident(2, everything, { photos: [{ decade: 1950, place: 'brighton ' }], songs: ['moon river'] }),
      aResident(3, nothing, { photos: [{ decade: 1950, place: 'Brighton' }], songs: ['Moon River'] }),
    ]);
    expect(ground).toEqual({
      decades: [{ decade: 1950, residents: 2 }],
      places: [{ name: 'Brighton', residents: 2 }],
      songs: [{ title: 'Moon River', artist: null, residents: 2 }],
      withoutConsent: 1,
    });
  });
});
