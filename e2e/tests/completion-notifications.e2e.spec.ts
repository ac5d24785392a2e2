import { randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { holdRequests, shootAndScan } from '../support/browser';
import {
  aCaregiver,
  addMember,
  addPlayableActivity,
  aMember,
  anActivity,
  expectSwitchRefusesBadInput,
  Member,
  signUp,
  useSystem,
} from '../support/fixtures';
import { queryDb } from '../support/systems';

jest.setTimeout(180_000);

type Email = { to_address: string; subject: string; body: string; status: string };
const PHONE = '+15550002222';
const SETTINGS_TEXT =
  'When your loved one finishes an activity, we e-mail you who finished which activity and how it went, with a link to see it.';
const ON_TEXT = 'You will get an e-mail each time an activity is completed.';
const OFF_TEXT = 'E-mails about completed activities are off.';

// The completion e-mails the outbox holds for one activity (no SMTP here: stored, not sent).
const completionEmails = (system: { databaseUrl: string }, gameId: string) =>
  queryDb<Email>(
    system.databaseUrl,
    `SELECT to_address, subject, body, status FROM messaging.messages
      WHERE kind = 'activity-completed' AND ref_id = $1 ORDER BY to_address`,
    [gameId],
  );

describe('e-mails to the care team when a loved one completes an activity (embedded profile, outbox)', () => {
  const world = useSystem({
    shared: true,
    browser: true,
    caregiver: { name: 'Nora Notify' },
    lovedOne: { firstName: 'Rose', lastName: 'Finch', phone: PHONE },
  });
  const members: Record<'helper' | 'quiet' | 'otto', Member> = {} as never;

  const playedActivity = (title: string) =>
    addPlayableActivity(world, anActivity({ title, templateId: 'places-flashcards', seniorId: world.lovedOne.id }));

  const complete = (token: string, eventId: string) =>
    new ApiClient(world.system.url).json<{ duplicate: boolean }>('POST', `/api/play/${token}/complete`, {
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
    const join = (name: string, role: 'SIBLING' | 'OWNER', hasAccount = false) =>
      addMember(world.system, world.caregiver, aMember({ name, role, hasAccount }));
    members.helper = await join('Hal Helper', 'SIBLING');
    members.quiet = await join('Cora Quiet', 'OWNER');
    // Otto had a team of his own before joining: he has two teams, so two switches.
    members.otto = await join('Otto Other', 'SIBLING', true);
  });

  it('are on by default; each member turns their own off and on, validated', async () => {
    const url = `/api/care-teams/${world.caregiver.teamId}/notifications`;
    expect((await members.quiet.api.json('GET', url)).body).toEqual({ activityCompleted: true });
    const off = await members.quiet.api.json('PUT', url, { activityCompleted: false });
    expect(off).toEqual({ status: 200, body: { activityCompleted: false } });
    expect((await members.quiet.api.json('GET', url)).body).toEqual({ activityCompleted: false });
    // Someone else's setting is untouched.
    expect((await world.api.json('GET', url)).body).toEqual({ activityCompleted: true });

    await expectSwitchRefusesBadInput(members.helper.api, url, 'activityCompleted');

    const { api: outsider } = await signUp(world.system, aCaregiver({ name: 'Oscar Outsider' }));
    expect((await outsider.json('PUT', url, { activityCompleted: false })).status).toBe(404);
    expect((await outsider.json('GET', url)).status).toBe(404);
  });

  it('completing an activity e-mails each member who has them on, exactly once, and nobody else', async () => {
    const { gameId, token } = await playedActivity('Walk to the market');
    const eventId = randomUUID();
    expect((await complete(token, eventId)).status).toBe(200);
    const expected = [members.helper.email, world.caregiver.email, members.otto.email].sort();
    await expectEventually(
      async () => expect((await completionEmails(world.system, gameId)).map((m) => m.to_address)).toEqual(expected),
      { timeoutMs: 30_000 },
    );
    // The play page retrying the same completion, and another device completing it again: no more e-mails.
    expect((await complete(token, eventId)).body.duplicate).toBe(true);
    expect((await complete(token, randomUUID())).status).toBe(409);
    const emails = await completionEmails(world.system, gameId);
    expect(emails.map((m) => m.to_address)).toEqual(expected);
    expect(emails.map((m) => m.to_address)).not.toContain(members.quiet.email);

    const nora = emails.find((m) => m.to_address === world.caregiver.email)!;
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
        `See the activity: ${world.system.url}/games/${gameId}`,
        '',
        `You get this e-mail because you are in Rose's care team on Care With. To stop these e-mails, turn off "When a loved one completes an activity" on your account page: ${world.system.url}/account`,
      ].join('\n'),
    );
    // How it went, never what was answered, nor the loved one's phone number.
    for (const m of emails) {
      expect(m.body).not.toMatch(/\bknow\b|unsure/);
      expect(m.body).not.toContain(PHONE);
    }
    // The family's e-mails are not the activity's texts.
    const texts = await world.api.json<unknown[]>('GET', `/api/games/${gameId}/messages`);
    expect(texts.body).toEqual([]);
  });

  it('the account page shows the setting, and turning it off stops the e-mails', async () => {
    const page = await world.page({ as: members.helper.api });
    await page.goto(`${world.system.url}/account`);
    await page.getByRole('heading', { level: 2, name: 'E-mail notifications' }).waitFor();
    await page.getByText(SETTINGS_TEXT).waitFor();
    const box = page.getByRole('checkbox', { name: 'When a loved one completes an activity' });
    expect(await box.isChecked()).toBe(true);
    await page.getByRole('status').filter({ hasText: ON_TEXT }).waitFor();
    await shootAndScan(page, 'account-notifications-on');

    await box.uncheck();
    await page.getByRole('status').filter({ hasText: OFF_TEXT }).waitFor();
    await expectEventually(async () =>
      expect(
        (await members.helper.api.json('GET', `/api/care-teams/${world.caregiver.teamId}/notifications`)).body,
      ).toEqual({
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
        expect((await completionEmails(world.system, gameId)).map((m) => m.to_address)).toEqual(
          [world.caregiver.email, members.otto.email].sort(),
        ),
      { timeoutMs: 30_000 },
    );

    // Saving fails: the switch goes back and the page says so.
    await page.route(`**/api/care-teams/${world.caregiver.teamId}/notifications`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    // click, not check: check() insists the box stays ticked, and a fast failure may already have put it back.
    await box.click();
    await page.getByRole('alert').filter({ hasText: "We couldn't save this setting. Please try again." }).waitFor();
    expect(await box.isChecked()).toBe(false);
    await shootAndScan(page, 'account-notifications-error');
  });

  it('someone in two care teams has a switch for each, named by team', async () => {
    const page = await world.page({ as: members.otto.api });
    // Held until the switches have been seen loading.
    const release = await holdRequests(page, '**/api/care-teams/*/notifications');
    await page.goto(`${world.system.url}/account`);
    await page.getByText('Loading your settings…').first().waitFor();
    release();
    const teams = (await members.otto.api.json<{ id: string; name: string }[]>('GET', '/api/care-teams')).body;
    expect(teams).toHaveLength(2);
    for (const team of teams) {
      await page.getByRole('checkbox', { name: `When a loved one in ${team.name} completes an activity` }).waitFor();
    }
    await shootAndScan(page, 'account-notifications-two-teams');
  });
});
