import { randomBytes, randomUUID } from 'node:crypto';
import { DomainError, SessionUser } from '@carewith/contracts';
import { Browser, GatewayDeployment, startGatewayOnNats } from '../testing/gateway-deployment';
import { CSRF_MESSAGE } from './csrf';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const HELPERS_TEAM = randomUUID();
// Care's words when a Family Helper asks to manage (services/care/src/teams/team-rules.ts).
const ONLY_CO_CAREGIVERS = 'Only a Co-Caregiver can do this. Family Helpers can view activities and progress.';
const playToken = () => randomBytes(32).toString('base64url');
const address = (who: string) => `${who}.${randomBytes(3).toString('hex')}@example.com`;

// The gateway's guards over HTTP, its real app on the real NATS (decisions 10, 13, 41): the session
// guard (401 with the spec's body, nothing asked of the services), the signed-in member as the actor of
// every request the services get (they decide roles: a Family Helper's change comes back 403), the
// anti-forgery check on every mutation, and the loved one's play routes, which need neither a session
// nor the check and carry no actor.
describe('gateway guards (real app, real NATS)', () => {
  let gateway: GatewayDeployment;
  // Who care counts as Co-Caregivers of TEAM: the stand-in answers as care's rules would.
  const owners = new Set<string>();
  let owner: Browser;
  let helper: Browser;
  let olive: SessionUser;
  let hugo: SessionUser;

  const heard = (pattern: Parameters<GatewayDeployment['standIns']['heardOn']>[0]) => gateway.standIns.heardOn(pattern);

  beforeAll(async () => {
    gateway = await startGatewayOnNats('gw_guards', {
      answers: {
        'care.members.list': ({ careTeamId }, meta) => [
          {
            userId: meta.actorId!,
            email: 'member@example.com',
            firstName: null,
            lastName: null,
            roleInTeam: owners.has(meta.actorId!) ? 'OWNER' : 'SIBLING',
            isPrimary: careTeamId === TEAM && owners.has(meta.actorId!),
            joinedAt: new Date().toISOString(),
          },
        ],
        'care.members.changeRole': ({ userId, roleInTeam }, meta) => {
          if (!owners.has(meta.actorId!)) throw new DomainError('FORBIDDEN', ONLY_CO_CAREGIVERS);
          return {
            userId,
            email: 'member@example.com',
            firstName: null,
            lastName: null,
            roleInTeam,
            isPrimary: false,
            joinedAt: new Date().toISOString(),
          };
        },
        'care.invitations.create': ({ email, careTeamId, role }) => ({
          id: randomUUID(),
          careTeamId,
          email,
          role: role ?? 'SIBLING',
          status: 'pending',
          sentAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
          acceptedAt: null,
        }),
        'care.seniors.accessible': () => [],
        'care.teams.listMine': (_data, meta) => [
          { id: TEAM, name: "Olive's Care Team", role: owners.has(meta.actorId!) ? 'OWNER' : 'SIBLING' },
          { id: HELPERS_TEAM, name: "Someone's Care Team", role: 'SIBLING' },
        ],
        'messaging.outbox.list': () => [],
        'games.play.get': () => ({
          template: { slug: 'grandkid-match', title: 'Family Photo Match' },
          gameInstance: { configJSON: { title: 'Our Family Memories' } },
          senior: { firstName: 'Rosa', language: 'en' },
        }),
        'games.play.event': () => ({ ok: true, duplicate: false }),
      },
    });
    owner = gateway.browser();
    helper = gateway.browser();
    olive = await owner.signIn('Olive Owner', address('olive'));
    hugo = await helper.signIn('Hugo Helper', address('hugo'));
    owners.add(olive.id);
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('given no session, when a signed-in route is asked, then it answers 401 with the documented body and asks no service', async () => {
    const visitor = gateway.browser();
    const before = gateway.standIns.heard.length;
    for (const [method, path, json] of [
      ['GET', '/api/auth/user', undefined],
      ['GET', `/api/care-teams/${TEAM}/members`, undefined],
      ['PATCH', `/api/care-teams/${TEAM}/members/${olive.id}`, { roleInTeam: 'SIBLING' }],
      ['POST', '/api/invite', { email: address('ivy'), careTeamId: TEAM }],
      ['GET', '/api/dev/outbox', undefined],
    ] as const) {
      const res = await visitor.json(method, path, json === undefined ? {} : { json });
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Unauthorized' },
      });
    }
    expect(gateway.standIns.heard.slice(before)).toEqual([]);
  });

  it('given the development sign-in, when a caregiver signs in, then identity and care are asked, the session lives in the store with an httpOnly cookie, and logout ends it', async () => {
    const browser = gateway.browser();
    const email = address('nora');
    const user = await browser.signIn('Nora Newcomer', email);
    expect(user).toMatchObject({ email, firstName: 'Nora', lastName: 'Newcomer' });
    expect(heard('identity.users.upsertFromSignIn').at(-1)?.data).toMatchObject({ provider: 'dev', email });
    expect(heard('care.teams.ensureForUser').at(-1)?.meta.actorId).toBe(user.id);
    const sid = browser.setCookies.find((c) => c.startsWith('sid='));
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(await browser.json('GET', '/api/auth/user')).toMatchObject({ status: 200, body: { id: user.id, email } });
    const sessions = await gateway.sessions();

    const logout = await browser.request('GET', '/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect(await browser.json('GET', '/api/auth/user')).toMatchObject({ status: 401 });
    expect(await gateway.sessions()).toBe(sessions - 1);
  });

  it("given two members, when each changes a role, then care gets the session member as the actor, and a Family Helper is answered 403 with care's words", async () => {
    const path = `/api/care-teams/${TEAM}/members/${hugo.id}`;
    const refused = await helper.json('PATCH', path, { json: { roleInTeam: 'OWNER' } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: ONLY_CO_CAREGIVERS } });
    const changed = await owner.json('PATCH', path, { json: { roleInTeam: 'OWNER' } });
    expect(changed).toMatchObject({ status: 200, body: { userId: hugo.id, roleInTeam: 'OWNER' } });
    expect(heard('care.members.changeRole').map((h) => ({ actor: h.meta.actorId, data: h.data }))).toEqual([
      { actor: hugo.id, data: { careTeamId: TEAM, userId: hugo.id, roleInTeam: 'OWNER' } },
      { actor: olive.id, data: { careTeamId: TEAM, userId: hugo.id, roleInTeam: 'OWNER' } },
    ]);
    // Whatever a body says, the actor is the session's: a field naming someone else is refused as input.
    const smuggled = await helper.json('PATCH', path, { json: { roleInTeam: 'OWNER', actorId: olive.id } });
    expect(smuggled.status).toBe(400);
    expect(heard('care.members.changeRole')).toHaveLength(2);
  });

  it('given the development outbox, when a member reads it, then only the teams care says they manage are asked for', async () => {
    expect((await owner.json('GET', '/api/dev/outbox')).status).toBe(200);
    expect((await helper.json('GET', '/api/dev/outbox')).status).toBe(200);
    expect(heard('messaging.outbox.list').map((h) => (h.data as { careTeamIds: string[] }).careTeamIds)).toEqual([
      [TEAM],
      [],
    ]);
  });

  it('given a signed-in member, when a mutation comes without the anti-forgery token, with a wrong one or from another site, then it is refused 403 before any service is asked; with it, it goes through', async () => {
    const invite = { email: address('ivy'), careTeamId: TEAM };
    const before = heard('care.invitations.create').length;
    const forged = [
      await owner.json('POST', '/api/invite', { json: invite, csrf: false }),
      await owner.json('POST', '/api/invite', {
        json: invite,
        csrf: false,
        headers: { 'x-csrf-token': 'not-the-cookie' },
      }),
      await owner.json('POST', '/api/invite', { json: invite, headers: { origin: 'https://elsewhere.example' } }),
      await owner.json('DELETE', `/api/care-teams/${TEAM}/members/${hugo.id}`, { csrf: false }),
    ];
    for (const res of forged)
      expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: CSRF_MESSAGE } });
    expect(heard('care.invitations.create')).toHaveLength(before);

    const sent = await owner.json('POST', '/api/invite', { json: invite });
    expect(sent).toMatchObject({ status: 201, body: { email: invite.email, status: 'pending' } });
    expect(heard('care.invitations.create').at(-1)).toMatchObject({ meta: { actorId: olive.id }, data: invite });
    // Signed out too (decision 13): the sign-in page's own request needs the token.
    const visitor = gateway.browser();
    expect(
      await visitor.json('POST', '/api/dev-login', { json: { name: 'Mal', email: address('mal') }, csrf: false }),
    ).toMatchObject({ status: 403, body: { message: CSRF_MESSAGE } });
  });

  it('given the loved one, when their play page opens and answers, then no session, cookie token or actor is needed or sent, and a malformed link asks nobody', async () => {
    const token = playToken();
    const loved = gateway.browser();
    const opened = await loved.json('GET', `/api/play/${token}`);
    expect(opened).toMatchObject({ status: 200, body: { senior: { firstName: 'Rosa' } } });
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const answered = await loved.json('POST', `/api/play/${token}/event`, {
      json: { type: 'START', payload: {} },
      csrf: false,
    });
    expect(answered).toMatchObject({ status: 200, body: { ok: true } });
    expect(loved.setCookies.filter((c) => c.startsWith('sid='))).toEqual([]);
    // A caregiver's own browser opening the link plays as nobody: the token is the capability.
    await owner.json('POST', `/api/play/${token}/event`, { json: { type: 'STEP', payload: { step: 0 } }, csrf: false });
    expect(heard('games.play.event').map((h) => h.meta.actorId)).toEqual([undefined, undefined]);
    expect(heard('games.play.get').at(-1)?.data).toEqual({ token });

    const before = gateway.standIns.heard.length;
    expect(await loved.json('GET', '/api/play/short')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Activity Not Found' },
    });
    expect(gateway.standIns.heard.length).toBe(before);
  });
});
