import {
  ABOUT_ME_SECTIONS,
  AboutMe,
  AboutMeEntry,
  AboutMeSection,
  AboutMeSource,
  LifeStoryBook,
  MasteryState,
  TeamRole,
  TIME_SLOTS,
  TimeSlot,
} from '@carewith/contracts';
import { normalisedName } from '../mastery/mastery';
import type { StoredBox } from '../memory-box/box-store';

// "About me" written from what is stored: the memory box, play (completions, songs played, mastery)
// and the family's lines. Pure: the service reads, this decides what the page says.

// How many of the latest completions say the best time of day, and how many it takes to say one.
export const BEST_TIME_WINDOW = 60;
export const BEST_TIME_MIN = 3;
// An activity is among their favourites once finished this often; at most this many are listed.
export const FAVOURITE_MIN_FINISHED = 2;
export const FAVOURITES_MAX = 3;

// The part of the day an instant falls in, in the loved one's time zone (the same parts as the
// insights: morning 5-12, afternoon 12-17, evening 17-22, night otherwise).
export function timeSlotOf(at: Date, timeZone: string): TimeSlot {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

// Their best time of day: of the latest BEST_TIME_WINDOW finished activities, how many ended in each
// part of the day; the best is the part with the most (a tie goes to the earlier part of the day), none
// under BEST_TIME_MIN activities.
export function bestTimeOf(completedAt: Date[], timeZone: string) {
  const latest = [...completedAt].sort((a, b) => b.getTime() - a.getTime()).slice(0, BEST_TIME_WINDOW);
  const counts = Object.fromEntries(TIME_SLOTS.map((s) => [s, 0])) as Record<TimeSlot, number>;
  for (const at of latest) counts[timeSlotOf(at, timeZone)]++;
  const total = latest.length;
  const best =
    total < BEST_TIME_MIN ? null : TIME_SLOTS.reduce((a, b) => (counts[b] > counts[a] ? b : a), TIME_SLOTS[0]);
  return { kind: 'bestTime' as const, best, counts, total };
}

export type MasteryRow = {
  key: string;
  kind: 'person' | 'place' | 'recipe' | 'list';
  label: string;
  state: MasteryState;
  timesPlayed: number;
  lastPlayedAt: Date | null;
};

// Whom they recognise and who needs a hint, from mastery: people and places they have played (a new
// item says nothing yet). Recognised at once first, then the others, each by name.
export function recognitionOf(rows: MasteryRow[]) {
  const order: Record<MasteryState, number> = { known: 0, slipping: 1, learning: 2, new: 3 };
  return rows
    .filter((r) => (r.kind === 'person' || r.kind === 'place') && r.state !== 'new' && r.timesPlayed > 0)
    .sort((a, b) => order[a.state] - order[b.state] || a.label.localeCompare(b.label))
    .map((r) => ({
      key: `recognition:${r.key}`,
      at: r.lastPlayedAt,
      item: {
        kind: 'recognition' as const,
        name: r.label,
        what: r.kind as 'person' | 'place',
        state: r.state,
        timesPlayed: r.timesPlayed,
      },
    }));
}

export type TemplateStat = { templateId: string; finished: number; firstTryRate: number; lastAt: Date };

// What they enjoy doing: the activity kinds they finish most (at least FAVOURITE_MIN_FINISHED times),
// best first-try share breaking a tie.
export function favouriteActivities(stats: TemplateStat[]) {
  return stats
    .filter((s) => s.finished >= FAVOURITE_MIN_FINISHED)
    .sort(
      (a, b) => b.finished - a.finished || b.firstTryRate - a.firstTryRate || a.templateId.localeCompare(b.templateId),
    )
    .slice(0, FAVOURITES_MAX)
    .map((s) => ({
      key: `activity:${s.templateId}`,
      at: s.lastAt,
      item: {
        kind: 'activity' as const,
        templateId: s.templateId,
        finished: s.finished,
        firstTryRate: Math.round(s.firstTryRate * 100) / 100,
      },
    }));
}

// The life-story book: a chapter per decade that has photos (a photo's year gives its decade when
// the family gave only the year), oldest first, photos by year within it; then the box's songs.
// Hidden photos and songs stay out.
export function lifeStoryBook(
  box: Pick<StoredBox, 'photos' | 'people' | 'places' | 'songs'>,
  isHidden: (key: string) => boolean,
  photoUrl: (photoId: string) => string,
): LifeStoryBook {
  // A person switched off is named nowhere in the book either.
  const people = new Map(box.people.filter((p) => !isHidden(`person:${p.id}`)).map((p) => [p.id, p.name]));
  const places = new Map(box.places.map((p) => [p.id, p.name]));
  const byDecade = new Map<number, LifeStoryBook['chapters'][number]['photos']>();
  for (const photo of box.photos) {
    const decade = photo.decade ?? (photo.year !== null ? Math.floor(photo.year / 10) * 10 : null);
    if (decade === null || isHidden(`photo:${photo.id}`)) continue;
    byDecade.set(decade, [
      ...(byDecade.get(decade) ?? []),
      {
        key: `photo:${photo.id}`,
        url: photoUrl(photo.id),
        year: photo.year,
        story: photo.story,
        people: photo.personIds.flatMap((id) => (people.has(id) ? [people.get(id)!] : [])),
        place: photo.placeId ? (places.get(photo.placeId) ?? null) : null,
      },
    ]);
  }
  return {
    chapters: [...byDecade]
      .sort(([a], [b]) => a - b)
      .map(([decade, photos]) => ({
        decade,
        photos: [...photos].sort((a, b) => (a.year ?? decade) - (b.year ?? decade)),
      })),
    songs: box.songs.filter((s) => !isHidden(`song:${s.id}`)).map((s) => ({ title: s.title, artist: s.artist })),
  };
}

export type PageNote = { id: string; section: AboutMeSection; text: string; addedBy: string; createdAt: Date };
export type TalkedStarter = { id: string; text: string; note: string | null; talkedBy: string; talkedAt: Date };

export type PageInput = {
  senior: { id: string; firstName: string; lastName: string; timeZone: string };
  box: StoredBox;
  notes: PageNote[];
  hidden: Set<string>;
  completedAt: Date[];
  templates: TemplateStat[];
  // How often each song was played at an activity's end, by normalised title.
  songPlays: Map<string, number>;
  talked: TalkedStarter[];
  mastery: MasteryRow[];
  // First names of the team's members, by user id.
  names: Map<string, string>;
  // Who reads: a member (their id and role), or null for a reader of a shared link.
  viewer: { actorId: string; role: TeamRole } | null;
  photoUrl: (photoId: string) => string;
  now: Date;
};

type Draft = {
  key: string;
  item: AboutMeEntry['item'];
  source?: AboutMeSource;
  at: Date | null;
  noteId?: string;
  by?: string;
  // A recognition entry of a person the family switched off: kept back with them.
  hiddenWithPerson?: boolean;
};

// The page: every section in order, each entry with who added it and whether it is switched off. For a
// reader of a link, switched-off sections and entries are left out altogether.
export function aboutMePage(input: PageInput): AboutMe {
  const { box, viewer } = input;
  const family = (userId: string | null): AboutMeSource => ({
    kind: 'family',
    name: userId ? (input.names.get(userId) ?? null) : null,
  });
  const play: AboutMeSource = { kind: 'play' };
  const photoOf = new Map<string, string>();
  for (const photo of box.photos)
    for (const personId of photo.personIds)
      if (!photoOf.has(personId) && !input.hidden.has(`photo:${photo.id}`)) photoOf.set(personId, photo.id);

  const hiddenNames = new Set(
    box.people.filter((p) => input.hidden.has(`person:${p.id}`)).map((p) => normalisedName(p.name)),
  );

  const notes = (section: AboutMeSection): Draft[] =>
    input.notes
      .filter((n) => n.section === section)
      .map((n) => ({
        key: `note:${n.id}`,
        item: { kind: 'note', text: n.text },
        at: n.createdAt,
        noteId: n.id,
        by: n.addedBy,
      }));

  const drafts: Record<AboutMeSection, Draft[]> = {
    name: notes('name'),
    people: box.people.map((p) => ({
      key: `person:${p.id}`,
      item: {
        kind: 'person',
        name: p.name,
        relation: p.relation,
        photoUrl: photoOf.has(p.id) ? input.photoUrl(photoOf.get(p.id)!) : null,
      },
      at: null,
      by: p.addedBy,
    })),
    places: [
      ...box.places.map((p): Draft => ({
        key: `place:${p.id}`,
        item: { kind: 'place', name: p.name },
        at: null,
        by: p.addedBy,
      })),
      ...notes('places'),
    ],
    routine: [
      { key: 'best-time', item: bestTimeOf(input.completedAt, input.senior.timeZone), source: play, at: null },
      ...notes('routine'),
    ],
    enjoys: [
      ...box.songs.map((s): Draft => ({
        key: `song:${s.id}`,
        item: {
          kind: 'song',
          title: s.title,
          artist: s.artist,
          timesPlayed: input.songPlays.get(normalisedName(s.title)) ?? 0,
        },
        at: null,
        by: s.addedBy,
      })),
      ...favouriteActivities(input.templates).map((a) => ({ ...a, source: play })),
      ...notes('enjoys'),
    ],
    calms: notes('calms'),
    avoid: notes('avoid'),
    talk: [
      ...input.talked.map((t): Draft => ({
        key: `starter:${t.id}`,
        item: { kind: 'starter', text: t.text, note: t.note },
        at: t.talkedAt,
        by: t.talkedBy,
      })),
      ...notes('talk'),
    ],
    // Whom they recognise, of people not switched off (a person kept back is not named here either).
    recognition: recognitionOf(input.mastery).map((r) => ({
      ...r,
      source: play,
      hiddenWithPerson: r.item.what === 'person' && hiddenNames.has(normalisedName(r.item.name)),
    })),
  };

  const sections = ABOUT_ME_SECTIONS.map((id) => {
    const sectionHidden = input.hidden.has(`section:${id}`);
    const entries: AboutMeEntry[] = drafts[id].map((d) => ({
      key: d.key,
      item: d.item,
      source: d.source ?? family(d.by ?? null),
      at: d.at ? d.at.toISOString() : null,
      hidden: input.hidden.has(d.key) || Boolean(d.hiddenWithPerson),
      canRemove: Boolean(d.noteId && viewer && (viewer.role === 'OWNER' || d.by === viewer.actorId)),
      noteId: d.noteId ?? null,
    }));
    return { id, hidden: sectionHidden, entries };
  });

  const shared = viewer === null;
  return {
    seniorId: input.senior.id,
    firstName: input.senior.firstName,
    lastName: input.senior.lastName,
    sections: shared
      ? sections
          .filter((s) => !s.hidden)
          .map((s) => ({
            ...s,
            // A reader's entries carry no ids of the family's rows: their keys only tell them apart.
            entries: s.entries
              .filter((e) => !e.hidden)
              .map((e, i) => ({ ...e, key: `${s.id}-${i + 1}`, noteId: null })),
          }))
      : sections,
    // The book, like a section, reaches a reader of a link once a Co-Caregiver ticks it.
    book:
      shared && input.hidden.has('section:book')
        ? { chapters: [], songs: [] }
        : lifeStoryBook(box, (key) => input.hidden.has(key), input.photoUrl),
    bookHidden: input.hidden.has('section:book'),
    canManage: viewer?.role === 'OWNER',
    generatedAt: input.now.toISOString(),
  };
}
