import { randomBytes, randomUUID } from 'node:crypto';
import { normalisedName } from '../mastery/mastery';

// The one way tests write games data straight into the database, as play and the projector would
// leave it: the games service's own integration specs (a schema of their own, through a DataSource)
// and the e2e tests (a running system's `games` schema, through a pg client) alike. Scenarios build
// rows in memory (activities, play links, play events, results, mastery); `writeGames` is the only
// place that knows the tables' columns, and writes each kind of row in one statement whatever the
// count. (The bench's tools/bench/growth-seed.mjs is plain JavaScript run by node and keeps its own
// set-based SQL.)

// Where to write: anything with a `query(sql, params)` (a TypeORM DataSource whose search_path leads
// to the games schema, or a client of a running system's database with `gamesSchema: 'games'`).
export type GamesDb = {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  gamesSchema?: string;
};

// A moment: a Date, or an ISO string when microseconds matter.
export type Moment = Date | string;

export type ActivityStatus = 'DRAFT' | 'SENT' | 'ACTIVE' | 'CLOSED';

export type ActivityRow = {
  id: string;
  seniorId: string | null;
  careTeamId: string;
  templateId: string;
  createdBy: string;
  status: ActivityStatus;
  config: unknown;
  sentAt: Moment | null;
  createdAt: Moment;
  startedAt: Moment | null;
};

export type LinkRow = {
  id: string;
  gameInstanceId: string;
  tokenHash: string;
  expiresAt: Moment;
  firstOpenedAt: Moment | null;
  createdBy: string;
  createdAt: Moment;
};

// One event of an activity's play stream: written to the event store and, under the same id, to the
// projector's game_events (so a projector that reads the stream finds it recorded and does nothing).
export type PlayEventRow = {
  gameInstanceId: string;
  revision: number;
  eventId: string;
  type: 'START' | 'STEP' | 'COMPLETE' | 'ABANDON';
  data: Record<string, unknown>;
  at: Moment;
};

export type ResultRow = {
  gameInstanceId: string;
  summary: { totalSteps: number; correctAnswers: number; totalTime: number; engagement: string };
  // The answers; none ([]) unless given.
  raw?: unknown[];
  accuracy: number;
  completedAt: Moment;
  firstTry?: Record<string, number> | null;
};

export type MasteryRow = {
  seniorId: string;
  careTeamId: string;
  itemKey: string;
  kind: 'person' | 'word' | 'thing';
  label: string;
  state: 'learning' | 'known' | 'slipping';
  streak: number;
  timesPlayed: number;
  lastPlayedAt: Moment;
};

export type GamesRows = {
  activities?: ActivityRow[];
  links?: LinkRow[];
  events?: PlayEventRow[];
  results?: ResultRow[];
  mastery?: MasteryRow[];
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const ago = (ms: number, now = Date.now()) => new Date(now - ms);
const table = (db: GamesDb, name: string) => (db.gamesSchema ? `"${db.gamesSchema}".${name}` : name);

// Writes the rows, one statement per kind: activities, links, the projector's events, results,
// mastery, and the play streams last (a projector that sees them then finds everything recorded).
export async function writeGames(db: GamesDb, rows: GamesRows): Promise<void> {
  const write = async (items: unknown[] | undefined, sql: string) => {
    if (items?.length) await db.query(sql, [JSON.stringify(items)]);
  };
  await write(
    rows.activities,
    `INSERT INTO ${table(db, 'game_instances')} (id, senior_id, care_team_id, template_id, created_by, status, config_json,
                                                sent_at, created_at, started_at)
     SELECT id, "seniorId", "careTeamId", "templateId", "createdBy", status, config, "sentAt", "createdAt", "startedAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, "seniorId" uuid, "careTeamId" uuid, "templateId" text,
            "createdBy" uuid, status text, config jsonb, "sentAt" timestamptz, "createdAt" timestamptz,
            "startedAt" timestamptz)`,
  );
  await write(
    rows.links,
    `INSERT INTO ${table(db, 'magic_links')} (id, game_instance_id, token_hash, expires_at, first_opened_at, created_by,
                                             created_at)
     SELECT id, "gameInstanceId", "tokenHash", "expiresAt", "firstOpenedAt", "createdBy", "createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, "gameInstanceId" uuid, "tokenHash" text,
            "expiresAt" timestamptz, "firstOpenedAt" timestamptz, "createdBy" uuid, "createdAt" timestamptz)`,
  );
  await write(
    rows.events,
    `INSERT INTO ${table(db, 'game_events')} (id, game_instance_id, type, payload_json, created_at)
     SELECT "eventId", "gameInstanceId", type, data, at
       FROM jsonb_to_recordset($1::jsonb) AS x("eventId" uuid, "gameInstanceId" uuid, type text, data jsonb,
            at timestamptz)`,
  );
  await write(
    rows.results,
    `INSERT INTO ${table(db, 'results')} (game_instance_id, summary_json, raw_json, computed_scores_json, completed_at,
                                         first_try_json)
     SELECT "gameInstanceId", summary, coalesce(raw, '[]'), jsonb_build_object('accuracy', accuracy), "completedAt",
            "firstTry"
       FROM jsonb_to_recordset($1::jsonb) AS x("gameInstanceId" uuid, summary jsonb, raw jsonb, accuracy float8,
            "completedAt" timestamptz, "firstTry" jsonb)`,
  );
  await write(
    rows.mastery,
    `INSERT INTO ${table(db, 'item_mastery')} (senior_id, care_team_id, item_key, kind, label, state, streak,
                                              times_played, last_played_at)
     SELECT "seniorId", "careTeamId", "itemKey", kind, label, state, streak, "timesPlayed", "lastPlayedAt"
       FROM jsonb_to_recordset($1::jsonb) AS x("seniorId" uuid, "careTeamId" uuid, "itemKey" text, kind text,
            label text, state text, streak int, "timesPlayed" int, "lastPlayedAt" timestamptz)`,
  );
  await write(
    rows.events,
    `INSERT INTO ${table(db, 'events')} (stream_id, revision, event_id, type, data, created_at)
     SELECT 'game-' || "gameInstanceId", revision, "eventId", type, data, at
       FROM jsonb_to_recordset($1::jsonb) AS x("gameInstanceId" uuid, revision bigint, "eventId" text, type text,
            data jsonb, at timestamptz)`,
  );
}

// One activity, with the defaults a test rarely cares about: a draft photo match made just now.
export const activityRow = (
  a: Pick<ActivityRow, 'careTeamId' | 'createdBy'> & Partial<ActivityRow>,
  now = Date.now(),
): ActivityRow => ({
  id: randomUUID(),
  seniorId: null,
  templateId: 'grandkid-match',
  status: 'DRAFT',
  config: { title: 'Family Photo Match' },
  sentAt: null,
  createdAt: new Date(now),
  startedAt: null,
  ...a,
});

// A result of `correctAnswers` of `totalSteps` right, taking `totalTime` ms.
export const resultRow = (
  gameInstanceId: string,
  r: { totalSteps: number; correctAnswers: number; totalTime: number; accuracy: number; completedAt: Moment },
): ResultRow => ({
  gameInstanceId,
  summary: { totalSteps: r.totalSteps, correctAnswers: r.correctAnswers, totalTime: r.totalTime, engagement: 'high' },
  accuracy: r.accuracy,
  completedAt: r.completedAt,
});

export type SeededActivities = {
  // 'many': every activity for a loved one of its own (other families filling the table).
  seniorId: string | null | 'many';
  careTeamId: string;
  count: number;
  status: ActivityStatus;
  templateId?: string;
  // The config of every activity; {n} in it becomes the activity's number (1..count).
  config?: unknown;
  // ACTIVE and CLOSED activities started this long before now, plus a minute per activity.
  startedAgoMs?: number;
};

// Bulk activities for tests that need a table at size: created a minute apart, oldest first, the last
// one now; sent now unless drafts. The table is analyzed so the planner knows its size. Returns their
// ids, oldest first.
export async function seedActivities(db: GamesDb, seed: SeededActivities): Promise<string[]> {
  const now = Date.now();
  const config = JSON.stringify(seed.config ?? { title: 'Activity {n}', steps: [] });
  const started = seed.status === 'ACTIVE' || seed.status === 'CLOSED';
  const activities = Array.from({ length: seed.count }, (_, i) => {
    const n = i + 1;
    const older = (seed.count - n) * MINUTE_MS;
    return activityRow(
      {
        seniorId: seed.seniorId === 'many' ? randomUUID() : seed.seniorId,
        careTeamId: seed.careTeamId,
        createdBy: seed.careTeamId,
        templateId: seed.templateId ?? 'grandkid-match',
        status: seed.status,
        config: JSON.parse(config.replaceAll('{n}', String(n))),
        createdAt: ago(older, now),
        startedAt: started ? ago((seed.startedAgoMs ?? 60_000) + older, now) : null,
        sentAt: seed.status !== 'DRAFT' ? new Date(now) : null,
      },
      now,
    );
  });
  await writeGames(db, { activities });
  await db.query(`ANALYZE ${table(db, 'game_instances')}`);
  return activities.map((a) => a.id);
}

export type SeedActivity = {
  careTeamId: string;
  seniorId: string | null;
  createdBy: string;
  templateId?: string;
  title?: string;
  sentDaysAgo?: number | null;
  // Completed this many days ago with this accuracy and duration; omit for an activity not played.
  completedDaysAgo?: number;
  accuracy?: number;
  minutes?: number;
  totalSteps?: number;
};

// One activity: a draft, sent `sentDaysAgo` days ago, or completed `completedDaysAgo` days ago with
// its result (made a minute before it was sent). Returns its id.
export async function seedActivity(db: GamesDb, a: SeedActivity): Promise<string> {
  const now = Date.now();
  const completed = a.completedDaysAgo !== undefined;
  const activity = activityRow(
    {
      seniorId: a.seniorId,
      careTeamId: a.careTeamId,
      createdBy: a.createdBy,
      templateId: a.templateId ?? 'grandkid-match',
      status: completed ? 'CLOSED' : a.sentDaysAgo != null ? 'SENT' : 'DRAFT',
      config: { title: a.title ?? 'Family Photo Match' },
      sentAt: a.sentDaysAgo != null ? ago(a.sentDaysAgo * DAY_MS, now) : null,
      createdAt: ago((a.sentDaysAgo ?? 0) * DAY_MS + MINUTE_MS, now),
    },
    now,
  );
  const steps = a.totalSteps ?? 4;
  const accuracy = a.accuracy ?? 0.75;
  const results = completed
    ? [
        resultRow(activity.id, {
          totalSteps: steps,
          correctAnswers: Math.round(accuracy * steps),
          totalTime: (a.minutes ?? 10) * MINUTE_MS,
          accuracy,
          completedAt: ago(a.completedDaysAgo! * DAY_MS, now),
        }),
      ]
    : [];
  await writeGames(db, { activities: [activity], results });
  return activity.id;
}

export type PlayedSession = {
  at: number;
  steps: { step: number; answer: unknown }[];
  totalSteps: number;
  correctAnswers?: number;
  totalTime: number;
};

// A finished session written into the event store as the play endpoints would have written it at
// `at` (the store's own append function, so a running projector projects it): START, a STEP every
// 10 s (the answers by step), COMPLETE at `at + totalTime` with `correctAnswers` of `totalSteps` right.
export async function seedPlayedSession(db: GamesDb, gameInstanceId: string, session: PlayedSession): Promise<void> {
  const { at, steps, totalSteps, correctAnswers = 0, totalTime } = session;
  const events = [
    { type: 'START', data: { gameInstanceId, linkId: null, at } },
    ...steps.map(({ step, answer }, i) => ({
      type: 'STEP',
      data: { gameInstanceId, step, answer, at: at + (i + 1) * 10_000 },
    })),
    {
      type: 'COMPLETE',
      data: {
        gameInstanceId,
        summary: { totalSteps, correctAnswers, totalTime, engagement: 'high' },
        accuracy: correctAnswers / totalSteps,
        at: at + totalTime,
      },
    },
  ].map((e) => ({ id: randomUUID(), ...e }));
  const [appended] = (await db.query(`SELECT r_status FROM ${table(db, 'events_append')}($1, 'no_stream', $2::jsonb)`, [
    `game-${gameInstanceId}`,
    JSON.stringify(events),
  ])) as { r_status: string }[];
  if (appended?.r_status !== 'ok') throw new Error(`the session was not appended: ${appended?.r_status}`);
}

// A moment `micros` microseconds (0-999) after the millisecond `ms`.
const withMicros = (ms: number, micros: number) =>
  `${new Date(ms).toISOString().slice(0, -1)}${String(micros).padStart(3, '0')}Z`;

// Many completed activities for one loved one (long histories), made 400 days ago: the
// i-th (0-based) has accuracy (i % 7) / 6 of six steps and takes (i % 13) + 1 minutes. Completion
// moments step back an hour for every three from the current second; of each three, two share the
// same moment exactly and the third is one microsecond later, so paging must break ties by id and keep
// the microseconds.
export async function seedResults(
  db: GamesDb,
  a: { careTeamId: string; seniorId: string; createdBy: string; count: number },
): Promise<void> {
  const now = Date.now();
  const second = Math.floor(now / 1000) * 1000;
  const activities = Array.from({ length: a.count }, (_, i) =>
    activityRow(
      {
        seniorId: a.seniorId,
        careTeamId: a.careTeamId,
        createdBy: a.createdBy,
        status: 'CLOSED',
        config: { title: `Match ${i}` },
        sentAt: ago(400 * DAY_MS, now),
        createdAt: ago(400 * DAY_MS, now),
      },
      now,
    ),
  );
  const results = activities.map((activity, i) =>
    resultRow(activity.id, {
      totalSteps: 6,
      correctAnswers: i % 7,
      totalTime: ((i % 13) + 1) * MINUTE_MS,
      accuracy: (i % 7) / 6,
      completedAt: withMicros(second - Math.floor(i / 3) * 3_600_000, i % 3 === 2 ? 1 : 0),
    }),
  );
  await writeGames(db, { activities, results });
}

export type HistoryOptions = {
  careTeamId: string;
  seniorId: string;
  // The caregiver who made the activities.
  createdBy: string;
  count: number;
  steps?: number;
};

const PEOPLE = ['Emma', 'Liam', 'Noah', 'Mia', 'Ava', 'Leo'];

// A loved one's long history as play leaves it: `count` completed activities (Family Photo Match,
// `steps` steps each, one play link), each with its play stream (START, one STEP per step, COMPLETE:
// the version-2 payloads the decider writes) and the projector's rows for it, its result, and the
// loved one's item_mastery rows for the people the activities ask about. Activities are a day apart,
// the last one yesterday; about one answer in four needed help. Returns the activities' ids, oldest
// first.
export function historyRows(options: HistoryOptions, now = Date.now()): Required<GamesRows> {
  const { careTeamId, seniorId, createdBy } = options;
  const steps = options.steps ?? 4;
  const start = now - (options.count + 1) * DAY_MS;
  const rows: Required<GamesRows> = { activities: [], links: [], events: [], results: [], mastery: [] };
  for (let n = 0; n < options.count; n++) {
    const id = randomUUID();
    const linkId = randomUUID();
    const at = start + n * DAY_MS;
    const sentAt = new Date(at - 3_600_000);
    rows.activities.push(
      activityRow({
        id,
        seniorId,
        careTeamId,
        createdBy,
        status: 'CLOSED',
        config: {
          title: `Family Photo Match ${n + 1}`,
          steps: Array.from({ length: steps }, (_, s) => ({
            id: `s${s}`,
            question: 'Who is this?',
            options: [PEOPLE[s % PEOPLE.length], PEOPLE[(s + 1) % PEOPLE.length]],
            correctAnswer: PEOPLE[s % PEOPLE.length],
          })),
        },
        sentAt,
        createdAt: new Date(at - 7_200_000),
      }),
    );
    rows.links.push({
      id: linkId,
      gameInstanceId: id,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(sentAt.getTime() + 7 * DAY_MS),
      firstOpenedAt: new Date(sentAt.getTime() + 3_600_000),
      createdBy,
      createdAt: sentAt,
    });
    const helped = (s: number) => (n + s) % 4 === 0;
    const stream: { type: PlayEventRow['type']; data: Record<string, unknown>; at: number }[] = [
      { type: 'START', at, data: { gameInstanceId: id, linkId, at, clientAt: at } },
      ...Array.from({ length: steps }, (_, s) => {
        const answeredAt = at + (s + 1) * 20_000;
        return {
          type: 'STEP' as const,
          at: answeredAt,
          data: {
            gameInstanceId: id,
            step: s,
            answer: PEOPLE[s % PEOPLE.length],
            at: answeredAt,
            clientAt: answeredAt,
            v: 2,
            attempts: helped(s) ? [PEOPLE[(s + 1) % PEOPLE.length]] : [],
            cueLevel: helped(s) ? 1 : 0,
            firstTry: !helped(s),
            latencyMs: 4_000,
          },
        };
      }),
    ];
    const helpedAnswers = stream.filter((e) => e.data.firstTry === false).length;
    const firstTry = {
      firstTryAnswers: steps - helpedAnswers,
      helpedAnswers,
      totalSteps: steps,
      firstTryAccuracy: (steps - helpedAnswers) / steps,
      meanCueLevel: helpedAnswers / steps,
    };
    const doneAt = at + (steps + 1) * 20_000;
    const summary = { totalSteps: steps, correctAnswers: steps, totalTime: doneAt - at, engagement: 'high' };
    stream.push({
      type: 'COMPLETE',
      at: doneAt,
      data: { gameInstanceId: id, summary, accuracy: 1, at: doneAt, v: 2, firstTry },
    });
    stream.forEach((e, revision) =>
      rows.events.push({
        gameInstanceId: id,
        revision,
        eventId: randomUUID(),
        type: e.type,
        data: e.data,
        at: new Date(e.at),
      }),
    );
    rows.results.push({
      gameInstanceId: id,
      summary,
      raw: stream
        .filter((e) => e.type === 'STEP')
        .map((e) => ({ step: e.data.step, answer: e.data.answer, timestamp: e.at })),
      accuracy: 1,
      completedAt: new Date(doneAt),
      firstTry,
    });
  }
  // One row per person asked about, as the mastery projection keys them (mastery.ts).
  const people = [...new Set(Array.from({ length: steps }, (_, s) => PEOPLE[s % PEOPLE.length]!))];
  rows.mastery = people.map((label) => ({
    seniorId,
    careTeamId,
    itemKey: `person:${label.toLowerCase()}|`,
    kind: 'person',
    label,
    state: 'known',
    streak: 3,
    timesPlayed: options.count,
    lastPlayedAt: new Date(now - DAY_MS),
  }));
  return rows;
}

// historyRows, written. Returns the activities' ids, oldest first.
export async function seedHistory(db: GamesDb, options: HistoryOptions): Promise<string[]> {
  const rows = historyRows(options);
  await writeGames(db, rows);
  return rows.activities.map((a) => a.id);
}

export type MemoryBoxSeed = {
  seniorId: string;
  careTeamId: string;
  addedBy: string;
  // Each person has a photo of them alone; each place a photo there (with its story).
  people: { name: string; relation?: string }[];
  places: { name: string; story?: string }[];
  // This many more photos, each of two of the people by turns, at the places by turns.
  groupPhotos?: number;
  recipes?: { name: string; steps: string[] }[];
  shoppingList?: string[];
  // clip: the family recorded it (a voice clip of the team is made for it).
  songs?: { title: string; clip?: boolean }[];
};

export type SeededMemoryBox = {
  people: { id: string; name: string }[];
  places: { id: string; name: string }[];
  recipes: { id: string; name: string }[];
  songs: { id: string; title: string; clipId: string | null }[];
  photoIds: string[];
};

// A loved one's memory box as the family's uploads and naming leave it: people and places
// (keyed by their normalised name, as the box keys them), photos (each a row of `photos` too: a tiny
// placeholder JPEG), who is in them, recipes, the shopping list and songs, one statement per table.
// Rows are created a millisecond apart in the given order, as if added one by one.
export async function seedMemoryBox(db: GamesDb, seed: MemoryBoxSeed): Promise<SeededMemoryBox> {
  const { seniorId, careTeamId, addedBy } = seed;
  const start = Date.now();
  let n = 0;
  const row = <T extends object>(fields: T) => ({
    id: randomUUID(),
    seniorId,
    careTeamId,
    addedBy,
    createdAt: new Date(start + n++),
    ...fields,
  });
  const key = normalisedName;
  const people = seed.people.map((p) => row({ name: p.name, nameKey: key(p.name), relation: p.relation ?? null }));
  const places = seed.places.map((p) => row({ name: p.name, nameKey: key(p.name) }));
  const photos = [
    ...people.map((p) => row({ personIds: [p.id], placeId: null as string | null, story: null as string | null })),
    ...places.map((p, i) => row({ personIds: [] as string[], placeId: p.id, story: seed.places[i]!.story ?? null })),
    ...Array.from({ length: seed.groupPhotos ?? 0 }, (_, i) =>
      row({
        personIds: [people[i % people.length]!.id, people[(i + 1) % people.length]!.id],
        placeId: places.length ? places[i % places.length]!.id : null,
        story: null,
      }),
    ),
  ].map((p) => ({ ...p, contentHash: p.id }));
  const recipes = (seed.recipes ?? []).map((r) =>
    row({ name: r.name, nameKey: key(r.name), ingredients: [], steps: r.steps }),
  );
  const songs = (seed.songs ?? []).map((s) => row({ title: s.title, clipId: s.clip ? randomUUID() : null }));
  const who = `"seniorId" uuid, "careTeamId" uuid, "addedBy" uuid, "createdAt" timestamptz`;
  const write = async (items: unknown[], sql: string) => {
    if (items.length) await db.query(sql, [JSON.stringify(items)]);
  };
  await write(
    people,
    `INSERT INTO ${table(db, 'box_people')} (id, senior_id, care_team_id, name, name_key, relation, added_by, created_at)
     SELECT id, "seniorId", "careTeamId", name, "nameKey", relation, "addedBy", "createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, name text, "nameKey" text, relation text, ${who})`,
  );
  await write(
    places,
    `INSERT INTO ${table(db, 'box_places')} (id, senior_id, care_team_id, name, name_key, added_by, created_at)
     SELECT id, "seniorId", "careTeamId", name, "nameKey", "addedBy", "createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, name text, "nameKey" text, ${who})`,
  );
  await write(
    photos,
    `INSERT INTO ${table(db, 'photos')} (id, care_team_id, jpeg, width, height, created_by, created_at)
     SELECT id, "careTeamId", decode('ffd8ffd9', 'hex'), 4, 3, "addedBy", "createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, ${who})`,
  );
  await write(
    photos,
    `INSERT INTO ${table(db, 'box_photos')} (photo_id, senior_id, care_team_id, content_hash, story, place_id, added_by,
                                            created_at)
     SELECT id, "seniorId", "careTeamId", "contentHash", story, "placeId", "addedBy", "createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, "contentHash" text, story text, "placeId" uuid, ${who})`,
  );
  await write(
    photos.flatMap((p) => p.personIds.map((personId, position) => ({ photoId: p.id, personId, position }))),
    `INSERT INTO ${table(db, 'box_photo_people')} (photo_id, person_id, position)
     SELECT "photoId", "personId", position
       FROM jsonb_to_recordset($1::jsonb) AS x("photoId" uuid, "personId" uuid, position int)`,
  );
  await write(
    recipes,
    `INSERT INTO ${table(db, 'box_recipes')} (id, senior_id, care_team_id, name, name_key, ingredients, steps, added_by,
                                             created_at)
     SELECT id, "seniorId", "careTeamId", name, "nameKey", ingredients, steps, "addedBy", "createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, name text, "nameKey" text, ingredients jsonb, steps jsonb,
            ${who})`,
  );
  await write(
    seed.shoppingList ? [row({ items: seed.shoppingList })] : [],
    `INSERT INTO ${table(db, 'box_shopping_lists')} (senior_id, id, care_team_id, items, added_by)
     SELECT "seniorId", id, "careTeamId", items, "addedBy"
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, items jsonb, ${who})`,
  );
  await write(
    songs.filter((s) => s.clipId),
    `INSERT INTO ${table(db, 'voice_clips')} (id, care_team_id, mp3, duration_ms, created_by, created_at)
     SELECT "clipId", "careTeamId", decode('00', 'hex'), 30000, "addedBy", "createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS x("clipId" uuid, ${who})`,
  );
  await write(
    songs,
    `INSERT INTO ${table(db, 'box_songs')} (id, senior_id, care_team_id, title, clip_id, added_by, created_at)
     SELECT id, "seniorId", "careTeamId", title, "clipId", "addedBy", "createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, title text, "clipId" uuid, ${who})`,
  );
  const named = (rows: { id: string; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));
  return {
    people: named(people),
    places: named(places),
    recipes: named(recipes),
    songs: songs.map(({ id, title, clipId }) => ({ id, title, clipId })),
    photoIds: photos.map((p) => p.id),
  };
}
