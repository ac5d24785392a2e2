import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient, uploadPhoto } from './api';
import { clipForm, mp3Frames } from './audio';
import type { SharedAboutMe } from '@carewith/contracts';
import {
  addDescribedBoxPhoto,
  addMember,
  aMember,
  openShared,
  shareAboutMe,
  sharedPhotoUrls,
  shareSections,
} from './fixtures';
import { queryDb } from './systems';
import { gatewayRoutes, RouteIds, routeTarget } from './routes';
import { unzip } from './zip';
import { aConsentedBoxPhoto, sessionPhotoPath, startGroupSession } from './group-sessions';
import { addResident, aResident, createHome, inviteStaff, putResidentPhoto, staffInvitationToken } from './homes';

// A family as it would be after a few weeks of use, written through the API only (the restore drill's
// restore drill): a Co-Caregiver and a Family Helper, a loved one with a phone, a photo and a recorded
// voice, three activities played (one by text, with a miss that needed help; one by link; one three
// days ago, which left Liam due for review), a draft, a
// pinned difficulty level, a weekly schedule with a skipped slot and a chosen draft, both members'
// check-ins with their reflections, a trend report, conversation starters and the texts and e-mails
// it all sent. Returns when everything queued behind the requests has been written.
export type Family = {
  owner: ApiClient;
  helper: ApiClient;
  ids: RouteIds;
  photoBytes: Buffer;
  clipBytes: Buffer;
};

type Step = { id: string; question: string; options: string[]; correctAnswer: string; photo?: string; voice?: string };

export async function writeFamily(system: { url: string; databaseUrl: string }): Promise<Family> {
  const tag = randomBytes(4).toString('hex');
  const owner = new ApiClient(system.url);
  await owner.signIn('Olive Owner', `olive.${tag}@example.com`);
  const phone = `+1555${String(1_000_000 + (parseInt(tag, 16) % 9_000_000)).padStart(7, '0')}`;
  const senior = await owner.json<{ id: string; careTeamId: string }>('POST', '/api/seniors', {
    firstName: 'Margaret',
    lastName: `Lane${tag}`,
    phone,
  });
  expect(senior.status).toBe(201);
  const { id: seniorId, careTeamId } = senior.body;
  const helper = await addMember(
    system,
    { api: owner, name: 'Olive Owner', teamId: careTeamId },
    aMember({ name: 'Hugo Helper', email: `hugo.${tag}@example.com` }),
  );

  const photoRef = await uploadPhoto(owner, { width: 240, height: 180, background: '#7a9' }, 'emma.png');
  const photoId = photoRef.slice(photoRef.indexOf(':') + 1);
  const photoBytes = await bytesOf(owner, `/api/photos/${photoId}`);
  const clipBytes = mp3Frames(2, { noise: true });
  const clipUpload = await owner.request('POST', '/api/voice-clips', { body: clipForm(clipBytes) });
  expect(clipUpload.status).toBe(201);
  const clip = (await clipUpload.json()) as { clipId: string; ref: string };

  const activity = async (title: string, steps: Step[]) => {
    const game = await owner.json<{ id: string }>('POST', '/api/games', {
      title,
      templateId: 'grandkid-match',
      seniorId,
      configJSON: { title, steps },
    });
    expect(game.status).toBe(201);
    return game.body.id;
  };
  // Each answer is [step, answer]; in gentle mode a miss is followed by another answer to the same step.
  const play = async (token: string, answers: [number, string][]) => {
    const player = new ApiClient(system.url);
    // Opened first, as the loved one's page does: the first opening is recorded.
    expect((await player.request('GET', `/api/play/${token}`)).status).toBe(200);
    const event = (type: string, payload: unknown) =>
      player.json('POST', `/api/play/${token}/event`, { eventId: randomUUID(), type, payload });
    expect((await event('START', {})).status).toBeLessThan(300);
    for (const [step, answer] of answers) expect((await event('STEP', { step, answer })).status).toBeLessThan(300);
    expect((await player.json('POST', `/api/play/${token}/complete`, { rawData: [] })).status).toBeLessThan(300);
  };
  const tokenOf = (playUrl: string) => new URL(playUrl).pathname.split('/').pop()!;

  // Sent by text and played with a miss on Liam, who then comes due for review.
  const texted = await activity('Family photos', [
    { id: 'e', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma', photo: photoRef },
    { id: 'l', question: 'And who is this?', options: ['Noah', 'Liam'], correctAnswer: 'Liam', voice: clip.ref },
  ]);
  const sent = await owner.json<{ playUrl: string }>('POST', `/api/games/${texted}/send-sms`, {
    message: 'Hello Margaret, a game from your family',
  });
  expect(sent.status).toBe(200);
  const token = tokenOf(sent.body.playUrl);
  await play(token, [
    [0, 'Emma'],
    [1, 'Noah'],
    [1, 'Liam'],
  ]);
  // Played from a link, every answer right.
  const linked = await activity('Cousins', [
    { id: 'm', question: 'Who is this?', options: ['Mia', 'Ava'], correctAnswer: 'Mia' },
    { id: 'a', question: 'And this?', options: ['Ava', 'Leo'], correctAnswer: 'Ava' },
  ]);
  const link = await owner.json<{ playUrl: string; link: { id: string } }>('POST', `/api/games/${linked}/links`);
  expect(link.status).toBe(201);
  await play(tokenOf(link.body.playUrl), [
    [0, 'Mia'],
    [1, 'Ava'],
  ]);
  // Three days ago, a session that missed Liam: he is due for review now. Written into the event
  // store as the play endpoints would have written it then (the store's own append function).
  const earlier = await activity('Last week', [
    { id: 'e', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma', photo: photoRef },
    { id: 'l', question: 'And who is this?', options: ['Noah', 'Liam'], correctAnswer: 'Liam' },
  ]);
  const now = new Date();
  const at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 3, 12);
  const summary = { totalSteps: 2, correctAnswers: 1, totalTime: 40_000, engagement: 'high' };
  const events = [
    { type: 'START', data: { gameInstanceId: earlier, linkId: null, at } },
    { type: 'STEP', data: { gameInstanceId: earlier, step: 0, answer: 'Emma', at: at + 10_000 } },
    { type: 'STEP', data: { gameInstanceId: earlier, step: 1, answer: 'Noah', at: at + 20_000 } },
    { type: 'COMPLETE', data: { gameInstanceId: earlier, summary, accuracy: 0.5, at: at + 40_000 } },
  ].map((e) => ({ id: randomUUID(), ...e }));
  const [appended] = await queryDb<{ r_status: string }>(
    system.databaseUrl,
    `SELECT r_status FROM games.events_append($1, 'no_stream', $2::jsonb)`,
    [`game-${earlier}`, JSON.stringify(events)],
  );
  expect(appended?.r_status).toBe('ok');
  const draft = await activity('Old friends', [
    { id: 'o', question: 'Who is this?', options: ['Ruth', 'Ida'], correctAnswer: 'Ruth' },
  ]);

  expect(
    (await owner.json('PUT', `/api/seniors/${seniorId}/difficulty/grandkid-match`, { pinnedLevel: 2 })).status,
  ).toBe(200);
  const planned = await owner.json<{ comingUp: { at: string }[] }>('POST', `/api/seniors/${seniorId}/schedules`, {
    repeat: 'weekly',
    days: [1, 3, 5],
    time: '10:00',
  });
  expect(planned.status).toBe(201);
  const [first, second] = planned.body.comingUp;
  const slot = (body: unknown) => owner.json('PUT', `/api/seniors/${seniorId}/coming-up`, body);
  expect((await slot({ at: first!.at, skip: true, gameId: null })).status).toBe(200);
  expect((await slot({ at: second!.at, skip: false, gameId: draft })).status).toBe(200);

  expect((await owner.json('POST', '/api/check-ins', { mood: 4, freeText: 'A good week with Mum.' })).status).toBe(201);
  expect((await helper.api.json('POST', '/api/check-ins', { mood: 2 })).status).toBe(201);
  const report = await owner.json<{ report: { id: string } }>('POST', '/api/ai/trend', { seniorId, timeRange: '7d' });
  expect(report.status).toBe(200);

  // What the requests queued: both results projected, the starters and reflections written, the text
  // and the completion e-mails in the outbox.
  await expectEventually(
    async () => {
      for (const id of [texted, linked, earlier]) {
        const detail = await owner.json<{ gameInstance: { status: string } }>('GET', `/api/games/${id}`);
        expect(detail.body.gameInstance.status).toBe('CLOSED');
        const starters = await owner.json<{ starters: unknown[] }>('GET', `/api/games/${id}/conversation-starters`);
        expect(starters.body.starters?.length).toBeGreaterThan(0);
      }
      for (const api of [owner, helper.api]) {
        const checkIns = await api.json<{ aiReflection: string | null }[]>('GET', '/api/check-ins');
        expect(checkIns.body.map((c) => typeof c.aiReflection)).toEqual(['string']);
      }
      // Each member is told of each completion by e-mail.
      const messages = await queryDb<{ ref: string; channel: string }>(
        system.databaseUrl,
        `SELECT CASE WHEN ref_id = $1 THEN 'texted' ELSE 'linked' END AS ref, channel FROM messaging.messages
          WHERE ref_id IN ($1, $2) ORDER BY 1, 2`,
        [texted, linked],
      );
      expect(messages.map((m) => `${m.ref} ${m.channel}`)).toEqual([
        'linked email',
        'linked email',
        'texted email',
        'texted email',
        'texted sms',
      ]);
    },
    { timeoutMs: 60_000 },
  );
  // The helper says they talked about one of them.
  const starters = await owner.json<{ starters: { id: string }[] }>(
    'GET',
    `/api/games/${texted}/conversation-starters`,
  );
  const talked = await helper.api.json('PUT', `/api/conversation-starters/${starters.body.starters[0]!.id}/talked`, {
    note: 'She laughed about the seaside.',
  });
  expect(talked.status).toBe(200);
  // Their "About me", every part ticked, shared with a care home and opened once (its photo is read
  // through the open), and an everyday goal.
  const { photoId: boxPhotoId } = await addDescribedBoxPhoto(owner, seniorId, {
    year: 1961,
    story: 'The seaside at Whitby',
    people: [{ name: 'Emma', relation: 'granddaughter' }],
  });
  await shareSections(owner, seniorId);
  const shared = await shareAboutMe(owner, seniorId, { recipient: 'Oak House care home' });
  const opened = await openShared(system, shared.token);
  expect(opened.status).toBe(200);
  const [sharedPhoto] = sharedPhotoUrls((await opened.json()) as SharedAboutMe);
  const openId = new URL(sharedPhoto!, system.url).searchParams.get('open')!;
  const goal = await owner.json('POST', `/api/seniors/${seniorId}/goals`, {
    question: 'Who is your new helper?',
    answer: 'Ana',
    rating: 4,
  });
  expect(goal.status).toBe(201);
  // Olive runs a care home too: two residents (Rose with her portrait and a box photo her family shared
  // with consent), a staff invitation, and a group session with Rose's taps.
  const home = await createHome(owner, 'Oak House');
  const [rose, arthur] = [
    await addResident(owner, home.id, aResident({ firstName: 'Rose', lastName: `Hill${tag}`, room: '4' })),
    await addResident(owner, home.id, aResident({ firstName: 'Arthur', lastName: `Reed${tag}`, room: '5' })),
  ];
  const sessionPhoto = await aConsentedBoxPhoto(system, owner, home.id, rose!);
  await putResidentPhoto(owner, home.id, rose!.id);
  const staffInvitation = await inviteStaff(owner, home.id, `cora.${tag}@example.com`);
  const session = await startGroupSession(owner, home.id, [rose!.id, arthur!.id]);
  await sessionPhotoPath(owner, session, sessionPhoto);
  expect((await owner.json('POST', `/api/group-sessions/${session.id}/control`, { action: 'next' })).status).toBe(200);
  const taps = await owner.json('PUT', `/api/group-sessions/${session.id}/records`, {
    residentId: rose!.id,
    tookPart: true,
    attention: 'full',
    mood: 'happy',
    chips: ['sang-along'],
  });
  expect(taps.status).toBe(200);
  return {
    owner,
    helper: helper.api,
    ids: {
      seniorId,
      careTeamId,
      gameId: texted,
      token,
      photoId,
      clipId: clip.clipId,
      reportId: report.body.report.id,
      sharedPage: { token: shared.token, photoId: boxPhotoId, openId },
      homeId: home.id,
      homeInvitationToken: staffInvitationToken(staffInvitation),
      residentId: rose!.id,
      sessionId: session.id,
      sessionPhotoId: sessionPhoto,
    },
    photoBytes,
    clipBytes,
  };
}

async function bytesOf(api: ApiClient, path: string): Promise<Buffer> {
  const res = await api.request('GET', path);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

// Routes that answer no figure of the family's: sign-in and sign-out, a fresh anti-forgery token,
// the system's health and the preview of an invitation already accepted.
const NOT_FIGURES = new Set([
  'GET /api/auth/csrf',
  'GET /api/login',
  'GET /api/logout',
  'GET /api/callback/:provider',
  'GET /api/health',
  'GET /api/invitations/preview',
  // A TV's live stream: it never ends (the screen it starts with is GET .../screen's).
  'GET /api/group-sessions/:sessionId/live',
]);
// Downloads are written to the audit log when read: they are read last, after the log itself.
const DOWNLOAD = /export|\.csv$|\.zip$/;

export type Figures = Record<string, { status: number; body: unknown }>;

// What the API shows the signed-in member through every GET route of the gateway, called with the
// family's ids: JSON parsed, a ZIP opened into its files, any other body as its bytes (base64), so
// that two captures are equal only if every figure and every byte is. `reads` leaves the data as it
// was; `downloads` (the CSVs and archives) adds audit entries.
export async function apiFigures(api: ApiClient, ids: RouteIds, which: 'reads' | 'downloads'): Promise<Figures> {
  const routes = gatewayRoutes().filter(
    (r) => r.startsWith('GET ') && !NOT_FIGURES.has(r) && DOWNLOAD.test(r) === (which === 'downloads'),
  );
  const figures: Figures = {};
  for (const route of routes) {
    const res = await api.request('GET', routeTarget(route, ids));
    const bytes = Buffer.from(await res.arrayBuffer());
    figures[route] = { status: res.status, body: await bodyOf(res.headers.get('content-type') ?? '', bytes) };
  }
  return figures;
}

async function bodyOf(type: string, bytes: Buffer): Promise<unknown> {
  if (type.includes('json')) return withoutResultIds(JSON.parse(bytes.toString('utf8')));
  if (type.includes('zip')) {
    const files = await unzip(bytes);
    return Object.fromEntries(
      [...files].map(([name, content]) => {
        const text = content.toString('utf8');
        if (name.endsWith('.json')) return [name, withoutResultIds(JSON.parse(text))];
        return [name, /\.(csv|txt|html)$/.test(name) ? withoutMoment(text) : content.toString('base64')];
      }),
    );
  }
  if (type.startsWith('text/')) return bytes.toString('utf8');
  return { sha256: createHash('sha256').update(bytes).digest('hex'), base64: bytes.toString('base64') };
}

// Everything both members read (the reads change nothing), and what the Co-Caregiver downloads.
export async function familyFigures(family: Family, which: 'reads' | 'downloads') {
  if (which === 'downloads') return { owner: await apiFigures(family.owner, family.ids, 'downloads') };
  return {
    owner: await apiFigures(family.owner, family.ids, 'reads'),
    helper: await apiFigures(family.helper, family.ids, 'reads'),
  };
}

// The figures hold the family written by writeFamily, so that comparing them compares something:
// each route answered the Co-Caregiver, and the results, what Margaret knows, her review, the pinned
// level, the schedule, the check-ins, the photo and the voice are there, byte for byte.
export function expectFamilyIn(family: Family, reads: { owner: Figures }, downloads: { owner: Figures }) {
  const all = { ...reads.owner, ...downloads.owner };
  expect(Object.entries(all).filter(([, f]) => f.status >= 400)).toEqual([]);
  expect(Object.keys(all).length).toBeGreaterThan(30);
  const text = (route: string) => JSON.stringify(all[route]?.body);
  expect(text('GET /api/seniors/:id/results')).toMatch(/Family photos[\s\S]*Cousins|Cousins[\s\S]*Family photos/);
  expect(text('GET /api/seniors/:id/mastery')).toContain('Liam');
  expect(text('GET /api/seniors/:id/review')).toContain('Liam');
  expect(text('GET /api/seniors/:id/difficulty')).toContain('"level":2,"pinned":true');
  expect(text('GET /api/seniors/:id/schedule')).toContain('skipped');
  expect(text('GET /api/check-ins')).toContain('A good week with Mum.');
  expect(text('GET /api/care-teams/:id/members')).toContain('"lastName":"Helper","roleInTeam":"SIBLING"');
  expect(all['GET /api/photos/:id']?.body).toMatchObject({ base64: family.photoBytes.toString('base64') });
  // The care home: its residents with Rose's consent, the session with her taps, the evidence's rows.
  expect(text('GET /api/homes/:homeId/residents')).toMatch(/"firstName":"Rose".*"photos":true/);
  expect(text('GET /api/group-sessions/:sessionId')).toContain('"chips":["sang-along"]');
  expect(text('GET /api/homes/:homeId/evidence.csv')).toContain('Sang along');
  expect(all['GET /api/voice-clips/:id']?.body).toMatchObject({ base64: family.clipBytes.toString('base64') });
  expect(text('GET /api/seniors/:id/export.zip')).toContain(family.photoBytes.toString('base64'));
  expect(text('GET /api/seniors/:id/about-me')).toContain('The seaside at Whitby');
  expect(text('GET /api/seniors/:id/about-me/shares')).toContain('Oak House care home');
  expect(text('GET /api/seniors/:id/goals')).toContain('Who is your new helper?');
  expect(all['GET /api/shared/about-me/:token/photos/:photoId']?.status).toBe(200);
}

// The moment an archive was made, which its README states: a new download has a new one.
const withoutMoment = (text: string) => text.replace(/^Exported \S+/m, 'Exported (when downloaded)');

// A result's own id is generated by the play projection when it records the completion, so a
// rebuild gives it a new one (services/games/src/projections/rebuild-read-model.int.spec.ts says so
// too); everything else about the result is compared.
function withoutResultIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutResultIds);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, withoutResultIds(v)] as const);
  const record = Object.fromEntries(entries) as Record<string, unknown>;
  if ('summaryJSON' in record && 'gameInstanceId' in record && 'id' in record) record.id = '(made by the projection)';
  // "About me" is written when it is read, and says when.
  if ('generatedAt' in record && 'sections' in record) record.generatedAt = '(when read)';
  // The goals say the clock's time they were read at.
  if ('asOf' in record && 'goals' in record) record.asOf = '(when read)';
  return record;
}
