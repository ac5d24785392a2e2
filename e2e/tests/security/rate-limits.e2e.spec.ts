import { randomBytes, randomUUID } from 'node:crypto';
import { ApiClient } from '../../support/api';
import { uniqueEmail, usePlayLink, useSystem } from '../../support/fixtures';
import { rowCount } from './db-snapshot';

// Per-IP budgets (http/rate-limits.ts), set small here. Every request of this file comes from one
// address (127.0.0.1), and each budget is counted on its own; the window is a minute, so the file
// never waits for a budget to refill.
jest.setTimeout(120_000);

const BUDGET = { signIn: 4, signUp: 3, invite: 3, play: 6 };

// A clear JSON refusal, with the standard headers that say when to come back.
async function expectRateLimited(res: Response, what: RegExp) {
  expect(res.status).toBe(429);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { code: string; message: string };
  expect(body).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(what) });
  expect(body.message).toMatch(/Please wait a minute and try again/);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('rate limits (embedded profile, small budgets)', () => {
  // The caregiver's sign-in is one of the budget.
  const world = useSystem({
    env: {
      RATE_LIMIT_SIGN_IN_PER_MINUTE: String(BUDGET.signIn),
      RATE_LIMIT_SIGNUP_PER_MINUTE: String(BUDGET.signUp),
      RATE_LIMIT_INVITE_PER_MINUTE: String(BUDGET.invite),
      RATE_LIMIT_PLAY_PER_MINUTE: String(BUDGET.play),
    },
    caregiver: { name: 'Rhea Rate' },
    lovedOne: { firstName: 'Lim', lastName: 'Budget' },
  });
  const link = usePlayLink(world, 'Budget');

  it('answers sign-in with 429 past its budget, and not before; the sign-in paths share the budget', async () => {
    const statuses: number[] = [];
    // The owner's sign-in took one; the rest go through, the next is refused.
    for (let i = 0; i < BUDGET.signIn; i++) {
      const res = await new ApiClient(world.system.url).request('POST', '/api/dev-login', {
        json: { name: 'Sig Nin', email: uniqueEmail('signin') },
      });
      statuses.push(res.status);
      if (res.status === 429) await expectRateLimited(res, /^Too many sign-in requests/);
    }
    expect(statuses).toEqual([...Array(BUDGET.signIn - 1).fill(200), 429]);
    // The provider redirect and callback count against the same budget.
    await expectRateLimited(await fetch(`${world.system.url}/api/login`, { redirect: 'manual' }), /sign-in/);
    await expectRateLimited(await fetch(`${world.system.url}/api/callback/dev`, { redirect: 'manual' }), /sign-in/);
    // A forged X-Forwarded-For does not buy a new budget (the gateway trusts no proxy here).
    const spoofed = await new ApiClient(world.system.url).request('POST', '/api/dev-login', {
      json: { name: 'Sig Nin', email: uniqueEmail('spoof') },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    await expectRateLimited(spoofed, /sign-in/);
    // Other routes are not limited by it: the signed-in owner carries on.
    expect((await world.api.get('/api/auth/user')).status).toBe(200);
  });

  it('answers early-access sign-ups with 429 past their budget, and writes nothing then', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGET.signUp; i++) {
      const before = await rowCount(world.system.databaseUrl, 'identity.early_access_signups');
      const res = await new ApiClient(world.system.url).request('POST', '/api/early-access', {
        json: { name: 'Sue Signup', email: uniqueEmail('signup'), biggestChallenge: 'OTHER' },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        await expectRateLimited(res, /^Too many sign-up requests/);
        expect(await rowCount(world.system.databaseUrl, 'identity.early_access_signups')).toBe(before);
      }
    }
    expect(statuses).toEqual([...Array(BUDGET.signUp).fill(201), 429]);
  });

  it('answers invitations with 429 past their budget, and sends none then', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGET.invite; i++) {
      const before = await rowCount(world.system.databaseUrl, 'care.invitations');
      const res = await world.api.request('POST', '/api/invite', {
        json: { email: uniqueEmail('invitee'), role: 'SIBLING', careTeamId: world.lovedOne.careTeamId },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        await expectRateLimited(res, /^Too many invitation requests/);
        expect(await rowCount(world.system.databaseUrl, 'care.invitations')).toBe(before);
      }
    }
    expect(statuses).toEqual([...Array(BUDGET.invite).fill(201), 429]);
  });

  it('answers the play endpoints with 429 past their budget; guessed tokens use it up too', async () => {
    const statuses: number[] = [];
    // Half the budget on the real link, half on guesses: a token cannot be brute-forced past it.
    for (let i = 0; i < BUDGET.play; i++) {
      const guess = randomBytes(32).toString('base64url');
      statuses.push((await fetch(`${world.system.url}/api/play/${i % 2 === 1 ? guess : link.token}`)).status);
    }
    expect(statuses).toEqual(Array.from({ length: BUDGET.play }, (_, i) => (i % 2 === 1 ? 404 : 200)));
    await expectRateLimited(await fetch(`${world.system.url}/api/play/${link.token}`), /^Too many activity requests/);
    const event = await fetch(`${world.system.url}/api/play/${link.token}/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: randomUUID(), type: 'START', payload: {} }),
    });
    await expectRateLimited(event, /activity/);
  });
});
