import { randomUUID } from 'node:crypto';
import { Browser, Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { closePage, DESKTOP, launchBrowser, newPage, shootAndScan } from '../support/browser';
import { invitationToken } from '../support/invitations';
import { queryDb, removeDir, startEmbedded } from '../support/systems';

jest.setTimeout(180_000);

type System = Awaited<ReturnType<typeof startEmbedded>>;
type Email = { to_address: string; subject: string; body: string; status: string };
const PHONE = '+15550002222';
const SETTINGS_TEXT =
  'When your loved one finishes an activity, we e-mail you who finished which activity and how it went, with a link to see it.';
const ON_TEXT = 'You will get an e-mail each time an activity is completed.';
const OFF_TEXT = 'E-mails about completed activities are off.';

// The completion e-mails the outbox holds for one activity (no SMTP here: stored, not sent).
const completionEmails = (system: System, gameId: string) =>
  queryDb<Email>(
    system.databaseUrl,
    `SELECT to_address, subject, body, status FROM messaging.messages
      WHERE kind = 'activity-completed' AND ref_id = $1 ORDER BY to_address`,
    [gameId],
  );

describe('e-mails to the care team when a loved one completes an activity (embedded profile, outbox)', () => {
  let system: System;
  let browser: Browser | undefined;
  const pages: Page[] = [];
  const tag = randomUUID().slice(0, 8);
  const address = (who: string) => `${who}.${tag}@example.com`;
  let owner: ApiClient;
  let teamId: string;
  let seniorId: string;
  const members: Record<'helper' | 'quiet' | 'otto', ApiClient> = {} as never;

  // Invited, signed in through the invitation link, and accepted: a member of the owner's team.
  async function join(who: keyof typeof members, name: string, role: 'SIBLING' | 'OWNER', signedInBefore = false) {
    const api = new ApiClient(system.url);
    if (signedInBefore) await api.signIn(name, address(who));
    const invite = await owner.json<{ id: string }>('POST', '/api/invite', {
      email: address(who),
      role,
      careTeamId: teamId,
    });
    const token = await invitationToken(system.databaseUrl, invite.body.id);
    if (!signedInBefore) await api.signIn(name, address(who), `/invite/accept?token=${token}`);
    expect((await api.json('POST', '/api/invitations/accept', { token })).status).toBe(200);
    members[who] = api;
  }

  async function playedActivity(title: string) {
    const game = await owner.json<{ id: string }>('POST', '/api/games', {
      title,
      templateId: 'places-flashcards',
      seniorId,
      configJSON: { title },
    });
    const link = await owner.json<{ playUrl: string }>('POST', `/api/games/${game.body.id}/links`);
    return { gameId: game.body.id, token: new URL(link.body.playUrl).pathname.split('/').pop()! };
  }

  const complete = (token: string, eventId: string) =>
    new ApiClient(system.url).json<{ duplicate: boolean }>('POST', `/api/play/${token}/complete`, {
      eventId,
      summary: { totalSteps: 5, correctAnswers: 0, totalTime: 1000, engagement: 'high' },
      rawData: [
        { step: 0, answer: 'know', timestamp: 1 },
        { step: 1, answer: 'know', timestamp: 2 },
        { step: 2, answer: 'know', timestamp: 3 },
        { step: 3, answer: 'unsure', timestamp: 4 },
      ],
      computedScores: { accuracy: 0 },
    });

  beforeAll(async () => {
    system = await startEmbedded();
    owner = new ApiClient(system.url);
    await owner.signIn('Nora Notify', address('nora'));
    teamId = (await owner.json<{ id: string }[]>('GET', '/api/care-teams')).body[0]!.id;
    seniorId = (
      await owner.json<{ id: string }>('POST', '/api/seniors', { firstName: 'Rose', lastName: 'Finch', phone: PHONE })
    ).body.id;
    await join('helper', 'Hal Helper', 'SIBLING');
    await join('quiet', 'Cora Quiet', 'OWNER');
    // Otto had a team of his own before joining: he has two teams, so two switches.
    await join('otto', 'Otto Other', 'SIBLING', true);
  });
  afterAll(async () => {
    for (const page of pages) await closePage(page);
    await browser?.close();
    await system?.stop();
    if (system) removeDir(system.dataDir);
  });

  it('are on by default; each member turns their own off and on, validated', async () => {
    const url = `/api/care-teams/${teamId}/notifications`;
    expect((await members.quiet.json('GET', url)).body).toEqual({ activityCompleted: true });
    const off = await members.quiet.json('PUT', url, { activityCompleted: false });
    expect(off).toEqual({ status: 200, body: { activityCompleted: false } });
    expect((await members.quiet.json('GET', url)).body).toEqual({ activityCompleted: false });
    // Someone else's setting is untouched.
    expect((await owner.json('GET', url)).body).toEqual({ activityCompleted: true });

    const bad = await members.helper.json<{ errors: { field: string; message: string }[] }>('PUT', url, {
      activityCompleted: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'activityCompleted', message: 'Must be true (on) or false (off)' }]);
    expect((await members.helper.json('PUT', url, {})).status).toBe(400);
    expect((await members.helper.json('PUT', url, { activityCompleted: false, extra: 1 })).status).toBe(400);
    expect((await members.helper.json('GET', url)).body).toEqual({ activityCompleted: true });

    const outsider = new ApiClient(system.url);
    await outsider.signIn('Oscar Outsider', address('oscar'));
    expect((await outsider.json('PUT', url, { activityCompleted: false })).status).toBe(404);
    expect((await outsider.json('GET', url)).status).toBe(404);
  });

  it('completing an activity e-mails each member who has them on, exactly once, and nobody else', async () => {
    const { gameId, token } = await playedActivity('Walk to the market');
    const eventId = randomUUID();
    expect((await complete(token, eventId)).status).toBe(200);
    const expected = [address('helper'), address('nora'), address('otto')].sort();
    await expectEventually(
      async () => expect((await completionEmails(system, gameId)).map((m) => m.to_address)).toEqual(expected),
      { timeoutMs: 30_000 },
    );
    // The play page retrying the same completion, and another device completing it again: no more e-mails.
    expect((await complete(token, eventId)).body.duplicate).toBe(true);
    expect((await complete(token, randomUUID())).status).toBe(409);
    const emails = await completionEmails(system, gameId);
    expect(emails.map((m) => m.to_address)).toEqual(expected);
    expect(emails.map((m) => m.to_address)).not.toContain(address('quiet'));

    const nora = emails.find((m) => m.to_address === address('nora'))!;
    expect(nora.status).toBe('outbox');
    expect(nora.subject).toBe('Rose finished "Walk to the market"');
    expect(nora.body).toBe(
      [
        'Hello Nora,',
        '',
        'Rose just finished the activity "Walk to the market" (Familiar Places).',
        'How it went: 3 of 5 right (60%), in under 1 min.',
        'A kind word or a call about it can make their day.',
        '',
        `See the activity: ${system.url}/games/${gameId}`,
        '',
        `You get this e-mail because you are in Rose's care team on Care With. To stop these e-mails, turn off "When a loved one completes an activity" on your account page: ${system.url}/account`,
      ].join('\n'),
    );
    // How it went, never what was answered, nor the loved one's phone number.
    for (const m of emails) {
      expect(m.body).not.toMatch(/\bknow\b|unsure/);
      expect(m.body).not.toContain(PHONE);
    }
    // The family's e-mails are not the activity's texts.
    const texts = await owner.json<unknown[]>('GET', `/api/games/${gameId}/messages`);
    expect(texts.body).toEqual([]);
  });

  it('the account page shows the setting, and turning it off stops the e-mails', async () => {
    browser = await launchBrowser();
    const page = await newPage(browser, DESKTOP);
    pages.push(page);
    await page.goto(`${system.url}/dev-login?returnTo=${encodeURIComponent('/account')}`);
    await page.getByLabel('Your name').fill('Hal Helper');
    await page.getByLabel('Email').fill(address('helper'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 2, name: 'E-mail notifications' }).waitFor();
    await page.getByText(SETTINGS_TEXT).waitFor();
    const box = page.getByRole('checkbox', { name: 'When a loved one completes an activity' });
    expect(await box.isChecked()).toBe(true);
    await page.getByRole('status').filter({ hasText: ON_TEXT }).waitFor();
    await shootAndScan(page, 'account-notifications-on');

    await box.uncheck();
    await page.getByRole('status').filter({ hasText: OFF_TEXT }).waitFor();
    await expectEventually(async () =>
      expect((await members.helper.json('GET', `/api/care-teams/${teamId}/notifications`)).body).toEqual({
        activityCompleted: false,
      }),
    );
    await page.reload();
    await page.getByRole('status').filter({ hasText: OFF_TEXT }).waitFor();
    expect(await box.isChecked()).toBe(false);
    await shootAndScan(page, 'account-notifications-off');

    const { gameId, token } = await playedActivity('Tea at four');
    await complete(token, randomUUID());
    await expectEventually(
      async () =>
        expect((await completionEmails(system, gameId)).map((m) => m.to_address)).toEqual(
          [address('nora'), address('otto')].sort(),
        ),
      { timeoutMs: 30_000 },
    );

    // Saving fails: the switch goes back and the page says so.
    await page.route(`**/api/care-teams/${teamId}/notifications`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    // click, not check: check() insists the box stays ticked, and a fast failure may already have put it back.
    await box.click();
    await page.getByRole('alert').filter({ hasText: "We couldn't save this setting. Please try again." }).waitFor();
    expect(await box.isChecked()).toBe(false);
    await shootAndScan(page, 'account-notifications-error');
  });

  it('someone in two care teams has a switch for each, named by team', async () => {
    const page = await newPage(browser!, DESKTOP);
    pages.push(page);
    // Held until the switches have been seen loading.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/care-teams/*/notifications', async (route) => {
      await gate;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${system.url}/dev-login?returnTo=${encodeURIComponent('/account')}`);
    await page.getByLabel('Your name').fill('Otto Other');
    await page.getByLabel('Email').fill(address('otto'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Loading your settings…').first().waitFor();
    release();
    const teams = (await members.otto.json<{ id: string; name: string }[]>('GET', '/api/care-teams')).body;
    expect(teams).toHaveLength(2);
    for (const team of teams) {
      await page.getByRole('checkbox', { name: `When a loved one in ${team.name} completes an activity` }).waitFor();
    }
    await shootAndScan(page, 'account-notifications-two-teams');
  });
});
