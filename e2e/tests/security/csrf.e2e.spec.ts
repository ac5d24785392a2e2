import { randomBytes } from 'node:crypto';
import { ApiClient } from '../../support/api';
import { clipForm, mp3Frames } from '../../support/audio';
import { aConsentedBoxPhoto, sessionPhotoPath, startGroupSession } from '../../support/group-sessions';
import {
  addResident,
  aResident,
  createHome,
  hireStaff,
  inviteStaff,
  putResidentPhoto,
  staffInvitationToken,
} from '../../support/homes';
import { invitationToken } from '../../support/invitations';
import { gatewayRoutes, routeTarget } from '../../support/routes';
import type { SharedAboutMe } from '@carewith/contracts';
import {
  aGoalRequest,
  aShare,
  addAboutMeNote,
  addActivity,
  addDescribedBoxPhoto,
  addPhoto,
  addVoiceClip,
  anActivity,
  openShared,
  photoForm,
  playLinkWithId,
  setGoal,
  shareAboutMe,
  shareSections,
  sharedPhotoUrls,
  uniqueEmail,
  useSystem,
} from '../../support/fixtures';
import { appTables, changes, snapshot } from './db-snapshot';
import { factsSettled } from '../../support/systems';

// Cross-site request forgery: every state-changing /api route needs the double-submit token (the
// csrf cookie echoed in x-csrf-token) and a same-site Origin (auth/csrf.ts); no GET changes state.
// Exempt: the capability links (the play page, a shared About me page), which act on no session, and
// the provider webhooks, which their signature proves.
jest.setTimeout(180_000);

const EVIL = 'https://evil.example';
const CSRF_REFUSAL = /did not come from this site/;
type Ctx = {
  seniorId: string;
  careTeamId: string;
  gameId: string;
  token: string;
  linkId: string;
  revokeLinkId: string;
  invitationId: string;
  cancelInvitationId: string;
  invitationToken: string;
  photoId: string;
  clipId: string;
  reportId: string;
  // A line of the About me page, a share of it to take back, and the page shared (a photo of an open).
  noteId: string;
  shareId: string;
  sharedPage: { token: string; photoId: string; openId: string };
  // A goal to rate and give a voice (it has none yet), and another to stop.
  goalId: string;
  stopGoalId: string;
  // The owner's care home (they manage it): a resident, one to remove, a staff invitation to cancel, a
  // coordinator to take off the staff; and a staff invitation to the owner from another home's manager.
  homeId: string;
  residentId: string;
  removeResidentId: string;
  staffInvitationId: string;
  coordinatorId: string;
  homeInvitationToken: string;
  // A group session of the home (Rose's resident and Iris), and a consented photo of its deck.
  sessionId: string;
  sessionMateId: string;
  sessionPhotoId: string;
};
// A state-changing route and a body the signed-in owner may send it (the control must succeed).
type Target = {
  route: string;
  path: (c: Ctx) => string;
  body: (c: Ctx) => Record<string, unknown> | 'photo' | 'clip';
};

const TARGETS: Target[] = [
  { route: 'POST /api/seniors', path: () => '/api/seniors', body: () => ({ firstName: 'Forged', lastName: 'Senior' }) },
  { route: 'PATCH /api/seniors/:id', path: (c) => `/api/seniors/${c.seniorId}`, body: () => ({ firstName: 'Forged' }) },
  {
    route: 'POST /api/invite',
    path: () => '/api/invite',
    body: (c) => ({ email: uniqueEmail('forged'), role: 'SIBLING', careTeamId: c.careTeamId }),
  },
  { route: 'POST /api/check-ins', path: () => '/api/check-ins', body: () => ({ mood: 2, freeText: 'forged' }) },
  {
    route: 'POST /api/games',
    path: () => '/api/games',
    body: (c) => ({
      title: 'Forged',
      templateId: 'places-flashcards',
      seniorId: c.seniorId,
      configJSON: { title: 'Forged' },
    }),
  },
  { route: 'POST /api/games/:id/links', path: (c) => `/api/games/${c.gameId}/links`, body: () => ({}) },
  {
    route: 'POST /api/games/:id/links/:linkId/revoke',
    path: (c) => `/api/games/${c.gameId}/links/${c.revokeLinkId}/revoke`,
    body: () => ({}),
  },
  {
    route: 'POST /api/invitations/:id/cancel',
    path: (c) => `/api/invitations/${c.cancelInvitationId}/cancel`,
    body: () => ({}),
  },
  {
    route: 'POST /api/early-access',
    path: () => '/api/early-access',
    body: () => ({ name: 'Mallory', email: uniqueEmail('csrf'), biggestChallenge: 'OTHER' }),
  },
  { route: 'POST /api/photos', path: () => '/api/photos', body: () => 'photo' },
  { route: 'POST /api/voice-clips', path: () => '/api/voice-clips', body: () => 'clip' },
  // "Who I am" (About me): a line, its removal, a switch, a share and taking one back.
  {
    route: 'POST /api/seniors/:id/about-me/notes',
    path: (c) => `/api/seniors/${c.seniorId}/about-me/notes`,
    body: () => ({ section: 'avoid', text: 'Forged line' }),
  },
  {
    route: 'DELETE /api/seniors/:id/about-me/notes/:noteId',
    path: (c) => `/api/seniors/${c.seniorId}/about-me/notes/${c.noteId}`,
    body: () => ({}),
  },
  {
    route: 'PUT /api/seniors/:id/about-me/visibility',
    path: (c) => `/api/seniors/${c.seniorId}/about-me/visibility`,
    body: () => ({ key: 'section:avoid', hidden: true }),
  },
  {
    route: 'POST /api/seniors/:id/about-me/shares',
    path: (c) => `/api/seniors/${c.seniorId}/about-me/shares`,
    body: () => aShare(),
  },
  {
    route: 'POST /api/seniors/:id/about-me/shares/:shareId/revoke',
    path: (c) => `/api/seniors/${c.seniorId}/about-me/shares/${c.shareId}/revoke`,
    body: () => ({}),
  },
  // Everyday goals: a new one, a rating, a voice cue (the team's clip) and stopping one.
  {
    route: 'POST /api/seniors/:id/goals',
    path: (c) => `/api/seniors/${c.seniorId}/goals`,
    body: () => aGoalRequest({ question: 'Who brings the paper?', answer: 'Mallory' }),
  },
  {
    route: 'POST /api/seniors/:id/goals/:goalId/ratings',
    path: (c) => `/api/seniors/${c.seniorId}/goals/${c.goalId}/ratings`,
    body: () => ({ rating: 1 }),
  },
  {
    route: 'PUT /api/seniors/:id/goals/:goalId/voice',
    path: (c) => `/api/seniors/${c.seniorId}/goals/${c.goalId}/voice`,
    body: (c) => ({ voice: `voice:${c.clipId}` }),
  },
  {
    route: 'POST /api/seniors/:id/goals/:goalId/stop',
    path: (c) => `/api/seniors/${c.seniorId}/goals/${c.stopGoalId}/stop`,
    body: () => ({}),
  },
  // Care homes: a home, its staff and its residents.
  { route: 'POST /api/homes', path: () => '/api/homes', body: () => ({ name: 'Forged House' }) },
  {
    route: 'POST /api/homes/:homeId/staff-invitations',
    path: (c) => `/api/homes/${c.homeId}/staff-invitations`,
    body: () => ({ email: uniqueEmail('forged-staff'), role: 'MANAGER' }),
  },
  {
    route: 'DELETE /api/homes/:homeId/staff-invitations/:invitationId',
    path: (c) => `/api/homes/${c.homeId}/staff-invitations/${c.staffInvitationId}`,
    body: () => ({}),
  },
  {
    route: 'POST /api/home-invitations/:token/accept',
    path: (c) => `/api/home-invitations/${c.homeInvitationToken}/accept`,
    body: () => ({}),
  },
  {
    route: 'DELETE /api/homes/:homeId/staff/:userId',
    path: (c) => `/api/homes/${c.homeId}/staff/${c.coordinatorId}`,
    body: () => ({}),
  },
  {
    route: 'POST /api/homes/:homeId/residents',
    path: (c) => `/api/homes/${c.homeId}/residents`,
    body: () => ({ firstName: 'Forged', lastName: 'Resident' }),
  },
  {
    route: 'PATCH /api/homes/:homeId/residents/:residentId',
    path: (c) => `/api/homes/${c.homeId}/residents/${c.residentId}`,
    body: () => ({ room: 'Forged' }),
  },
  {
    route: 'DELETE /api/homes/:homeId/residents/:residentId',
    path: (c) => `/api/homes/${c.homeId}/residents/${c.removeResidentId}`,
    body: () => ({}),
  },
  {
    route: 'PUT /api/homes/:homeId/residents/:residentId/consent',
    path: (c) => `/api/homes/${c.homeId}/residents/${c.residentId}/consent`,
    body: () => ({ photos: true, songs: true, basis: 'attorney', by: 'Mallory', date: '2026-11-20' }),
  },
  {
    route: 'POST /api/homes/:homeId/residents/:residentId/family-invitation',
    path: (c) => `/api/homes/${c.homeId}/residents/${c.residentId}/family-invitation`,
    body: () => ({ email: uniqueEmail('forged-family') }),
  },
  // A resident's portrait: a new one for Rose's resident, Iris's taken off (the GETs read Rose's).
  {
    route: 'PUT /api/homes/:homeId/residents/:residentId/photo',
    path: (c) => `/api/homes/${c.homeId}/residents/${c.residentId}/photo`,
    body: () => 'photo',
  },
  {
    route: 'DELETE /api/homes/:homeId/residents/:residentId/photo',
    path: (c) => `/api/homes/${c.homeId}/residents/${c.sessionMateId}/photo`,
    body: () => ({}),
  },
  // Group sessions: one started, the remote's tap, a resident's taps, everyone present.
  {
    route: 'POST /api/homes/:homeId/group-sessions',
    path: (c) => `/api/homes/${c.homeId}/group-sessions`,
    body: (c) => ({ residentIds: [c.residentId, c.sessionMateId] }),
  },
  {
    route: 'POST /api/group-sessions/:sessionId/control',
    path: (c) => `/api/group-sessions/${c.sessionId}/control`,
    body: () => ({ action: 'next' }),
  },
  {
    route: 'PUT /api/group-sessions/:sessionId/records',
    path: (c) => `/api/group-sessions/${c.sessionId}/records`,
    body: (c) => ({ residentId: c.residentId, tookPart: true, attention: 'full', mood: 'happy' }),
  },
  {
    route: 'POST /api/group-sessions/:sessionId/records/everyone-present',
    path: (c) => `/api/group-sessions/${c.sessionId}/records/everyone-present`,
    body: () => ({}),
  },
];

describe('cross-site request forgery (embedded profile)', () => {
  // A system of its own, not the worker's shared one: the no-write checks compare every row of every
  // table, which another file's background work (a scheduled text) could change.
  const world = useSystem({
    caregiver: { name: 'Olga Owner', email: uniqueEmail('owner') },
    lovedOne: { firstName: 'Rose', lastName: 'Forgery' },
  });
  let tables: string[];
  const ctx = {} as Ctx;

  // The owner's cookies as the browser would attach them to any request to this site.
  const cookieHeader = () => `sid=${world.api.cookie('sid')}; csrf=${world.api.cookie('csrf')}`;
  const send = (t: Target, headers: Record<string, string>, as: 'json' | 'form') => {
    const body = t.body(ctx);
    const method = t.route.split(' ')[0]!;
    const url = `${world.system.url}${t.path(ctx)}`;
    if (body === 'photo') return fetch(url, { method, headers, body: photoForm() });
    if (body === 'clip') return fetch(url, { method, headers, body: clipForm(mp3Frames(2)) });
    if (as === 'form') {
      const fields = Object.entries(body).filter(([, v]) => typeof v !== 'object');
      return fetch(url, {
        method,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString(),
      });
    }
    return fetch(url, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  };
  const state = () => snapshot(world.system.databaseUrl, tables);
  // The tables once they stopped changing: the audit log follows facts, moments after a request.
  const settledState = async () => {
    await factsSettled(world.system.databaseUrl);
    let last = await state();
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await state();
      if (changes(last, now).length === 0) return now;
      last = now;
    }
    return last;
  };

  beforeAll(async () => {
    const senior = world.lovedOne;
    ctx.seniorId = senior.id;
    ctx.careTeamId = senior.careTeamId;
    const photo = await addPhoto(world.api);
    ctx.photoId = photo.photoId;
    const voice = await addVoiceClip(world.api);
    ctx.clipId = voice.clipId;
    // An activity that shows the photo and has a recorded voice, so the play page's photo and clip
    // routes have something to serve.
    const game = await addActivity(
      world.api,
      anActivity({
        title: 'Photos',
        seniorId: ctx.seniorId,
        steps: [
          {
            id: 'a',
            question: 'Who?',
            options: ['Ann', 'Bo'],
            correctAnswer: 'Ann',
            photo: photo.ref,
            voice: voice.ref,
          },
        ],
      }),
    );
    ctx.gameId = game.id;
    const play = await playLinkWithId(world.api, ctx.gameId);
    ctx.token = play.token;
    ctx.linkId = play.linkId;
    ctx.revokeLinkId = (await playLinkWithId(world.api, ctx.gameId)).linkId;
    // Opened once, as the loved one would: the first opening is recorded (by design) before the GETs.
    expect((await fetch(`${world.system.url}/api/play/${ctx.token}`)).status).toBe(200);
    const invite = async () => {
      const res = await world.api.json<{ id: string }>('POST', '/api/invite', {
        email: uniqueEmail('invitee'),
        role: 'SIBLING',
        careTeamId: ctx.careTeamId,
      });
      expect(res.status).toBe(201);
      return res.body.id;
    };
    ctx.invitationId = await invite();
    ctx.cancelInvitationId = await invite();
    ctx.invitationToken = await invitationToken(world.system.databaseUrl, ctx.invitationId);
    expect((await world.api.json('POST', '/api/check-ins', { mood: 4 })).status).toBe(201);
    const report = await world.api.json<{ report: { id: string } }>('POST', '/api/ai/trend', {
      seniorId: ctx.seniorId,
      timeRange: '7d',
    });
    expect(report.status).toBe(200);
    ctx.reportId = report.body.report.id;
    // Rose's About me: a line, a photo of Ada, a share to take back, and the page shared and opened once
    // (the first open is recorded, by design, before the GETs), whose photo address the GETs read.
    ctx.noteId = await addAboutMeNote(world.api, ctx.seniorId);
    await addDescribedBoxPhoto(world.api, ctx.seniorId, { people: [{ name: 'Ada Forgery' }] });
    await shareSections(world.api, ctx.seniorId);
    ctx.shareId = (await shareAboutMe(world.api, ctx.seniorId)).share.id;
    const shared = await shareAboutMe(world.api, ctx.seniorId);
    const sharedPhoto = new URL(
      sharedPhotoUrls((await (await openShared(world.system, shared.token)).json()) as SharedAboutMe)[0]!,
      world.system.url,
    );
    ctx.sharedPage = {
      token: shared.token,
      photoId: sharedPhoto.pathname.split('/').pop()!,
      openId: sharedPhoto.searchParams.get('open')!,
    };
    // Rose's goals: one to rate and give a voice, one to stop (the GETs read them too).
    ctx.goalId = (await setGoal(world.api, ctx.seniorId)).id;
    ctx.stopGoalId = (await setGoal(world.api, ctx.seniorId, { question: 'Where is the bakery now?' })).id;
    // Rose's care home, managed by the owner, and an invitation to the owner from another home.
    ctx.homeId = (await createHome(world.api, 'Forgery House')).id;
    const homeResident = await addResident(world.api, ctx.homeId);
    ctx.residentId = homeResident.id;
    ctx.removeResidentId = (await addResident(world.api, ctx.homeId, aResident({ firstName: 'Leaving' }))).id;
    ctx.staffInvitationId = (await inviteStaff(world.api, ctx.homeId, uniqueEmail('staff'))).id;
    ctx.coordinatorId = (await hireStaff(world.system, world.api, ctx.homeId, { name: 'Cody Coordinator' })).id;
    const otherManager = new ApiClient(world.system.url);
    await otherManager.signIn('Hugo Otherhome', uniqueEmail('other-home'));
    const otherHome = await createHome(otherManager, 'Elm Court');
    ctx.homeInvitationToken = staffInvitationToken(
      await inviteStaff(otherManager, otherHome.id, world.caregiver.email, 'COORDINATOR'),
    );
    // A group session of the home, with a photo of the resident's box, consented, in its deck.
    ctx.sessionMateId = (await addResident(world.api, ctx.homeId, aResident({ firstName: 'Iris' }))).id;
    const photoId = await aConsentedBoxPhoto(world.system, world.api, ctx.homeId, homeResident);
    const session = await startGroupSession(world.api, ctx.homeId, [ctx.residentId, ctx.sessionMateId]);
    await sessionPhotoPath(world.api, session, photoId);
    Object.assign(ctx, { sessionId: session.id, sessionPhotoId: photoId });
    // Both residents' portraits: Rose's for the GETs, Iris's to take off.
    await putResidentPhoto(world.api, ctx.homeId, ctx.residentId);
    await putResidentPhoto(world.api, ctx.homeId, ctx.sessionMateId);
    // Sessions are left out: any request may touch its own session's expiry.
    tables = await appTables(world.system.databaseUrl, { exclude: ['gateway.sessions'] });
  });

  it.each(TARGETS.map((t) => [t.route, t] as const))(
    '%s: refuses forged requests and writes nothing; the genuine request goes through',
    async (_route, target) => {
      const before = await settledState();
      const refusals: { attack: string; status: number; message: string }[] = [];
      const attempt = async (attack: string, res: Promise<Response>) => {
        const r = await res;
        const body = (await r.json().catch(() => ({}))) as { message?: string };
        refusals.push({ attack, status: r.status, message: body.message ?? '' });
      };
      const other = new ApiClient(world.system.url);
      await other.get('/api/auth/csrf');
      const cookie = cookieHeader();
      const token = world.api.cookie('csrf')!;
      // What a browser sends for an HTML form on another site: that site's Origin, a simple content
      // type, no custom header (a form can neither set one nor read the cookie), and, at worst (an
      // old browser, or a sibling subdomain that SameSite=Lax does not stop), the victim's cookies.
      for (const origin of [EVIL, 'null'])
        await attempt(`cross-site form, Origin ${origin}`, send(target, { cookie, origin }, 'form'));
      // Even with the right token (which another site cannot read), a foreign Origin is refused.
      await attempt('cross-site, right token', send(target, { cookie, origin: EVIL, 'x-csrf-token': token }, 'json'));
      // Same-origin script requests that lack the token or carry a wrong one.
      await attempt('same-origin, no token', send(target, { cookie, origin: world.system.url }, 'json'));
      await attempt('no Origin, no token', send(target, { cookie }, 'json'));
      const wrong = randomBytes(32).toString('base64url');
      await attempt('wrong token', send(target, { cookie, 'x-csrf-token': wrong }, 'json'));
      await attempt("another visitor's token", send(target, { cookie, 'x-csrf-token': other.cookie('csrf')! }, 'json'));
      await attempt(
        'token, no csrf cookie',
        send(target, { cookie: `sid=${world.api.cookie('sid')}`, 'x-csrf-token': token }, 'json'),
      );
      expect(refusals.filter((r) => r.status !== 403 || !CSRF_REFUSAL.test(r.message))).toEqual([]);
      const after = await settledState();
      expect(changes(before, after)).toEqual([]);
      // The control: the same request from the app itself (cookie echoed in the header) does write,
      // so "nothing written" above was the guard's doing.
      const genuine = await send(target, { cookie, origin: world.system.url, 'x-csrf-token': token }, 'json');
      expect(genuine.status).toBeLessThan(300);
      expect(changes(after, await state())).not.toEqual([]);
    },
  );

  // The webhooks skip the anti-forgery check (their signature is the proof); with no Twilio token
  // configured they must not exist at all, rather than take unsigned posts.
  it('answers the CSRF-exempt webhooks with 404 when Twilio is not configured', async () => {
    for (const path of ['/api/webhooks/twilio/status', '/api/webhooks/twilio/inbound']) {
      const res = await fetch(`${world.system.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
        body: 'From=%2B15550001111&Body=STOP&MessageSid=SM1&MessageStatus=delivered',
      });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  // A shared About me page is opened by whoever holds its link, from any site, with no token: it reads
  // the link (and its PIN), never the session, so the victim's cookies on a forged request buy nothing.
  it('opens a shared About me page cross-site without a token, as its link and not as the signed-in caregiver', async () => {
    await addAboutMeNote(world.api, ctx.seniorId, 'calms', 'Her own chair by the window');
    const forged = await fetch(`${world.system.url}/api/shared/about-me/${ctx.sharedPage.token}`, {
      method: 'POST',
      headers: { cookie: cookieHeader(), origin: EVIL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(forged.status).toBe(200);
    const { page } = (await forged.json()) as SharedAboutMe;
    // What a Co-Caregiver's session would have added: the right to manage, lines they may remove.
    expect(page.canManage).toBe(false);
    const notes = page.sections.flatMap((s) => s.entries).filter((e) => e.item.kind === 'note');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.filter((e) => e.canRemove || e.noteId)).toEqual([]);
    expect(forged.headers.getSetCookie().filter((c) => /^(__Host-)?sid=/.test(c))).toEqual([]);
    // An unknown link reads as gone, forged or not.
    const unknown = await fetch(`${world.system.url}/api/shared/about-me/${'A'.repeat(43)}`, {
      method: 'POST',
      headers: { cookie: cookieHeader(), origin: EVIL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unknown.status).toBe(410);
  });

  it('changes no state through GET: every GET route, called with real ids, leaves every table as it was', async () => {
    const gets = gatewayRoutes().filter((r) => r.startsWith('GET '));
    expect(gets.length).toBeGreaterThan(20);
    // Routes that end or start a sign-in run with a throwaway signed-in client (they touch only the
    // session, which is left out of the comparison); the callback of a provider that is not set up is 404.
    const throwaway = new Set(['GET /api/logout', 'GET /api/login', 'GET /api/callback/:provider']);
    const expectedRefusal: Record<string, number> = { 'GET /api/callback/:provider': 404 };
    const results: { route: string; status: number; changed: string[] }[] = [];
    const audited: string[] = [];
    for (const route of gets) {
      let client = world.api;
      if (throwaway.has(route)) {
        client = new ApiClient(world.system.url);
        await client.signIn('Tom Throwaway', uniqueEmail('throwaway'));
      }
      const before = await settledState();
      const res = await client.request('GET', routeTarget(route, ctx));
      // The TV's live stream never ends by itself: its status and headers, then the TV goes.
      if (route.endsWith('/live')) await res.body?.cancel();
      else await res.arrayBuffer();
      const all = changes(before, await settledState());
      // An audit entry records who downloaded an export: the log of the read, not a change of
      // state, with the fact that carries it to the log (the fact log, its consumers' positions and
      // handled ids). Only added rows, and only on export downloads (checked below).
      const audit = all.filter(
        (line) =>
          (/^\w+\.audit\w*:/.test(line) && auditGrew(line)) ||
          /^(facts\.(log|consumers)|\w+\.fact_(handled|outbox)):/.test(line),
      );
      if (audit.length) audited.push(route);
      const changed = all.filter((line) => !audit.includes(line));
      results.push({ route, status: res.status, changed });
    }
    // Every route was reached with ids it accepts (else "nothing changed" would prove little).
    expect(results.filter((r) => (expectedRefusal[r.route] ?? 'ok') !== (r.status < 400 ? 'ok' : r.status))).toEqual(
      [],
    );
    expect(results.filter((r) => r.changed.length)).toEqual([]);
    expect(audited.filter((route) => !/export|\.csv$|\.zip$/.test(route))).toEqual([]);
  });
});

// "schema.audit_logs: 3 rows … → 4 rows …": rows were only added.
function auditGrew(line: string): boolean {
  const [before, after] = [...line.matchAll(/(\d+) rows/g)].map((m) => Number(m[1]));
  return before !== undefined && after !== undefined && after > before;
}
