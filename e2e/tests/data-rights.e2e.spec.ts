// Data rights for a loved one: the owner downloads everything held about them, then
// erases them; afterwards no table, event stream, Redis key or log line holds their name, phone,
// photo bytes or the family's recorded voice. Run in both runtime profiles.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Redis } from 'ioredis';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { clipForm, mp3Frames } from '../support/audio';
import {
  addActivity,
  addLovedOne,
  aLovedOne,
  anActivity,
  playThrough,
  sendActivity,
  useSystem,
} from '../support/fixtures';
import { DistributedSystem, queryDb, RunningSystem } from '../support/systems';
import { unzip } from '../support/zip';

jest.setTimeout(240_000);

type Subject = {
  firstName: string;
  lastName: string;
  phone: string;
  seniorId: string;
  gameIds: string[];
  photoId: string;
  // A run of the stored JPEG's bytes, as Postgres prints bytea (hex), to search rows for.
  photoHex: string;
  photoBytes: Buffer;
  // The family's recorded voice on the second step, and a run of its bytes (hex) to search rows for.
  clipId: string;
  clipHex: string;
  clipBytes: Buffer;
};

// Every row of every table of the application's schemas, as text, that contains one of the needles.
async function rowsContaining(databaseUrl: string, needles: string[]): Promise<string[]> {
  const tables = await queryDb<{ schema: string; table: string }>(
    databaseUrl,
    `SELECT table_schema AS schema, table_name AS "table" FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  expect(tables.length).toBeGreaterThan(10);
  const hits: string[] = [];
  for (const { schema, table } of tables) {
    const rows = await queryDb<{ row: string }>(
      databaseUrl,
      `SELECT t::text AS row FROM "${schema}"."${table}" t
        WHERE ${needles.map((_, i) => `strpos(lower(t::text), $${i + 1}) > 0`).join(' OR ')}`,
      needles.map((n) => n.toLowerCase()),
    );
    hits.push(...rows.map((r) => `${schema}.${table}: ${r.row.slice(0, 200)}`));
  }
  return hits;
}

// Every key under the system's queue prefix whose value (of whatever type) contains a needle.
async function redisKeysContaining(system: DistributedSystem, needles: string[]): Promise<string[]> {
  const redis = new Redis(system.redisUrl);
  try {
    const hits: string[] = [];
    let scanned = 0;
    for await (const keys of redis.scanStream({ match: `${system.queuePrefix}:*`, count: 500 })) {
      for (const key of keys as string[]) {
        scanned += 1;
        const type = await redis.type(key);
        let text = '';
        if (type === 'string') text = (await redis.get(key)) ?? '';
        else if (type === 'hash') text = JSON.stringify(await redis.hgetall(key));
        else if (type === 'list') text = JSON.stringify(await redis.lrange(key, 0, -1));
        else if (type === 'set') text = JSON.stringify(await redis.smembers(key));
        else if (type === 'zset') text = JSON.stringify(await redis.zrange(key, 0, -1));
        else if (type === 'stream') text = JSON.stringify(await redis.xrange(key, '-', '+'));
        if (needles.some((n) => text.toLowerCase().includes(n.toLowerCase()))) hits.push(`${key} (${type})`);
      }
    }
    expect(scanned).toBeGreaterThan(0);
    return hits;
  } finally {
    redis.disconnect();
  }
}

async function lovedOneWhoHasPlayed({
  system,
  api: owner,
}: {
  system: RunningSystem;
  api: ApiClient;
}): Promise<Subject> {
  const tag = randomBytes(4).toString('hex');
  const firstName = `Zelda${tag}`;
  const lastName = `Quill${tag}`;
  const phone = `+1555${String(1_000_000 + (parseInt(tag, 16) % 9_000_000)).padStart(7, '0')}`;
  const { id: seniorId } = await addLovedOne(owner, aLovedOne({ firstName, lastName, phone }));

  // A photo: noise, so the stored JPEG's bytes are unlike any other row's.
  const noise = randomBytes(200 * 150 * 3);
  const png = await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'grandchild.png');
  const upload = await owner.request('POST', '/api/photos', { body: form });
  expect(upload.status).toBe(201);
  const photo = (await upload.json()) as { photoId: string; ref: string };
  const stored = Buffer.from(await (await owner.request('GET', `/api/photos/${photo.photoId}`)).arrayBuffer());
  expect(stored.length).toBeGreaterThan(1000);
  // A recorded voice: MP3 frames of noise, unlike any other row's bytes.
  const clipBytes = mp3Frames(3, { noise: true });
  const clipUpload = await owner.request('POST', '/api/voice-clips', { body: clipForm(clipBytes) });
  expect(clipUpload.status).toBe(201);
  const clip = (await clipUpload.json()) as { clipId: string; ref: string };

  const steps = [
    {
      id: 'a',
      question: `Who visits ${firstName}?`,
      options: ['Emma', 'Liam'],
      correctAnswer: 'Emma',
      photo: photo.ref,
    },
    { id: 'b', question: 'And this?', options: ['Noah', 'Mia'], correctAnswer: 'Mia', voice: clip.ref },
  ];
  const { id: gameId } = await addActivity(
    owner,
    anActivity({ title: `Photos for ${firstName}`, templateId: 'grandkid-match', seniorId, steps }),
  );
  const { token } = await sendActivity(owner, gameId, `Hello ${firstName}, a game from your family`);
  // Emma right, Noah where Mia was: one of two.
  expect((await playThrough(system, token, ['Emma', 'Noah'])).accuracy).toBe(0.5);
  // The text went out (outbox), so did the family's completion e-mail, and the projection has the result.
  await expectEventually(
    async () => {
      const detail = await owner.json<{ gameInstance: { status: string } }>('GET', `/api/games/${gameId}`);
      expect(detail.body.gameInstance.status).toBe('CLOSED');
      const messages = await queryDb(
        system.databaseUrl,
        'SELECT channel FROM messaging.messages WHERE ref_id = $1 ORDER BY channel',
        [gameId],
      );
      expect(messages).toEqual([{ channel: 'email' }, { channel: 'sms' }]);
    },
    { timeoutMs: 30_000 },
  );
  // Reports that name them.
  const trend = await owner.json<{ trend: string }>('POST', '/api/ai/trend', { seniorId, timeRange: '7d' });
  expect(trend.status).toBe(200);
  expect(trend.body.trend).toContain(firstName);
  const assessment = await owner.json('POST', `/api/ai/assessments/${gameId}`, {});
  expect(assessment.status).toBe(201);

  const middle = Math.floor(stored.length / 2);
  return {
    firstName,
    lastName,
    phone,
    seniorId,
    gameIds: [gameId],
    photoId: photo.photoId,
    photoHex: stored.subarray(middle, middle + 48).toString('hex'),
    photoBytes: stored,
    clipId: clip.clipId,
    clipHex: clipBytes.subarray(1000, 1048).toString('hex'),
    clipBytes,
  };
}

describe.each(['embedded', 'distributed'] as const)('data rights for a loved one (%s profile)', (profile) => {
  const world = useSystem<'embedded' | 'distributed'>({
    profile,
    env: { LOG_LEVEL: 'debug' },
    caregiver: { name: 'Olive Owner' },
  });
  let subject: Subject;

  beforeAll(async () => {
    subject = await lovedOneWhoHasPlayed(world);
  });

  // Who may export or erase (a Family Helper, an outsider, nobody signed in: refused, nothing erased,
  // nobody asked) is care's: seniors/data-rights.int.spec.ts; each route's status for each role is
  // in security/authorization-matrix.e2e.spec.ts.
  it('exports everything held about them as a ZIP archive', async () => {
    const res = await world.api.request('GET', `/api/seniors/${subject.seniorId}/export.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${subject.firstName.toLowerCase()}-${subject.lastName.toLowerCase()}-carewith-data.zip"`,
    );
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'about-me.json',
        'activities.json',
        'conversation.json',
        'goals.json',
        'memory-box.json',
        'messages.json',
        `photos/${subject.photoId}.jpg`,
        `voice-clips/${subject.clipId}.mp3`,
        'profile.json',
        'reports.json',
        'results.csv',
      ].sort(),
    );
    const profile = JSON.parse(files.get('profile.json')!.toString('utf8'));
    expect(profile).toMatchObject({ id: subject.seniorId, firstName: subject.firstName, phone: subject.phone });
    const activities = JSON.parse(files.get('activities.json')!.toString('utf8'));
    expect(activities).toHaveLength(1);
    expect(activities[0].id).toBe(subject.gameIds[0]);
    expect(activities[0].result.computedScoresJSON).toEqual({ accuracy: 0.5 });
    expect(activities[0].events.map((e: { type: string }) => e.type)).toEqual(['START', 'STEP', 'STEP', 'COMPLETE']);
    expect(activities[0].links).toHaveLength(1);
    expect(JSON.stringify(activities[0].links)).not.toMatch(/token/i);
    // Their "About me" lines, choices and shares, none here: about-me.e2e.spec.ts shares one and erases it.
    expect(JSON.parse(files.get('about-me.json')!.toString('utf8'))).toEqual({ notes: [], visibility: [], shares: [] });
    expect(JSON.parse(files.get('goals.json')!.toString('utf8'))).toEqual({ goals: [] });
    // Their memory box, empty here: memory-box-api.e2e.spec.ts fills one and erases it.
    expect(JSON.parse(files.get('memory-box.json')!.toString('utf8'))).toMatchObject({
      seniorId: subject.seniorId,
      photos: [],
      people: [],
    });
    const reports = JSON.parse(files.get('reports.json')!.toString('utf8'));
    expect(reports.map((r: { type: string }) => r.type).sort()).toEqual(['COGNITIVE_SUMMARY', 'WEEKLY_TREND']);
    // Conversation starters with the family's notes, and the weekly letters.
    const conversation = JSON.parse(files.get('conversation.json')!.toString('utf8'));
    expect(conversation).toEqual({ starters: expect.any(Array), letters: [] });
    const messages = JSON.parse(files.get('messages.json')!.toString('utf8'));
    // The text, and the completion e-mail to the family, which names them too.
    expect(messages.map((m: { channel: string }) => m.channel).sort()).toEqual(['email', 'sms']);
    const text = messages.find((m: { channel: string }) => m.channel === 'sms');
    expect(text).toMatchObject({ to: subject.phone, channel: 'sms' });
    expect(text.body).toContain(`Hello ${subject.firstName}`);
    expect(messages.find((m: { channel: string }) => m.channel === 'email').subject).toContain(subject.firstName);
    expect(files.get(`photos/${subject.photoId}.jpg`)!.equals(subject.photoBytes)).toBe(true);
    expect(files.get(`voice-clips/${subject.clipId}.mp3`)!.equals(subject.clipBytes)).toBe(true);
    expect(files.get('README.txt')!.toString('utf8')).toContain("voice-clips/      The family's recorded voices");
    expect(files.get('results.csv')!.toString('utf8')).toContain(',grandkid-match,50,1,2,');
    // The download is in the team's audit log.
    const log = await world.api.json<{ action: string; targetId: string }[]>(
      'GET',
      `/api/care-teams/${world.caregiver.teamId}/audit-log`,
    );
    expect(log.body).toContainEqual(
      expect.objectContaining({ action: 'export.senior_archive', targetId: subject.seniorId }),
    );
  });

  it('erases them: no table, event stream, Redis key or log line holds their name, phone, photo or recorded voice', async () => {
    const needles = [
      subject.firstName,
      subject.lastName,
      subject.phone,
      subject.phone.slice(2),
      subject.photoHex,
      subject.clipHex,
    ];
    const streamEvents = () =>
      queryDb(world.system.databaseUrl, 'SELECT 1 FROM games.events WHERE stream_id = $1', [
        `game-${subject.gameIds[0]}`,
      ]);
    // Before: the search finds them where they are (so an empty result afterwards means something).
    const before = await rowsContaining(world.system.databaseUrl, needles);
    for (const table of [
      'care.seniors',
      'games.game_instances',
      'games.photos',
      'games.voice_clips',
      'insights.ai_reports',
      'messaging.messages',
    ]) {
      expect(before.some((hit) => hit.startsWith(`${table}:`))).toBe(true);
    }
    expect(await streamEvents()).toHaveLength(4);
    if (world.system.profile === 'distributed') {
      expect(await redisKeysContaining(world.system as DistributedSystem, [subject.phone])).not.toEqual([]);
    }

    const res = await world.api.json<Record<string, number>>('DELETE', `/api/seniors/${subject.seniorId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ activities: 1, photos: 1, voiceClips: 1, reports: 2, messages: 2 });
    if (world.system.profile === 'distributed') expect(res.body.jobs).toBeGreaterThanOrEqual(1);

    expect(await rowsContaining(world.system.databaseUrl, needles)).toEqual([]);
    // Their ids are gone too (play events, links, results, game_events), except in the audit log.
    const idHits = await rowsContaining(world.system.databaseUrl, [subject.gameIds[0]!, subject.seniorId]);
    expect(idHits.filter((hit) => !hit.startsWith('care.audit_logs:'))).toEqual([]);
    expect(await streamEvents()).toEqual([]);
    if (world.system.profile === 'distributed') {
      const redisNeedles = [subject.firstName, subject.lastName, subject.phone, subject.gameIds[0]!];
      expect(await redisKeysContaining(world.system as DistributedSystem, redisNeedles)).toEqual([]);
    }
    // The logs (at debug level) never held them at all.
    const lines = world.system.logs();
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => needles.some((n) => line.toLowerCase().includes(n.toLowerCase())))).toEqual([]);

    // The erasure's entry (counts only), the profile's 404 and a second erasure's are care's:
    // seniors/data-rights.int.spec.ts.
    expect((await world.api.request('GET', `/api/photos/${subject.photoId}`)).status).toBe(404);
    expect((await world.api.request('GET', `/api/voice-clips/${subject.clipId}`)).status).toBe(404);
  });
});
