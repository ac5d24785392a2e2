import { randomUUID } from 'node:crypto';
import { Browser, Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { carrySession, closePage, DESKTOP, launchBrowser, shootAndScan } from '../support/browser';
import { queryDb, removeDir, startEmbedded } from '../support/systems';

jest.setTimeout(300_000);

type System = Awaited<ReturnType<typeof startEmbedded>>;
type OutboxEntry = { channel: string; kind: string; to: string; body: string };
type Notice = {
  gameId: string;
  seniorId: string;
  firstName: string;
  title: string;
  firstSentAt: string;
  remindedAt: string;
};

// A day is two seconds here (REMINDER_AFTER_MS): the product's 24 hours, shortened.
const AFTER_MS = 2000;
// Texts may reach Rose at any hour the test runs (the quiet-hours rule has its own specs).
const ALL_DAY = { from: '23:59', to: '00:00' };

// Issue #15, one gentle reminder: a link not opened within a day gets one reminder text (never a
// second), and the caregiver is told on the dashboard; an opened link gets none.
describe('one gentle reminder (embedded, Chromium)', () => {
  let system: System;
  let browser: Browser;
  let api: ApiClient;
  let seniorId: string;
  const pages: Page[] = [];
  const tag = randomUUID().slice(0, 8);
  const phone = `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}7`;

  async function sendActivity(title: string) {
    const game = await api.json<{ id: string }>('POST', '/api/games', {
      title,
      templateId: 'places-flashcards',
      seniorId,
      configJSON: { title },
    });
    expect(game.status).toBe(201);
    const sent = await api.json<{ playUrl: string }>('POST', `/api/games/${game.body.id}/send-sms`, {
      message: 'Hello Rose, a little activity for you.',
    });
    expect(sent.status).toBe(200);
    return { gameId: game.body.id, playUrl: sent.body.playUrl };
  }
  const outboxTexts = async () =>
    (await api.json<OutboxEntry[]>('GET', '/api/dev/outbox')).body.filter((m) => m.channel === 'sms' && m.to === phone);
  const reminderRows = async (gameId: string) =>
    Number(
      (
        await queryDb<{ n: string }>(
          system.databaseUrl,
          'SELECT count(*) AS n FROM games.reminders WHERE game_id = $1',
          [gameId],
        )
      )[0]!.n,
    );

  beforeAll(async () => {
    [system, browser] = await Promise.all([
      startEmbedded({ env: { REMINDER_AFTER_MS: String(AFTER_MS) } }),
      launchBrowser(),
    ]);
    api = new ApiClient(system.url);
    await api.signIn('Anna Keeper', `anna.${tag}@example.com`);
    const senior = await api.json<{ id: string }>('POST', '/api/seniors', {
      firstName: 'Rose',
      lastName: 'Lane',
      phone,
      timeZone: 'UTC',
      quietHours: ALL_DAY,
    });
    expect(senior.status).toBe(201);
    seniorId = senior.body.id;
  });
  afterEach(async () => {
    for (const page of pages.splice(0)) await closePage(page);
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
    if (system) removeDir(system.dataDir);
  });

  it('shows no notice before any reminder', async () => {
    const res = await api.json<Notice[]>('GET', '/api/reminders');
    expect(res).toEqual({ status: 200, body: [] });
    expect((await new ApiClient(system.url).json('GET', '/api/reminders')).status).toBe(401);
  });

  let unopened: { gameId: string; playUrl: string };
  let opened: { gameId: string; playUrl: string };

  it('texts one gentle reminder for a link not opened, none for an opened one, and never a second', async () => {
    // The opened one is sent first: its reminder job is due first.
    opened = await sendActivity('Old street');
    const token = opened.playUrl.split('/play/')[1]!;
    expect((await api.get(`/api/play/${token}`)).status).toBe(200);
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
        `^A gentle reminder, Rose: "Family faces" is still here for you, whenever you like\\.\\n${system.url}/play/[A-Za-z0-9_-]{43}\\nReply STOP to opt out\\.$`,
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
    const messages = await api.json<{ kind: string }[]>('GET', `/api/games/${unopened.gameId}/messages`);
    expect(messages.body.map((m) => m.kind).sort()).toEqual(['activity', 'reminder']);
    expect((await api.get(`/api/play/${reminderUrl.split('/play/')[1]}`)).status).toBe(200);

    const notices = await api.json<Notice[]>('GET', '/api/reminders');
    expect(notices.status).toBe(200);
    expect(notices.body).toEqual([
      {
        gameId: unopened.gameId,
        seniorId,
        firstName: 'Rose',
        title: 'Family faces',
        firstSentAt: expect.any(String),
        remindedAt: expect.any(String),
      },
    ]);
    // Someone outside the family sees none.
    const outsider = new ApiClient(system.url);
    await outsider.signIn('Olga Outside', `olga.${tag}@example.com`);
    expect((await outsider.json<Notice[]>('GET', '/api/reminders')).body).toEqual([]);
  });

  it('tells the caregiver on the dashboard, calmly, with a link to the activity (390 and 1280 px, axe)', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    pages.push(page);
    await carrySession(context, api, system.url);
    await page.goto(`${system.url}/`);
    const card = page.getByRole('region', { name: 'Gentle Reminders' });
    await card
      .getByText('We sent Rose a gentle reminder for "Family faces": the link had not been opened for a day.', {
        exact: true,
      })
      .waitFor();
    expect(await card.getByRole('listitem').count()).toBe(1);
    await shootAndScan(page, 'reminders-dashboard');
    await card.getByRole('link', { name: 'See "Family faces"', exact: true }).click();
    await page.waitForURL(`${system.url}/games/${unopened.gameId}`);
    // The activity's texts: the first one and the gentle reminder.
    const texts = page.getByRole('region', { name: 'Text Messages' });
    await texts.getByText(`Gentle reminder to •••• ${phone.slice(-4)}`, { exact: true }).waitFor();
    await texts.getByText(`To •••• ${phone.slice(-4)}`, { exact: true }).waitFor();
    await shootAndScan(page, 'reminders-activity-texts');
  });

  it('shows no notice to a caregiver whose loved ones had no reminder', async () => {
    const other = new ApiClient(system.url);
    await other.signIn('Ben Other', `ben.${tag}@example.com`);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    pages.push(page);
    await carrySession(context, other, system.url);
    await page.goto(`${system.url}/`);
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
          system.databaseUrl,
          `SELECT id FROM job_queue.jobs WHERE queue = 'reminder' AND state = 'pending' AND id = $1`,
          [`reminder-${waiting.gameId}`],
        )
      ).length;
    expect(await reminderJobs()).toBe(1);
    const erased = await api.json('DELETE', `/api/seniors/${seniorId}`);
    expect(erased.status).toBe(200);
    expect(await queryDb<{ n: string }>(system.databaseUrl, 'SELECT count(*) AS n FROM games.reminders')).toEqual([
      { n: '0' },
    ]);
    expect((await api.json<Notice[]>('GET', '/api/reminders')).body).toEqual([]);
    // The waiting reminder job went with them.
    expect(await reminderJobs()).toBe(0);
    await new Promise((r) => setTimeout(r, 2 * AFTER_MS));
    expect(await outboxTexts()).toEqual([]);
    expect(await reminderRows(waiting.gameId)).toBe(0);
  });
});
