import { Page } from 'playwright-core';
import { expectNoAxeViolations, screenshot } from '../support/browser';
import { ApiClient } from '../support/api';
import { uniqueEmail, useSystem } from '../support/fixtures';
import { queryDb, RunningSystem, startEmbedded } from '../support/systems';

jest.setTimeout(180_000);

async function openDialog(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('dialog').waitFor();
}

async function fillSignup(page: Page, { name, email }: { name: string; email: string }) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Your biggest challenge right now').selectOption('MEMORY_GAMES');
  await page.getByLabel("Anything you'd like to tell us? (optional)").fill('My mother loves old photos.');
  await page.getByLabel("I'm open to a short interview about my experience").check();
}

const signupCount = async (system: RunningSystem) =>
  Number(
    (await queryDb<{ n: string }>(system.databaseUrl, 'SELECT count(*) AS n FROM identity.early_access_signups'))[0]?.n,
  );

type Profile = 'embedded' | 'distributed';

describe.each<Profile>(['embedded', 'distributed'])('early-access signup, %s profile', (profile) => {
  // Visitors: nobody signed in.
  const world = useSystem<Profile>({ profile, shared: profile === 'embedded', browser: true, caregiver: false });
  let page: Page;

  beforeEach(async () => {
    page = await world.page();
  });

  it('GET /api/health answers 200 with the state of each dependency', async () => {
    const res = await fetch(`${world.system.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      profile: string;
      dependencies: Record<string, { status: string }>;
    };
    expect(body.status).toBe('ok');
    expect(body.profile).toBe(profile);
    for (const service of ['identity', 'care', 'games', 'messaging', 'insights']) {
      expect(body.dependencies[service]).toEqual({ status: 'up' });
      expect(body.dependencies[`${service}.postgres`]).toEqual({ status: 'up' });
    }
    expect(body.dependencies['messaging.queue']).toEqual({ status: 'up' });
  });

  it('signs up through the dialog, confirms, and resets when closed', async () => {
    const email = uniqueEmail(`ok-${profile}`);
    const before = await signupCount(world.system);
    await openDialog(page, world.system.url);
    await expectNoAxeViolations(page);
    await fillSignup(page, { name: 'Maya Collins', email });
    await screenshot(page, `early-access-form-${profile}`);
    await page.getByRole('button', { name: 'Join early access' }).click();
    await page.getByRole('heading', { name: "You're on the list" }).waitFor();
    await screenshot(page, `early-access-done-${profile}`);
    await expectNoAxeViolations(page);

    const rows = await queryDb(
      world.system.databaseUrl,
      'SELECT * FROM identity.early_access_signups WHERE email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Maya Collins',
      biggest_challenge: 'MEMORY_GAMES',
      open_to_interview: true,
      message: 'My mother loves old photos.',
    });
    expect(await signupCount(world.system)).toBe(before + 1);

    await page.getByRole('button', { name: 'Back to site' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Your biggest challenge right now').inputValue()).resolves.toBe('DAILY_ROUTINES');
  });

  it('shows the duplicate-email message on the email field', async () => {
    const email = uniqueEmail(`dup-${profile}`);
    const first = await new ApiClient(world.system.url).post('/api/early-access', {
      name: 'First',
      email,
      biggestChallenge: 'OTHER',
    });
    expect(first.status).toBe(201);
    await openDialog(page, world.system.url);
    await fillSignup(page, { name: 'Again', email: email.toUpperCase() });
    await page.getByRole('button', { name: 'Join early access' }).click();
    await page.getByText('This email is already registered for early access.').waitFor();
    await screenshot(page, `early-access-duplicate-${profile}`);
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('validates in the browser before sending', async () => {
    await openDialog(page, world.system.url);
    await page.getByRole('button', { name: 'Join early access' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
  });

  it('refuses bad input with a clear 4xx naming the field, and writes nothing', async () => {
    const before = await signupCount(world.system);
    const api = new ApiClient(world.system.url);
    const post = (body: string) => api.request('POST', '/api/early-access', { body });
    const cases: [string, string, number, string][] = [
      ['missing name', JSON.stringify({ email: uniqueEmail('x'), biggestChallenge: 'OTHER' }), 400, 'name'],
      ['bad email', JSON.stringify({ name: 'A', email: 'not-an-email', biggestChallenge: 'OTHER' }), 400, 'email'],
      [
        'unknown biggestChallenge',
        JSON.stringify({ name: 'A', email: uniqueEmail('y'), biggestChallenge: 'FLYING' }),
        400,
        'biggestChallenge',
      ],
      [
        'wrong type',
        JSON.stringify({ name: 42, email: uniqueEmail('z'), biggestChallenge: 'OTHER', openToInterview: 'yes' }),
        400,
        'name',
      ],
      ['not JSON', '{"name": ', 400, 'body'],
      ['an array', '[]', 400, 'body'],
    ];
    for (const [label, body, status, field] of cases) {
      const res = await post(body);
      const json = (await res.json()) as { message: string; errors?: { field: string; message: string }[] };
      expect({ label, status: res.status }).toEqual({ label, status });
      expect(json.errors?.map((e) => e.field)).toContain(field);
      expect(json.message.length).toBeGreaterThan(0);
    }
    const huge = await post(
      JSON.stringify({
        name: 'A',
        email: uniqueEmail('big'),
        biggestChallenge: 'OTHER',
        message: 'x'.repeat(1024 * 1024),
      }),
    );
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toMatch(/larger than/);
    expect(await signupCount(world.system)).toBe(before);
  });

  it('shows the 404 page for unknown routes and a JSON 404 for unknown API paths', async () => {
    await page.goto(`${world.system.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectNoAxeViolations(page);
    const api = await fetch(`${world.system.url}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });

  // Security headers and the anti-forgery checks: e2e/tests/security/ (headers, csrf).
  it('sends a request id', async () => {
    const res = await fetch(world.system.url);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('embedded profile keeps its data across a restart', () => {
  const world = useSystem({ browser: true, caregiver: false });

  it('still knows a signup after the app restarts on the same data directory', async () => {
    const email = uniqueEmail('restart');
    const { dataDir, pgPort } = world.system;
    const page = await world.page();
    await openDialog(page, world.system.url);
    await fillSignup(page, { name: 'Before Restart', email });
    await page.getByRole('button', { name: 'Join early access' }).click();
    await page.getByRole('heading', { name: "You're on the list" }).waitFor();
    await world.system.stop();

    // The same data directory again: the block's system now, which the fixture stops and removes.
    world.system = await startEmbedded({ dataDir, pgPort });
    const again = await world.page();
    await openDialog(again, world.system.url);
    await fillSignup(again, { name: 'After Restart', email });
    await again.getByRole('button', { name: 'Join early access' }).click();
    await again.getByText('This email is already registered for early access.').waitFor();
    const rows = await queryDb(
      world.system.databaseUrl,
      'SELECT name FROM identity.early_access_signups WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ name: 'Before Restart' }]);
  });
});
