import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Client } from 'pg';
import { z } from 'zod';
import {
  MAX_JSON_BODY_BYTES,
  aboutMeNoteRequestSchema,
  addResidentRequestSchema,
  controlRequestSchema,
  createHomeRequestSchema,
  groupSessionRequestSchema,
  recordTapsSchema,
  familyInvitationRequestSchema,
  inviteStaffRequestSchema,
  recordConsentRequestSchema,
  updateResidentRequestSchema,
  aboutMeVisibilityRequestSchema,
  boxRecipeRequestSchema,
  boxShoppingListRequestSchema,
  boxSongRequestSchema,
  boxTopicRequestSchema,
  makeBoxActivityRequestSchema,
  checkInRequestSchema,
  createGameRequestSchema,
  createGoalRequestSchema,
  createSeniorRequestSchema,
  createShareRequestSchema,
  customInsightRequestSchema,
  devSignInRequestSchema,
  earlyAccessRequestSchema,
  goalVoiceRequestSchema,
  invitationTokenSchema,
  inviteBodySchema,
  notificationSettingsSchema,
  openShareRequestSchema,
  playCompleteRequestSchema,
  pinDifficultyRequestSchema,
  playEventRequestSchema,
  rateGoalRequestSchema,
  runWeeklyLettersRequestSchema,
  shiftClockRequestSchema,
  setLanguageRequestSchema,
  talkedRequestSchema,
  trendRequestSchema,
  updateBoxPersonRequestSchema,
  updateBoxPhotoRequestSchema,
  updateBoxPlaceRequestSchema,
  updateBoxRecipeRequestSchema,
  updateSeniorRequestSchema,
  weeklyLetterSettingSchema,
} from '@carewith/contracts';
import { ApiClient } from '../../support/api';
import { gatewayRoutes } from '../../support/routes';
import {
  addAboutMeNote,
  addActivity,
  addDescribedBoxPhoto,
  addVoiceClip,
  anActivity,
  aGoalRequest,
  playLinkWithId,
  setGoal,
  shareAboutMe,
  shareSections,
  useSystem,
} from '../../support/fixtures';
import { addResident, aResident, createHome, hireStaff } from '../../support/homes';
import { comparedRows } from './db-snapshot';
import { factsSettled } from '../../support/systems';

// Property-based fuzz of every gateway route: malformed, oversized, wrong-typed and unicode-edge
// bodies, paths and query strings. Every answer must be a 4xx with a message (never a 5xx), and a
// batch of refused requests must write nothing (rows, events, jobs, photos).
jest.setTimeout(300_000);

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 80);
const CONCURRENCY = 6;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

// Browser redirects: only a few malformed query strings, and only "no 5xx" is asserted.
const REDIRECTS = new Set(['GET /api/login', 'GET /api/callback/:provider', 'GET /api/logout']);

// Body schemas of the mutating routes, from the contracts (the gateway parses with the same ones).
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  'POST /api/early-access': earlyAccessRequestSchema,
  'POST /api/dev-login': devSignInRequestSchema,
  'POST /api/invite': inviteBodySchema,
  'POST /api/invitations/accept': invitationTokenSchema,
  'POST /api/seniors': createSeniorRequestSchema,
  'PATCH /api/seniors/:id': updateSeniorRequestSchema,
  'POST /api/check-ins': checkInRequestSchema,
  'POST /api/games': createGameRequestSchema,
  'POST /api/play/:token/event': playEventRequestSchema,
  'POST /api/play/:token/complete': playCompleteRequestSchema,
  'POST /api/ai/trend': trendRequestSchema,
  'POST /api/ai/custom': customInsightRequestSchema,
  'PUT /api/care-teams/:id/notifications': notificationSettingsSchema,
  'PUT /api/seniors/:id/difficulty/:templateId': pinDifficultyRequestSchema,
  'PUT /api/conversation-starters/:id/talked': talkedRequestSchema,
  'PUT /api/care-teams/:id/notifications/weekly-letter': weeklyLetterSettingSchema,
  'POST /api/dev/weekly-letters': runWeeklyLettersRequestSchema,
  'POST /api/dev/clock': shiftClockRequestSchema,
  'PUT /api/account/language': setLanguageRequestSchema,
  // The memory box.
  'PATCH /api/seniors/:id/memory-box/photos/:photoId': updateBoxPhotoRequestSchema,
  'PATCH /api/seniors/:id/memory-box/people/:personId': updateBoxPersonRequestSchema,
  'PATCH /api/seniors/:id/memory-box/places/:placeId': updateBoxPlaceRequestSchema,
  'POST /api/seniors/:id/memory-box/recipes': boxRecipeRequestSchema,
  'PATCH /api/seniors/:id/memory-box/recipes/:recipeId': updateBoxRecipeRequestSchema,
  'PUT /api/seniors/:id/memory-box/shopping-list': boxShoppingListRequestSchema,
  'POST /api/seniors/:id/memory-box/songs': boxSongRequestSchema,
  'POST /api/seniors/:id/memory-box/topics': boxTopicRequestSchema,
  'POST /api/seniors/:id/memory-box/activities': makeBoxActivityRequestSchema,
  // "Who I am" (About me): the family's lines and switches, shares, and the shared page's open.
  'POST /api/seniors/:id/about-me/notes': aboutMeNoteRequestSchema,
  'PUT /api/seniors/:id/about-me/visibility': aboutMeVisibilityRequestSchema,
  'POST /api/seniors/:id/about-me/shares': createShareRequestSchema,
  'POST /api/shared/about-me/:token': openShareRequestSchema,
  // Everyday goals: a new goal, a rating, a voice cue (stopping one takes no body).
  'POST /api/seniors/:id/goals': createGoalRequestSchema,
  'POST /api/seniors/:id/goals/:goalId/ratings': rateGoalRequestSchema,
  'PUT /api/seniors/:id/goals/:goalId/voice': goalVoiceRequestSchema,
  // Care homes: a home, a staff invitation, a resident, a change of room or target, consent, a family
  // invitation.
  'POST /api/homes': createHomeRequestSchema,
  'POST /api/homes/:homeId/staff-invitations': inviteStaffRequestSchema,
  'POST /api/homes/:homeId/residents': addResidentRequestSchema,
  'PATCH /api/homes/:homeId/residents/:residentId': updateResidentRequestSchema,
  'PUT /api/homes/:homeId/residents/:residentId/consent': recordConsentRequestSchema,
  'POST /api/homes/:homeId/residents/:residentId/family-invitation': familyInvitationRequestSchema,
  // Group sessions: the residents chosen, the remote's tap, one resident's taps (everyone present takes
  // no body).
  'POST /api/homes/:homeId/group-sessions/preview': groupSessionRequestSchema,
  'POST /api/homes/:homeId/group-sessions': groupSessionRequestSchema,
  'POST /api/group-sessions/:sessionId/control': controlRequestSchema,
  'PUT /api/group-sessions/:sessionId/records': recordTapsSchema,
};

// Bodies a route would take, with the set-up's real references (a photo of the box, a clip of the
// team): these are also sent with one field wrong or one key too many (the schemas are strict), so
// the checks behind a body's first field are reached too, not only its shape.
const VALID_BODIES: Record<string, (params: Record<string, string>) => Record<string, unknown>> = {
  'POST /api/seniors/:id/goals': (p) => ({
    ...aGoalRequest({ why: 'She sees Ana every morning', chosenByLovedOne: true }),
    photo: `photo:${p.boxPhotoId}`,
    voice: `voice:${p.teamClipId}`,
  }),
  'POST /api/seniors/:id/goals/:goalId/ratings': () => ({ rating: 7 }),
  'PUT /api/seniors/:id/goals/:goalId/voice': (p) => ({ voice: `voice:${p.teamClipId}` }),
  'PUT /api/homes/:homeId/residents/:residentId/consent': () => ({
    photos: true,
    songs: false,
    basis: 'best-interests',
    by: 'Dr Fuzz',
    consulted: 'Her daughter',
    date: '2026-11-20',
  }),
};

// Tables the app writes; sessions are left out (a request may touch its own session).
const TABLES = [
  'identity.early_access_signups',
  'identity.users',
  'care.care_teams',
  'care.care_team_members',
  'care.invitations',
  'care.seniors',
  'care.caregiver_check_ins',
  'games.game_instances',
  'games.magic_links',
  'games.photos',
  'games.voice_clips',
  'games.box_people',
  'games.box_places',
  'games.box_photos',
  'games.box_photo_people',
  'games.box_recipes',
  'games.box_shopping_lists',
  'games.box_songs',
  'games.box_topics',
  'games.events',
  'games.game_events',
  'games.results',
  'messaging.messages',
  'insights.ai_reports',
  'identity.user_identities',
  'care.audit_logs',
  'messaging.sms_opt_outs',
  'insights.conversation_starters',
  'insights.weekly_letters',
  'games.about_me_notes',
  'games.about_me_visibility',
  'games.about_me_shares',
  'games.about_me_share_opens',
  // Everyday goals' read model and stream index (their events are in games.events).
  'games.goals',
  'games.goal_streams',
  // Care homes.
  'care.care_homes',
  'care.home_staff',
  'care.home_invitations',
  'care.home_residents',
  'care.resident_consents',
  // Group sessions, activity records and games' copy of the homes' residents.
  'games.group_sessions',
  'games.activity_records',
  'games.home_residents',
  // Residents' portraits (their bytes are in games.photos).
  'games.resident_photos',
];

// ---------- generators ----------

// Upload routes: random bytes, and bytes that start like the real thing but are not.
type FileField = 'photo' | 'photos' | 'clip';
const PHOTO_LOOKALIKES = [
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
];
const FILE_ROUTES: Record<string, { field: FileField; lookalikes: Uint8Array[] }> = {
  'POST /api/photos': { field: 'photo', lookalikes: PHOTO_LOOKALIKES },
  // The memory box's photos, several to a request.
  'POST /api/seniors/:id/memory-box/photos': { field: 'photos', lookalikes: PHOTO_LOOKALIKES },
  // A care home resident's portrait.
  'PUT /api/homes/:homeId/residents/:residentId/photo': { field: 'photo', lookalikes: PHOTO_LOOKALIKES },
  'POST /api/voice-clips': {
    field: 'clip',
    lookalikes: [
      // One MP3 frame (two are the least a clip has), an ID3 tag with no audio, WebM and MP4 heads.
      new Uint8Array([0xff, 0xf3, 0x40, 0xc0, ...new Array<number>(100).fill(0)]),
      new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 2, 0, 0]),
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]),
      new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]),
    ],
  },
};

const KB = 1024;
const hugeString = (min: number, max: number) =>
  fc.integer({ min, max }).chain((n) => fc.constantFrom('a', 'é', '😀', '\u0000', '"').map((c) => c.repeat(n)));
const edgeString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800', // lone high surrogate
    '\uDFFF', // lone low surrogate
    '\u202E\u202Dabc', // bidi overrides
    '\u200B\u200C\u200D\uFEFF', // zero widths, BOM
    'e\u0301\u0301\u0301\u0301', // stacked combining marks
    '👨‍👩‍👧‍👦🏳️‍🌈',
    '𝕏'.repeat(100),
    '\r\n\t\v\f',
    '<script>alert(1)</script>',
    "'; DROP TABLE care.seniors; --",
    '{{7*7}}${7*7}',
    '__proto__',
    '../../etc/passwd',
  ),
  hugeString(1 * KB, 20 * KB),
);
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
  edgeString,
);

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s; i++) {
    if (s instanceof z.ZodObject) return s.shape as Record<string, z.ZodType>;
    const def = (s as { def?: { innerType?: unknown; in?: unknown; schema?: unknown } }).def;
    s = def?.innerType ?? def?.in ?? def?.schema;
  }
  return undefined;
}

type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; label: string; value: unknown }
  | { kind: 'raw'; label: string; text: string; contentType: string };

function bodyArb(schema?: z.ZodType, valid?: Record<string, unknown>): fc.Arbitrary<BodyCase> {
  const keys = schema ? Object.keys(objectShape(schema) ?? {}) : [];
  const knownKeys = keys.length ? keys : ['id', 'name', 'email', 'token', 'title'];
  const json = (label: string, arb: fc.Arbitrary<unknown>) =>
    arb.map((value): BodyCase => ({ kind: 'json', label, value }));
  const raw = (label: string, arb: fc.Arbitrary<string>, ct: fc.Arbitrary<string>) =>
    fc.tuple(arb, ct).map(([text, contentType]): BodyCase => ({ kind: 'raw', label, text, contentType }));
  return fc.oneof(
    json('anything', fc.anything({ maxDepth: 3 })),
    json('object', fc.object({ maxDepth: 3 })),
    json('jsonValue', fc.jsonValue({ maxDepth: 4 })),
    // Known fields with the wrong types, plus random extra keys.
    json(
      'wrong-typed fields',
      fc
        .tuple(fc.dictionary(fc.constantFrom(...knownKeys), wrongValue, { minKeys: 1 }), fc.object({ maxDepth: 1 }))
        .map(([known, extra]) => ({ ...extra, ...known })),
    ),
    // Known fields with unicode-edge strings (lone surrogates go through JSON.stringify's escapes).
    json('unicode-edge fields', fc.dictionary(fc.constantFrom(...knownKeys), edgeString, { minKeys: 1 })),
    json('__proto__ keys', fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}'))),
    // Over the 256 KB JSON limit.
    json(
      'oversized',
      hugeString(260 * KB, 300 * KB).map((s) => ({ [knownKeys[0]]: s })),
    ),
    json(
      'deep nesting',
      fc.integer({ min: 50, max: 500 }).map((d) => {
        let v: unknown = [];
        for (let i = 0; i < d; i++) v = i % 2 ? [v] : { [knownKeys[i % knownKeys.length]]: v };
        return v;
      }),
    ),
    raw(
      'deeply nested text',
      fc.integer({ min: 5000, max: 100_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
      fc.constant('application/json'),
    ),
    raw(
      'non-JSON as JSON',
      fc.oneof(edgeString, fc.constantFrom('{', '{"a":', 'null', 'true', '1', '"s"', "{'a':1}", '{"a":1,}', 'NaN')),
      fc.constant('application/json'),
    ),
    raw(
      'wrong content type',
      fc.oneof(fc.json(), edgeString, fc.constant('a=1&a=2&b[]=3')),
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
        'application/json; charset=utf-16',
        'application/octet-stream',
        'garbage/;;;',
      ),
    ),
    fc.constant<BodyCase>({ kind: 'none' }),
    ...(valid
      ? [
          json(
            'one field wrong',
            fc.tuple(fc.constantFrom(...Object.keys(valid)), wrongValue).map(([k, v]) => ({ ...valid, [k]: v })),
          ),
          json(
            'one key too many',
            fc
              .tuple(
                fc.oneof(
                  fc.constantFrom('id', 'seniorId', 'goalId', 'stage', '__proto__'),
                  fc.string({ maxLength: 10 }),
                ),
                wrongValue,
              )
              .filter(([k]) => !Object.hasOwn(valid, k))
              .map(([k, v]) => ({ ...valid, [k]: v })),
          ),
        ]
      : []),
  );
}

// encodeURIComponent, except that a lone surrogate becomes the (invalid UTF-8) bytes of its code unit.
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          const u = c.charCodeAt(0);
          return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
            .map((b) => '%' + b.toString(16).toUpperCase())
            .join('');
        }
      })
      .join('');
  }
}

// Query strings: repeated keys, arrays, objects, very long and unicode-edge values.
const queryArb = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'seniorId',
            'gameId',
            'careTeamId',
            'token',
            'provider',
            'returnTo',
            'a[]',
            'a[b]',
            '__proto__',
          ),
          fc.string({ maxLength: 10 }),
        ),
        fc.oneof(edgeString, fc.constantFrom('1', 'true', 'null', 'x'), fc.uuid().map(String)),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((pairs) => '?' + pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
  fc.constantFrom(
    '?%',
    '?a=%E0%A4%A',
    '?&&&==&',
    '?a=1&a=2&a=3',
    '?' + 'x='.repeat(2000),
    '?returnTo=//evil.example',
    '?returnTo=javascript:alert(1)',
  ),
);

// Malformed ids for path parameters.
const badId = fc.oneof(
  fc.constantFrom(
    'x',
    '../../etc',
    '..%2F..%2Fetc',
    '%00',
    '%',
    '%E0%A4%A',
    '1 OR 1=1',
    "' OR '1'='1",
    'null',
    'undefined',
    '0',
    '-1',
    '😀',
    ' ',
    '00000000-0000-0000-0000-00000000000g',
  ),
  hugeString(10 * KB, 10 * KB).map(encode),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encode),
  fc.uuid().map(String), // well-formed but unknown
  fc.string({
    minLength: 22,
    maxLength: 40,
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'),
  }), // token-shaped, unknown
);

type Ctx = { params: Record<string, string> };
type Req = {
  route: string;
  method: string;
  path: string;
  realIds: boolean;
  query: string;
  // A multipart upload: a photo, or a voice clip.
  body: BodyCase | { kind: 'file'; field: FileField; bytes: Uint8Array; fields: [string, string][] };
};

// What the gateway's zod pipe would see for this body, or 'unparsed' if the request never gets there.
function serverSees(body: BodyCase): { value: unknown } | 'unparsed' {
  if (body.kind === 'none') return { value: undefined };
  const text = body.kind === 'json' ? JSON.stringify(body.value) : body.text;
  if (text === undefined) return { value: undefined };
  if (body.kind === 'raw' && !/^application\/json/i.test(body.contentType)) return { value: undefined };
  if (text.length > 256 * KB) return 'unparsed';
  try {
    const v = JSON.parse(text);
    return v !== null && typeof v === 'object' ? { value: v } : 'unparsed';
  } catch {
    return 'unparsed';
  }
}

// A generated request must be refused: with real ids, the body must fail the route's schema; routes
// whose body can be valid (or empty) always get a malformed id instead.
function surelyInvalid(r: Req, schema?: z.ZodType): boolean {
  if (r.method === 'GET' || !r.realIds) return true;
  if (r.body.kind === 'file') return false;
  if (!schema) return false;
  const seen = serverSees(r.body);
  if (seen === 'unparsed') return true;
  return !schema.safeParse(seen.value).success && !schema.safeParse({}).success;
}

function requestArb(route: string, ctx: Ctx): fc.Arbitrary<Req> {
  const [method, pattern] = route.split(' ');
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const schema = BODY_SCHEMAS[route];
  const hasParams = names.length > 0;
  const file = FILE_ROUTES[route];
  const body: fc.Arbitrary<Req['body']> = file
    ? fc.record({
        kind: fc.constant('file' as const),
        field: fc.constant(file.field),
        bytes: fc.oneof(fc.uint8Array({ maxLength: 4096 }), ...file.lookalikes.map((b) => fc.constant(b))),
        fields: fc.array(fc.tuple(fc.constantFrom('careTeamId', file.field, 'x', '__proto__'), edgeString), {
          maxLength: 3,
        }),
      })
    : method === 'GET'
      ? fc.constant<BodyCase>({ kind: 'none' })
      : bodyArb(schema, VALID_BODIES[route]?.(ctx.params));
  return (
    fc
      .record({
        realIds: hasParams ? fc.boolean() : fc.constant(true),
        ids: fc.tuple(...names.map(() => badId)),
        whichBad: fc.nat(),
        query: queryArb,
        body,
      })
      .map(({ realIds, ids, whichBad, query, body }) => {
        // With malformed ids: at least one param is malformed, the rest real.
        const bad = whichBad % Math.max(1, names.length);
        const path = pattern.replace(/:(\w+)/g, (_m, name: string) => {
          const i = names.indexOf(name);
          return realIds || (i !== bad && (whichBad >> (i + 4)) % 2 === 0) ? ctx.params[name] : (ids[i] as string);
        });
        return { route, method, path, realIds: realIds || !hasParams, query, body } as Req;
      })
      // Routes with neither id nor body schema (photo upload of random bytes, unsigned webhooks) are
      // refused by construction.
      .filter((r) => surelyInvalid(r, schema) || (!hasParams && !schema))
  );
}

// ---------- the run ----------

type Outcome = { status: number; message?: string; text: string };
type Stats = { requests: number; s2xx: number; s3xx: number; s4xx: number; s5xx: number; s431: number };
type Finding = { route: string; request: string; status: number; response: string; problem: string };

describe('fuzzing every gateway route', () => {
  let db: Client;
  // Declared before the system's hooks: jest runs afterAll hooks in the order they are declared, and
  // this connection must end before the system's database stops.
  afterAll(async () => {
    await db?.end();
  });
  const world = useSystem({
    env: {
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
      RATE_LIMIT_SIGNUP_PER_MINUTE: '0',
      RATE_LIMIT_INVITE_PER_MINUTE: '0',
      RATE_LIMIT_PLAY_PER_MINUTE: '0',
      RATE_LIMIT_SHARED_PER_MINUTE: '0',
    },
    caregiver: { name: 'Fuzz Owner', email: 'fuzz-owner@example.com' },
    lovedOne: { firstName: 'Fuzz', lastName: 'Senior', phone: '+15550001234' },
  });
  const ctx: Ctx = { params: {} };

  beforeAll(async () => {
    db = new Client({ connectionString: world.system.databaseUrl });
    await db.connect();
    const senior = world.lovedOne;
    const game = await addActivity(
      world.api,
      anActivity({ title: 'Fuzz places', templateId: 'places-flashcards', seniorId: senior.id }),
    );
    const link = await playLinkWithId(world.api, game.id);
    const careTeamId = senior.careTeamId;
    const invite = await world.api.json<{ id?: string; invitationId?: string }>('POST', '/api/invite', {
      email: 'fuzz-sibling@example.com',
      role: 'SIBLING',
      careTeamId,
    });
    expect(invite.status).toBe(201);
    // Fuzz's page: a line, a photo of the box, and a share with a PIN (its open would write an open).
    const noteId = await addAboutMeNote(world.api, senior.id);
    const { photoId: boxPhotoId } = await addDescribedBoxPhoto(world.api, senior.id, { year: 1970 });
    await shareSections(world.api, senior.id);
    const shared = await shareAboutMe(world.api, senior.id, { pin: '1357' });
    // A goal of Fuzz's, and a clip of the team for a goal's voice.
    const { clipId: teamClipId } = await addVoiceClip(world.api);
    const goal = await setGoal(world.api, senior.id);
    ctx.params = {
      id: senior.id,
      noteId,
      shareId: shared.share.id,
      sharedToken: shared.token,
      boxPhotoId,
      goalId: goal.id,
      teamClipId,
      token: link.token,
      linkId: link.linkId,
      photoId: randomUUID(),
      clipId: randomUUID(),
      // Rows of the memory box that do not exist (a valid request to them changes nothing).
      personId: randomUUID(),
      placeId: randomUUID(),
      recipeId: randomUUID(),
      songId: randomUUID(),
      provider: 'dev',
      templateId: 'grandkid-match',
    };
    // The caregiver's care home (they manage it), a resident of it and a coordinator.
    const home = await createHome(world.api, 'Fuzz House');
    const resident = await addResident(world.api, home.id, aResident({ firstName: 'Fuzzy' }));
    const coordinator = await hireStaff(world.system, world.api, home.id, { name: 'Fuzz Coordinator' });
    Object.assign(ctx.params, { homeId: home.id, residentId: resident.id, userId: coordinator.id });
    // A group session that does not exist: a real one's live stream would never end (the fuzz reads
    // every answer to its end), and no malformed request may start or change one.
    ctx.params.sessionId = randomUUID();
    ctx.params.careTeamId = careTeamId;
    ctx.params.gameId = game.id;
    ctx.params.invitationId = invite.body.id ?? invite.body.invitationId ?? randomUUID();
  });

  // The real id for a route's :id (senior, game, care team, invitation, report…).
  function paramsFor(route: string): Ctx {
    const p = { ...ctx.params };
    if (route.includes('/games/')) p.id = ctx.params.gameId;
    if (route.includes('/care-teams/')) p.id = ctx.params.careTeamId;
    if (route.includes('/invitations/:id')) p.id = ctx.params.invitationId;
    if (route.includes('/ai/assessments/')) p.id = ctx.params.gameId;
    if (route.includes('/ai/reports/:id')) p.id = randomUUID();
    if (route.includes('/photos/:id')) p.id = randomUUID();
    if (route.includes('/voice-clips/:id')) p.id = randomUUID();
    // A shared page's link, and a photo of the box it shows.
    if (route.includes('/shared/about-me/')) Object.assign(p, { token: p.sharedToken, photoId: p.boxPhotoId });
    return { params: p };
  }

  async function existingTables(): Promise<string[]> {
    const rows = await db.query<{ t: string }>(
      `SELECT table_schema || '.' || table_name AS t FROM information_schema.tables WHERE table_schema || '.' || table_name = ANY($1)`,
      [TABLES],
    );
    const jobs = await db.query<{ t: string }>(
      `SELECT table_schema || '.' || table_name AS t FROM information_schema.tables WHERE table_name IN ('job', 'jobs', 'outbox') AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    return [...rows.rows.map((r) => r.t), ...jobs.rows.map((r) => r.t)];
  }

  // Row count and a digest of every row, so updates (a revoked link, a cancelled invitation) show too.
  async function snapshot(tables: string[]): Promise<Record<string, string>> {
    const sql = tables
      .map(
        (t) =>
          `SELECT '${t}' AS t, count(*) || ' rows ' || left(coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '-'), 8) AS n FROM ${comparedRows(t)} x`,
      )
      .join(' UNION ALL ');
    const rows = await db.query<{ t: string; n: string }>(sql);
    return Object.fromEntries(rows.rows.map((r) => [r.t, r.n]));
  }

  // A snapshot once the tables have stopped changing: what services do after a request's answer (the
  // audit log follows facts, moments later) lands before the snapshot, not in the next batch's.
  async function settledSnapshot(tables: string[]): Promise<Record<string, string>> {
    await factsSettled(world.system.databaseUrl);
    let last = await snapshot(tables);
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await snapshot(tables);
      if (tables.every((t) => now[t] === last[t])) return now;
      last = now;
    }
    return last;
  }

  function describeReq(r: Req): string {
    const b = r.body;
    let body = '';
    if (b.kind === 'json') body = `${b.label}: ${String(JSON.stringify(b.value)).slice(0, 300)}`;
    else if (b.kind === 'raw') body = `${b.label} (${b.contentType}): ${b.text.slice(0, 300)}`;
    else if (b.kind === 'file')
      body = `${b.field} ${b.bytes.length} bytes [${[...b.bytes.slice(0, 8)].join(',')}] fields ${JSON.stringify(b.fields).slice(0, 200)}`;
    return `${r.method} ${(r.path + r.query).slice(0, 300)} ${body}`;
  }

  async function send(client: ApiClient, r: Req): Promise<Outcome> {
    const url = r.path + r.query;
    let res: Response;
    const b = r.body;
    if (b.kind === 'file') {
      const form = new FormData();
      const [type, name] = b.field === 'clip' ? ['audio/mpeg', 'v.mp3'] : ['image/jpeg', 'p.jpg'];
      form.append(b.field, new Blob([new Uint8Array(b.bytes)], { type }), name);
      for (const [k, v] of b.fields) form.append(k, v);
      res = await client.request(r.method, url, { body: form });
    } else if (b.kind === 'json') {
      const text = JSON.stringify(b.value);
      res = await client.request(
        r.method,
        url,
        text === undefined ? {} : { body: text, contentType: 'application/json' },
      );
    } else if (b.kind === 'raw') {
      res = await client.request(r.method, url, { body: b.text, contentType: b.contentType });
    } else res = await client.request(r.method, url);
    const text = await res.text();
    let message: string | undefined;
    try {
      message = (JSON.parse(text) as { message?: unknown } | null)?.message as string | undefined;
    } catch {
      message = undefined;
    }
    return { status: res.status, message, text };
  }

  async function pool<T>(items: T[], run: (item: T) => Promise<void>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < items.length) await run(items[next++]);
      }),
    );
  }

  it('answers every malformed request with a 4xx and a message, never a 5xx, and writes nothing', async () => {
    const routes = gatewayRoutes();
    const tables = await existingTables();
    const stats = new Map<string, Stats>();
    const findings: Finding[] = [];
    const notes: string[] = [];
    // The tables as the previous route's batch left them: the next batch's "before", unless something
    // was written in between (the throwaway accounts of DELETE /api/account).
    let settled: Record<string, string> | undefined;

    for (const [index, route] of routes.entries()) {
      const runs = REDIRECTS.has(route) ? 5 : RUNS_PER_ROUTE;
      const requests = fc.sample(requestArb(route, paramsFor(route)), { numRuns: runs, seed: SEED + index });
      const s: Stats = { requests: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, s431: 0 };
      stats.set(route, s);
      // Deleting an account would end the fuzzing caregiver's: each request gets an account of its own,
      // signed in before the snapshot.
      const leavers = new Map<unknown, ApiClient>();
      if (route === 'DELETE /api/account') {
        for (const [i, r] of requests.entries()) {
          const leaver = new ApiClient(world.system.url);
          await leaver.signIn('Fuzz Leaver', `fuzz-leaver-${i}@example.com`);
          leavers.set(r, leaver);
        }
      }
      const before = leavers.size || !settled ? await settledSnapshot(tables) : settled;
      await pool(requests, async (r) => {
        // Logging out or signing in would change the fuzzing caregiver's session: throwaway clients.
        const client =
          leavers.get(r) ??
          (REDIRECTS.has(route) || route === 'POST /api/dev-login' ? new ApiClient(world.system.url) : world.api);
        let out: Outcome;
        try {
          out = await send(client, r);
        } catch (error) {
          // A dropped connection is retried once: Node closes the socket after a 431, which can
          // race with a request undici already put on that kept-alive socket.
          const cause = String(
            (error as { cause?: { code?: string; message?: string } }).cause?.code ?? (error as Error).cause ?? error,
          );
          try {
            out = await send(client, r);
            notes.push(
              `${route}: connection dropped once (${cause}), retried → ${out.status}: ${describeReq(r).slice(0, 160)}`,
            );
          } catch (again) {
            // Over Node's 16 KB header limit the answer is a bare 431 and a closed socket, which can
            // reset a request whose body is still being sent: the same refusal, before the app.
            if ((r.path + r.query).length > 16 * 1024 - 1024) {
              s.requests++;
              s.s4xx++;
              s.s431++;
              notes.push(
                `${route}: over-long URL (${(r.path + r.query).length} chars) reset twice (${cause}), counted as Node's 431`,
              );
              return;
            }
            // A JSON body over the limit is refused before it is read and the connection closed
            // (Fastify's 413 with "Connection: close", decision 325): a client still sending it may see
            // the reset instead of the answer.
            if (r.body.kind === 'json' && (JSON.stringify(r.body.value) ?? '').length > MAX_JSON_BODY_BYTES) {
              s.requests++;
              s.s4xx++;
              notes.push(`${route}: oversized JSON body reset twice (${cause}), counted as the 413 it is`);
              return;
            }
            findings.push({
              route,
              request: describeReq(r),
              status: 0,
              response: `${String(again)} (${cause})`,
              problem: 'request failed twice (connection)',
            });
            return;
          }
        }
        s.requests++;
        if (out.status >= 500) s.s5xx++;
        else if (out.status >= 400) s.s4xx++;
        else if (out.status >= 300) s.s3xx++;
        else s.s2xx++;
        const response = out.text.slice(0, 300);
        if (out.status >= 500)
          findings.push({ route, request: describeReq(r), status: out.status, response, problem: '5xx' });
        else if (REDIRECTS.has(route)) return;
        // Node's HTTP parser refuses over-long request lines (> 16 KB of headers) before the app runs.
        else if (out.status === 431 && out.text === '') s.s431++;
        else if (out.status >= 400 && out.message === undefined && response.trim().startsWith('{'))
          findings.push({
            route,
            request: describeReq(r),
            status: out.status,
            response,
            problem: '4xx JSON without a message',
          });
        else if (
          out.status >= 400 &&
          out.message !== undefined &&
          !(typeof out.message === 'string' && out.message.trim())
        )
          findings.push({
            route,
            request: describeReq(r),
            status: out.status,
            response,
            problem: '4xx with an empty message',
          });
        else if (out.status >= 400 && !res_isJson(out))
          findings.push({
            route,
            request: describeReq(r),
            status: out.status,
            response,
            problem: '4xx that is not JSON',
          });
      });
      const after = await settledSnapshot(tables);
      settled = after;
      const changed = tables.filter((t) => before[t] !== after[t]).map((t) => `${t} ${before[t]}→${after[t]}`);
      if (s.s2xx > 0 || s.s3xx > 0) {
        // Valid reads (real ids) and redirects are not refused input; they are checked all the same.
        if (changed.length || route.split(' ')[0] !== 'GET')
          notes.push(
            `${route}: ${s.s2xx} 2xx / ${s.s3xx} 3xx — left out of the no-write check${changed.length ? `; wrote: ${changed.join(', ')}` : ''}`,
          );
      } else if (changed.length) {
        findings.push({
          route,
          request: `(batch of ${s.requests})`,
          status: 0,
          response: changed.join(', '),
          problem: 'refused batch wrote rows',
        });
      }
    }

    const pad = (v: string | number, n: number) => String(v).padEnd(n);
    const missing = TABLES.filter((t) => !tables.includes(t));
    const lines = [
      `fuzz seed ${SEED}, ${RUNS_PER_ROUTE} requests per route (5 for browser redirects)`,
      `no-write check on ${tables.length} tables: ${tables.join(', ')}${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`,
      `${pad('endpoint', 46)} | ${pad('requests', 8)} | ${pad('2xx', 4)} | ${pad('3xx', 4)} | ${pad('4xx', 4)} | ${pad('5xx', 4)} | of the 4xx: bare 431 from Node`,
      '-'.repeat(110),
      ...[...stats].map(
        ([route, s]) =>
          `${pad(route, 46)} | ${pad(s.requests, 8)} | ${pad(s.s2xx, 4)} | ${pad(s.s3xx, 4)} | ${pad(s.s4xx, 4)} | ${pad(s.s5xx, 4)} | ${s.s431}`,
      ),
    ];
    const total = [...stats.values()].reduce((n, s) => n + s.requests, 0);
    const fives = [...stats.values()].reduce((n, s) => n + s.s5xx, 0);
    lines.push(
      '-'.repeat(110),
      `fuzz: ${total} requests to ${stats.size} endpoints; ${fives === 0 ? 'none got a 500 (nor any other 5xx)' : `${fives} got a 5xx`}`,
    );
    if (notes.length) lines.push('notes:', ...notes.map((n) => `  ${n}`));
    if (findings.length)
      lines.push(
        `FINDINGS (${findings.length}):`,
        ...findings
          .slice(0, 60)
          .map((f) => `  [${f.problem}] ${f.route} → ${f.status} ${f.response}\n      request: ${f.request}`),
      );
    console.log(lines.join('\n'));

    expect(findings).toEqual([]);
    expect(fives).toBe(0);
    // The routes were fuzzed as a signed-in caregiver throughout, not as a visitor after some request
    // ended the session: the session still works, and signed-in routes did answer 2xx.
    expect((await world.api.request('GET', '/api/auth/user')).status).toBe(200);
    expect(stats.get('GET /api/care-teams')!.s2xx).toBeGreaterThan(0);
  });
});

function res_isJson(out: Outcome): boolean {
  try {
    JSON.parse(out.text);
    return true;
  } catch {
    return false;
  }
}
