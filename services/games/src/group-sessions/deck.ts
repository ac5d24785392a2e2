import type { ScreenCard, SharedGround } from '@carewith/contracts';
import { DEFAULT_DECADES, ERA_DECADES, ERA_PROMPTS, ERA_SONGS, nearestEra } from './era-prompts';

// A group session's deck (docs/decisions, "group sessions"): about a minute a card, DECK_CARDS of them
// between DECK_MINUTES_MIN and DECK_MINUTES_MAX, from what the residents consented to share (a box photo
// only with photos consent, a box song only with songs consent; a photo's place and decade count as
// photos), the places and decades they share, and built-in common-era cards to fill it, ending on a song
// they share (else one everyone of their decade knows). No card names a resident, and nothing is scored.

export const DECK_CARDS = 18;
const PHOTO_CARDS = 6;
const SONG_CARDS = 3;
const PLACE_CARDS = 3;

// A resident as the deck sees them: care's answer (who they are, what they consented to) and their box.
export type DeckResident = {
  id: string;
  seniorId: string;
  firstName: string;
  lastName: string;
  photos: boolean;
  songs: boolean;
  box: {
    photos: { id: string; decade: number | null; year: number | null; placeId: string | null }[];
    places: { id: string; name: string }[];
    songs: { id: string; title: string; artist: string | null }[];
  };
};

// A card as stored: the TV's card, and the box photo it shows (served only through the session).
export type DeckCard = ScreenCard & { photoId: string | null };

// What of a resident may reach the shared screen: nothing without the consent that covers it.
export function consentedItems(r: DeckResident) {
  const placeNames = new Map(r.box.places.map((p) => [p.id, p.name]));
  const photos = r.photos ? r.box.photos : [];
  return {
    photos: photos.map((p) => ({ ...p, place: p.placeId ? (placeNames.get(p.placeId) ?? null) : null })),
    places: [
      ...new Set(photos.flatMap((p) => (p.placeId && placeNames.has(p.placeId) ? [placeNames.get(p.placeId)!] : []))),
    ],
    decades: [
      ...new Set(
        photos.flatMap((p) => {
          const decade = p.decade ?? (p.year !== null ? Math.floor(p.year / 10) * 10 : null);
          return decade === null ? [] : [decade];
        }),
      ),
    ],
    songs: r.songs ? r.box.songs : [],
  };
}

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

// Each distinct value (by its key) with how many residents have it, most shared first.
function tally<T>(perResident: T[][], keyOf: (t: T) => string): { item: T; residents: number }[] {
  const seen = new Map<string, { item: T; residents: Set<number> }>();
  perResident.forEach((items, i) =>
    items.forEach((item) => {
      const k = keyOf(item);
      const entry = seen.get(k) ?? { item, residents: new Set<number>() };
      entry.residents.add(i);
      seen.set(k, entry);
    }),
  );
  return [...seen.values()]
    .map(({ item, residents }) => ({ item, residents: residents.size }))
    .sort((a, b) => b.residents - a.residents);
}

export function sharedGround(residents: DeckResident[]): SharedGround {
  const items = residents.map(consentedItems);
  return {
    decades: tally(
      items.map((i) => i.decades),
      String,
    )
      .map(({ item, residents: n }) => ({ decade: item, residents: n }))
      .sort((a, b) => b.residents - a.residents || a.decade - b.decade),
    places: tally(
      items.map((i) => i.places),
      key,
    ).map(({ item, residents: n }) => ({ name: item, residents: n })),
    songs: tally(
      items.map((i) => i.songs),
      (s) => key(s.title),
    ).map(({ item, residents: n }) => ({ title: item.title, artist: item.artist, residents: n })),
    withoutConsent: residents.filter((r) => !r.photos && !r.songs).length,
  };
}

// Whether a text names one of the residents (a place "Grace's garden", a song's artist): such a text is
// left off the screen.
export function namesAResident(text: string | null, residents: DeckResident[]): boolean {
  if (!text) return false;
  const words = new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  return residents.some((r) =>
    [r.firstName, r.lastName].some((name) =>
      name
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .some((part) => part.length > 1 && words.has(part)),
    ),
  );
}

// Round robin over lists: one of each in turn until `max` or all are used.
function interleave<T>(lists: T[][], max: number): T[] {
  const out: T[] = [];
  const queues = lists.map((l) => [...l]);
  while (out.length < max && queues.some((q) => q.length)) {
    for (const q of queues) if (q.length && out.length < max) out.push(q.shift()!);
  }
  return out;
}

export function buildDeck(sessionId: string, residents: DeckResident[]): { theme: string; cards: DeckCard[] } {
  const ground = sharedGround(residents);
  const clean = (text: string | null) => (text && !namesAResident(text, residents) ? text : null);
  const items = residents.map(consentedItems);

  const photoCards: DeckCard[] = interleave(
    items.map((i) => i.photos),
    PHOTO_CARDS,
  ).map((p) => {
    const decade = p.decade ?? (p.year !== null ? Math.floor(p.year / 10) * 10 : null);
    const place = clean(p.place);
    return {
      kind: 'photo',
      prompt: decade
        ? `A photo from the ${decade}s. What do you notice first?`
        : 'A photo to share. What do you notice first?',
      imageUrl: `/api/group-sessions/${sessionId}/photos/${p.id}`,
      song: null,
      hint: place ? `Taken at ${place}` : 'The clothes, the place, the season',
      photoId: p.id,
    };
  });

  const sharedSong = ground.songs.find((s) => s.residents >= 2 && clean(s.title));
  const decades = ground.decades.length ? ground.decades.map((d) => d.decade) : DEFAULT_DECADES;
  const topEra = nearestEra(decades[0]!);
  const closingSong = sharedSong
    ? { title: sharedSong.title, artist: clean(sharedSong.artist) }
    : { title: ERA_SONGS[topEra]!.title, artist: ERA_SONGS[topEra]!.artist };

  const songCards: DeckCard[] = ground.songs
    .filter((s) => clean(s.title) && key(s.title) !== key(closingSong.title))
    .slice(0, SONG_CARDS)
    .map((s) => {
      const artist = clean(s.artist);
      return {
        kind: 'song',
        prompt: `A song to share: ${s.title}. Where were you when you heard it?`,
        imageUrl: null,
        song: { title: s.title, artist, audioUrl: null },
        hint: artist ? `Sung by ${artist}` : 'Hum the tune together',
        photoId: null,
      };
    });

  const placeCards: DeckCard[] = ground.places
    .filter((p) => clean(p.name))
    .slice(0, PLACE_CARDS)
    .map((p) => ({
      kind: 'place',
      prompt: `${p.name}. What was it like there?`,
      imageUrl: null,
      song: null,
      hint: 'The sights, the sounds, the weather',
      photoId: null,
    }));

  // Era cards from the decades they share first (two at a time, in turn), then the nearest others.
  const eras = [...new Set(decades.map(nearestEra))];
  const others = ERA_DECADES.filter((d) => !eras.includes(d)).sort(
    (a, b) => Math.abs(a - topEra) - Math.abs(b - topEra),
  );
  const eraPrompts = [
    ...interleave(
      eras.slice(0, 2).map((d) => ERA_PROMPTS[d]!),
      Infinity,
    ),
    ...[...eras.slice(2), ...others].flatMap((d) => ERA_PROMPTS[d]!),
  ];
  const body = DECK_CARDS - 1;
  const eraCount = body - photoCards.length - songCards.length - placeCards.length;
  const eraCards: DeckCard[] = eraPrompts.slice(0, eraCount).map((e) => ({
    kind: 'era',
    prompt: e.prompt,
    imageUrl: null,
    song: null,
    hint: e.hint,
    photoId: null,
  }));

  const cards = interleave([eraCards, photoCards, placeCards, songCards], body);
  cards.push({
    kind: 'closing-song',
    prompt: `To finish, let’s sing together: ${closingSong.title}`,
    imageUrl: null,
    song: { title: closingSong.title, artist: closingSong.artist, audioUrl: null },
    hint: closingSong.artist ? `Sung by ${closingSong.artist}` : null,
    photoId: null,
  });

  const shared = ground.decades.find((d) => d.residents >= 2);
  return { theme: shared ? `The ${shared.decade}s` : 'Times we share', cards };
}

// The card as the TV shows it (never which box it came from).
export const screenCardOf = ({ photoId: _photoId, ...card }: DeckCard): ScreenCard => card;
