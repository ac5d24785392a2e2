import { randomBytes, randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, MAX_JSON_BODY_BYTES } from '@carewith/contracts';
import { Browser, GatewayDeployment, startGatewayOnNats } from '../testing/gateway-deployment';

jest.setTimeout(60_000);

const playToken = () => randomBytes(32).toString('base64url');
// Behind the test's proxy each browser has an address of its own, so each has its own budgets.
let lastOctet = 10;
const nextIp = () => `203.0.113.${lastOctet++}`;

// What care answers for each team id below: a refusal of each code the bus carries.
const REFUSING_TEAMS: Record<ErrorCode, string> = {
  VALIDATION: randomUUID(),
  UNAUTHENTICATED: randomUUID(),
  FORBIDDEN: randomUUID(),
  NOT_FOUND: randomUUID(),
  CONFLICT: randomUUID(),
  GONE: randomUUID(),
  PAYLOAD_TOO_LARGE: randomUUID(),
  RATE_LIMITED: randomUUID(),
  UNAVAILABLE: randomUUID(),
  TIMEOUT: randomUUID(),
  INTERNAL: randomUUID(),
};
const CRASHING_TEAM = randomUUID();
const SILENT_TOKEN = playToken();

// The gateway's HTTP pipeline over HTTP, its real app on the real NATS (docs/conventions.md "One HTTP
// pipeline" and "Errors"): security headers and a request id on every answer, whatever it is; the
// request id carried to the services; bad input a 400 naming the field; the rate limiter's 429; and
// each error code a service answers with mapped to its HTTP status once, at the edge, with a bus
// timeout a 504 and a missing service a 503.
describe('gateway HTTP pipeline (real app, real NATS)', () => {
  let gateway: GatewayDeployment;
  let member: Browser;

  beforeAll(async () => {
    gateway = await startGatewayOnNats('gw_pipeline', {
      env: { TRUST_PROXY: 'true', RATE_LIMIT_PLAY_PER_MINUTE: '4', BUS_TIMEOUT_MS: '1000' },
      answers: {
        'care.members.list': ({ careTeamId }) => {
          if (careTeamId === CRASHING_TEAM) throw new Error('a bug in care');
          const code = (Object.keys(REFUSING_TEAMS) as ErrorCode[]).find((c) => REFUSING_TEAMS[c] === careTeamId);
          if (code === 'VALIDATION')
            throw new DomainError('VALIDATION', 'Please check the form', [
              { field: 'careTeamId', message: 'Care team is required' },
            ]);
          if (code) throw new DomainError(code, `Care refused with ${code}`);
          return [];
        },
        // Never answers: the gateway gives up at its bus timeout.
        'games.play.get': ({ token }) =>
          token === SILENT_TOKEN
            ? new Promise<never>(() => undefined)
            : {
                template: { slug: 'grandkid-match', title: 'Family Photo Match' },
                gameInstance: { configJSON: { title: 'Our Family Memories' } },
                senior: { firstName: 'Rosa', language: 'en' },
              },
        'games.play.event': () => ({ ok: true, duplicate: false }),
        'care.invitations.create': () => {
          throw new Error('not asked in these tests');
        },
      },
    });
    member = gateway.browser({ ip: nextIp() });
    await member.signIn('Olive Owner', `olive.${randomBytes(3).toString('hex')}@example.com`);
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('given answers of every kind, when they leave the gateway, then each carries the security headers and a request id', async () => {
    const visitor = gateway.browser({ ip: nextIp() });
    const answers = [
      await visitor.request('GET', '/api/auth/providers'),
      await visitor.request('GET', '/api/auth/user'),
      await visitor.request('POST', '/api/invite', { json: {}, csrf: false }),
      await visitor.request('GET', '/api/play/short'),
      await member.request('POST', '/api/invite', { body: '{"email":' }),
      await member.request('GET', `/api/care-teams/${REFUSING_TEAMS.CONFLICT}/members`),
      await member.request('GET', `/api/care-teams/${CRASHING_TEAM}/members`),
      await visitor.request('GET', '/no/such/page'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 403, 404, 400, 409, 500, 404]);
    const requestIds = new Set<string>();
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      requestIds.add(res.headers.get('x-request-id')!);
    }
    expect(requestIds.size).toBe(answers.length);
  });

  it("given a caller's request id, when it is a plain token, then it is answered and carried to the services; otherwise a new one is made", async () => {
    const traced = await member.request('GET', `/api/care-teams/${randomUUID()}/members`, {
      headers: { 'x-request-id': 'support-ticket-42' },
    });
    expect(traced.status).toBe(200);
    expect(traced.headers.get('x-request-id')).toBe('support-ticket-42');
    expect(gateway.standIns.heardOn('care.members.list').at(-1)?.meta.requestId).toBe('support-ticket-42');

    const odd = await member.request('GET', `/api/care-teams/${randomUUID()}/members`, {
      headers: { 'x-request-id': 'not a token; drop table' },
    });
    const made = odd.headers.get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(gateway.standIns.heardOn('care.members.list').at(-1)?.meta.requestId).toBe(made);
  });

  it('given each error code a service answers with, when it reaches the gateway, then it is answered with its status and the same code and message', async () => {
    const expected: Record<ErrorCode, number> = {
      VALIDATION: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      GONE: 410,
      PAYLOAD_TOO_LARGE: 413,
      RATE_LIMITED: 429,
      UNAVAILABLE: 503,
      TIMEOUT: 504,
      INTERNAL: 500,
    };
    for (const code of Object.keys(expected) as ErrorCode[]) {
      const res = await member.json('GET', `/api/care-teams/${REFUSING_TEAMS[code]}/members`);
      const body =
        code === 'VALIDATION'
          ? {
              code,
              message: 'Please check the form',
              errors: [{ field: 'careTeamId', message: 'Care team is required' }],
            }
          : { code, message: `Care refused with ${code}` };
      expect({ code, status: res.status, body: res.body }).toEqual({ code, status: expected[code], body });
    }
    // A service's bug is a 500 that says nothing of it.
    expect(await member.json('GET', `/api/care-teams/${CRASHING_TEAM}/members`)).toMatchObject({
      status: 500,
      body: { code: 'INTERNAL', message: 'Internal server error' },
    });
  });

  it('given a service that does not answer, or none at all, when a route asks it, then the gateway answers 504 or 503 naming the service', async () => {
    expect(await gateway.browser({ ip: nextIp() }).json('GET', `/api/play/${SILENT_TOKEN}`)).toMatchObject({
      status: 504,
      body: { code: 'TIMEOUT', message: 'The games service did not answer in time' },
    });
    // Nobody serves insights here.
    expect(
      await member.json('POST', '/api/ai/trend', { json: { seniorId: randomUUID(), timeRange: '7d' } }),
    ).toMatchObject({ status: 503, body: { code: 'UNAVAILABLE', message: 'The insights service is unavailable' } });
  });

  it('given bad input, when it arrives, then it is a 4xx naming the field or the reason, and no service is asked', async () => {
    const before = gateway.standIns.heard.length;
    expect(
      await member.json('POST', '/api/invite', { json: { email: 'not-an-address', careTeamId: randomUUID() } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', errors: [{ field: 'email', message: 'Please enter a valid email address' }] },
    });
    expect(await member.json('POST', '/api/invite', { json: { email: 'ivy@example.com' } })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'careTeamId', message: 'Care team is required' }] },
    });
    expect(await member.json('POST', '/api/invite', { body: '{"email":' })).toEqual({
      status: 400,
      headers: expect.anything(),
      body: {
        code: 'VALIDATION',
        message: 'Request body is not valid JSON',
        errors: [{ field: 'body', message: 'Request body is not valid JSON' }],
      },
    });
    const tooLarge = JSON.stringify({ email: 'ivy@example.com', note: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    expect(await member.json('POST', '/api/invite', { body: tooLarge })).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 256 KB' },
    });
    expect(await member.json('GET', '/api/care-teams/not-a-uuid/members')).toMatchObject({ status: 400 });
    expect(gateway.standIns.heard.length).toBe(before);
  });

  it("given one phone opening a play link too often, when its budget is spent, then it gets the rate limiter's 429 body while another phone plays on", async () => {
    const token = playToken();
    const busy = gateway.browser({ ip: nextIp() });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await busy.request('GET', `/api/play/${token}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const limited = await busy.json('POST', `/api/play/${token}/event`, { json: { type: 'START', payload: {} } });
    expect(limited).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many activity requests. Please wait a minute and try again.' },
    });
    expect(limited.headers.get('ratelimit-policy')).toMatch(/q=4/);
    expect(limited.headers.get('x-request-id')).toBeTruthy();
    expect(limited.headers.get('content-security-policy')).toBeTruthy();
    expect((await gateway.browser({ ip: nextIp() }).request('GET', `/api/play/${token}`)).status).toBe(200);
  });
});
