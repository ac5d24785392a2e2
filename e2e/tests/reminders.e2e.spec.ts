import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { shootAndScan } from '../support/browser';
import { countRows, queryDb } from '../support/systems';
import { addActivity, anActivity, sendActivity as send, uniqueEmail, useSystem } from '../support/fixtures';

jest.setTimeout(300_000);

type OutboxEntry = { channel: string; kind: string; to: string; body: string };
type Notice = {
  gameId: string;
  seniorId: string;
  firstName: string;
  title: string;
  templateId: string;
  firstSentAt: string;
  remindedAt: string;
};

// A day is two seconds here (REMINDER_AFTER_MS): the product's 24 hours, shortened.
const AFTER_MS = 2000;
// Texts may reach Rose at any hour the test runs (the quiet-hours rule has its own specs).
const ALL_DAY = { from: '23:59', to: '00:00' };

// One gentle reminder: a link not opened within a day gets one reminder text (never a
// second), and the caregiver is told on the dashboard; an opened link gets none.
describe('one gentle reminder (embedded, Chromium)', () => {
  const phone = `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}7`;
  const world = useSystem({
    env: { REMINDER_AFTER_MS: String(AFTER_MS) },
    browser: true,
    caregiver: { name: 'Anna Keeper' },
    lovedOne: { firstName: 'Rose', phone, timeZone: 'UTC', quietHours: ALL_DAY },
  });

  async function sendActivity(title: string) {
    const game = await addActivity(
      world.api,
      anActivity({ title, templateId: 'places-flashcards', seniorId: world.lovedOne.id }),
    );
    const sent = await send(world.api, game.id, 'Hello Rose, a little activity for you.');
    return { gameId: game.id, playUrl: sent.playUrl };
  }
  const outboxTexts = async () =>
    (await world.api.json<OutboxEntry[]>('GET', '/api/dev/outbox')).body.filter(
      (m) => m.channel === 'sms' && m.to === phone,
    );
  const reminderRows = async (gameId: string) =>
    countRows(world.system.databaseUrl, 'SELECT count(*) AS n FROM games.reminders WHERE game_id = $1', [gameId]);

  it('shows no notice before any reminder', async () => {
    const res = await world.api.json<Notice[]>('GET', '/api/reminders');
    expect(res).toEqual({ status: 200, body: [] });
    expect((await new ApiClient(world.system.url).json('GET', '/api/reminders')).status).toBe(401);
  });

  let unopened: { gameId: string; playUrl: string };
  let opened: { gameId: string; playUrl: string };

  it('texts one gentle reminder for a link not opened, none for an opened one, and never a second', async () => {
    // The opened one is sent first: its reminder job is due first.
    opened = await sendActivity('Old street');
    const token = opened.playUrl.split('/play/')[1]!;
    expect((await world.api.get(`/api/play/${token}`)).status).toBe(200);
    unopened = await sendActivity('Family faces');

    const reminder = await expectEventually(
      async () => {
        const texts = (await outboxTexts()).filter((t) => t.kind === 'reminder');
        expect(texts).toHaveLength(1);
        return texts[0]!;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(reminder.body).toMatch(
      new RegExp(
        `^A gentle reminder, Rose: "Family faces" is still here for you, whenever you like\\.\\n${world.system.url}/play/[A-Za-z0-9_-]{43}\\nReply STOP to opt out\\.$`,
      ),
    );
    // A fresh link (not the first text's), and it opens the activity.
    const reminderUrl = reminder.body.split('\n')[1]!;
    expect(reminderUrl).not.toBe(unopened.playUrl);

    // Two more "days" later: still one reminder, and the opened activity got none.
    await new Promise((r) => setTimeout(r, 2 * AFTER_MS));
    const texts = await outboxTexts();
    expect(texts.map((t) => t.kind).sort()).toEqual(['activity', 'activity', 'reminder']);
    expect(await reminderRows(unopened.gameId)).toBe(1);
    expect(await reminderRows(opened.gameId)).toBe(0);
    const messages = await world.api.json<{ kind: string }[]>('GET', `/api/games/${unopened.gameId}/messages`);
    expect(messages.body.map((m) => m.kind).sort()).toEqual(['activity', 'reminder']);
    expect((await world.api.get(`/api/play/${reminderUrl.split('/play/')[1]}`)).status).toBe(200);

    const notices = await world.api.json<Notice[]>('GET', '/api/reminders');
    expect(notices.status).toBe(200);
    expect(notices.body).toEqual([
      {
        gameId: unopened.gameId,
        seniorId: world.lovedOne.id,
        firstName: 'Rose',
        title: 'Family faces',
        templateId: 'places-flashcards',
        firstSentAt: expect.any(String),
        remindedAt: expect.any(String),
      },
    ]);
    // Someone outside the family sees none.
    const outsider = new ApiClient(world.system.url);
    await outsider.signIn('Olga Outside', uniqueEmail('olga'));
    expect((await outsider.json<Notice[]>('GET', '/api/reminders')).body).toEqual([]);
  });

  it('tells the caregiver on the dashboard, calmly, with a link to the activity (390 and 1280 px, axe)', async () => {
    const page = await world.page();
    await page.goto(`${world.system.url}/`);
    const card = page.getByRole('region', { name: 'Gentle Reminders' });
    await card
      .getByText('We sent Rose a gentle reminder for "Family faces": the link had not been opened for a day.', {
        exact: true,
      })
      .waitFor();
    expect(await card.getByRole('listitem').count()).toBe(1);
    await shootAndScan(page, 'reminders-dashboard');
    await card.getByRole('link', { name: 'See "Family faces"', exact: true }).click();
    await page.waitForURL(`${world.system.url}/games/${unopened.gameId}`);
    // The activity's texts: the first one and the gentle reminder.
    const texts = page.getByRole('region', { name: 'Text Messages' });
    await texts.getByText(`Gentle reminder to •••• ${phone.slice(-4)}`, { exact: true }).waitFor();
    await texts.getByText(`To •••• ${phone.slice(-4)}`, { exact: true }).waitFor();
    await shootAndScan(page, 'reminders-activity-texts');
  });

  // An activity that kept its template's English name is named in the member's language.
  it("names an activity that kept its template's name in Spanish for a Spanish-speaking caregiver", async () => {
    const named = await sendActivity('Familiar Places');
    await expectEventually(
      async () => {
        const notices = (await world.api.json<Notice[]>('GET', '/api/reminders')).body;
        expect(notices.find((n) => n.gameId === named.gameId)).toMatchObject({
          title: 'Familiar Places',
          templateId: 'places-flashcards',
        });
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect((await world.api.json('PUT', '/api/account/language', { language: 'es' })).status).toBe(200);
    try {
      const page = await world.page();
      await page.goto(`${world.system.url}/`);
      const card = page.getByRole('region', { name: 'Recordatorios amables' });
      await card
        .getByText(
          'Le enviamos a Rose un recordatorio amable para «Lugares conocidos»: el enlace llevaba un día sin abrirse.',
          { exact: true },
        )
        .waitFor();
      await card.getByRole('link', { name: 'Ver «Lugares conocidos»', exact: true }).waitFor();
      // A title of the caregiver's own stays as they wrote it.
      await card.getByRole('link', { name: 'Ver «Family faces»', exact: true }).waitFor();
    } finally {
      await world.api.json('PUT', '/api/account/language', { language: 'en' });
    }
  });

  it('shows no notice to a caregiver whose loved ones had no reminder', async () => {
    const other = new ApiClient(world.system.url);
    await other.signIn('Ben Other', uniqueEmail('ben'));
    const page = await world.page({ as: other });
    await page.goto(`${world.system.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ben!' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Your care team' }).waitFor();
    expect(await page.getByRole('region', { name: 'Gentle Reminders' }).count()).toBe(0);
  });

  it("erases the reminders with the loved one's data, and one still waiting never goes", async () => {
    // A third activity whose reminder is still waiting when Rose's records are erased.
    const waiting = await sendActivity('Garden flowers');
    const reminderJobs = async () =>
      (
        await queryDb<{ id: string }>(
          world.system.databaseUrl,
          `SELECT id FROM job_queue.jobs WHERE queue = 'reminder' AND state = 'pending' AND id = $1`,
          [`reminder-${waiting.gameId}`],
        )
      ).length;
    expect(await reminderJobs()).toBe(1);
    const erased = await world.api.json('DELETE', `/api/seniors/${world.lovedOne.id}`);
    expect(erased.status).toBe(200);
    expect(await queryDb<{ n: string }>(world.system.databaseUrl, 'SELECT count(*) AS n FROM games.reminders')).toEqual(
      [{ n: '0' }],
    );
    expect((await world.api.json<Notice[]>('GET', '/api/reminders')).body).toEqual([]);
    // The waiting reminder job went with them.
    expect(await reminderJobs()).toBe(0);
    await new Promise((r) => setTimeout(r, 2 * AFTER_MS));
    expect(await outboxTexts()).toEqual([]);
    expect(await reminderRows(waiting.gameId)).toBe(0);
  });
});
