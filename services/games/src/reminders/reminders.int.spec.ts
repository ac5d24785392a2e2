import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BusReplyData, QUEUE_NAMES, ReminderJob, reminderJobId, SendSmsJob } from '@carewith/contracts';
import {
  BaseConfig,
  BusClient,
  FactBus,
  InProcessJobQueue,
  Job,
  QueueWorker,
  startJobHandlers,
} from '@carewith/platform';
import { expectEventually, TestDataSource } from '@carewith/platform/testing';
import type { GameAccessService } from '../activities/game-access.service';
import { PlayLinksService } from '../links/play-links.service';
import { gamesTestDataSource } from '../testing/games-database';
import { ReminderJobHandler } from './reminder.job';
import { RemindersConfig } from './reminders.config';
import { RemindersService } from './reminders.service';
import { LinkStore } from '../links/link-store';
import { SmsTexts } from '../texts/sms-texts';
import { ReminderJobs } from './reminder-jobs';
import { ReminderStore } from './reminder-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const PHONE = '+15551234567';
// Texts may go at any hour of the day (the decision's own spec covers quiet hours and pauses).
const ALL_DAY = { from: '23:59', to: '00:00' };

// The reminder job over real Postgres and the in-process queue: however often it runs, one reminder
// row and one text; an opened link gets none.
describe('RemindersService (real Postgres, in-process queue)', () => {
  let db: TestDataSource;
  let ds: DataSource;
  let queue: InProcessJobQueue;
  let smsWorker: QueueWorker;
  const texts: Job<SendSmsJob>[] = [];
  let sendInfo: BusReplyData<'care.seniors.sendInfo'>;
  const config = { SMS_ATTEMPTS: 1, SMS_BACKOFF_MS: 10, PLAY_LINK_TTL_DAYS: 30, PUBLIC_URL: 'https://carewith.test' };
  const settings: RemindersConfig = { REMINDER_AFTER_MS: 100, REMINDER_ATTEMPTS: 1, REMINDER_BACKOFF_MS: 10 };
  // care and messaging as the reminder asks them (no actor).
  const bus = {
    request: async (subject: string) => {
      if (subject === 'care.seniors.sendInfo') return sendInfo;
      if (subject === 'messaging.optOut.check') return { optedOut: false };
      throw new Error(`unexpected ${subject}`);
    },
  } as unknown as BusClient;
  let service: RemindersService;
  let jobs: ReminderJobs;

  async function sentActivity(seniorId: string, title = 'Family faces') {
    const id = randomUUID();
    await ds.query(
      `INSERT INTO game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json, sent_at)
       VALUES ($1, $2, $3, 'grandkid-match', $4, 'SENT', $5, now())`,
      [id, seniorId, TEAM, USER, JSON.stringify({ title, steps: [] })],
    );
    await ds.query(
      `INSERT INTO magic_links (game_instance_id, token_hash, expires_at, created_by)
       VALUES ($1, $2, now() + interval '30 days', $3)`,
      [id, randomUUID(), USER],
    );
    return id;
  }
  const count = async (sql: string, params: unknown[]) => Number((await ds.query<{ n: string }[]>(sql, params))[0]!.n);

  beforeAll(async () => {
    db = await gamesTestDataSource('games_reminders', 3);
    ds = db.ds;
    queue = db.jobQueue();
    smsWorker = queue.process<SendSmsJob>(QUEUE_NAMES.sms, async (job) => {
      texts.push(job);
    });
    const links = new PlayLinksService(new LinkStore(ds), {} as GameAccessService, config as BaseConfig, {} as FactBus);
    jobs = new ReminderJobs(queue, settings);
    service = new RemindersService(new ReminderStore(ds), links, bus, new SmsTexts(queue, config as BaseConfig), jobs);
    sendInfo = {
      firstName: 'Rose',
      phone: PHONE,
      careTeamId: TEAM,
      timeZone: 'UTC',
      quietHours: ALL_DAY,
      pausedUntil: null,
      language: 'en',
    };
  });
  beforeEach(() => texts.splice(0));
  afterAll(async () => {
    await smsWorker.close();
    await queue.close();
    await db.drop();
  });

  it('a reminder job run twice (and twice at once) gives one reminder row and one text with a fresh link', async () => {
    const seniorId = randomUUID();
    const gameId = await sentActivity(seniorId);
    const job: ReminderJob = { gameId, seniorId };
    expect(await service.run(job)).toEqual({ kind: 'remind' });
    expect(await service.run(job)).toEqual({ kind: 'remind' });
    await Promise.all([service.run(job), service.run(job)]);

    expect(await count('SELECT count(*) AS n FROM reminders WHERE game_id = $1', [gameId])).toBe(1);
    await expectEventually(() => expect(texts).toHaveLength(1));
    const [text] = texts;
    expect(text!.id).toBe(`reminder-${gameId}`);
    expect(text!.data).toMatchObject({ to: PHONE, kind: 'reminder', refId: gameId, seniorId });
    expect(text!.data.body).toMatch(
      /^A gentle reminder, Rose: "Family faces" is still here for you, whenever you like\.\nhttps:\/\/carewith\.test\/play\/\S+\nReply STOP to opt out\.$/,
    );
    // The first link and the reminder's link stay open; spare links of the extra runs were turned off.
    expect(
      await count('SELECT count(*) AS n FROM magic_links WHERE game_instance_id = $1 AND revoked_at IS NULL', [gameId]),
    ).toBe(2);
    // Nothing more arrives later.
    await new Promise((r) => setTimeout(r, 200));
    expect(texts).toHaveLength(1);
  });

  it('a loved one who reads Spanish gets the reminder in Spanish, the STOP line too', async () => {
    const seniorId = randomUUID();
    const gameId = await sentActivity(seniorId, 'Caras de la familia');
    const english = sendInfo;
    sendInfo = { ...english, firstName: 'Rosa', language: 'es' };
    try {
      expect(await service.run({ gameId, seniorId })).toEqual({ kind: 'remind' });
    } finally {
      sendInfo = english;
    }
    await expectEventually(() => expect(texts).toHaveLength(1));
    expect(texts[0]!.data.body).toMatch(
      /^Un recordatorio amable, Rosa: "Caras de la familia" sigue aquí para usted, cuando quiera\.\nhttps:\/\/carewith\.test\/play\/\S+\nResponda STOP para no recibir más mensajes\.$/,
    );
  });

  it('planned twice (a retried send), the reminder job is one job; it runs after the delay and texts once', async () => {
    const worker = startJobHandlers(queue, [new ReminderJobHandler(service)]);
    try {
      const seniorId = randomUUID();
      const gameId = await sentActivity(seniorId);
      await jobs.plan(gameId, seniorId);
      await jobs.plan(gameId, seniorId);
      await expectEventually(async () =>
        expect(
          await count('SELECT count(*) AS n FROM reminders WHERE sms_queued_at IS NOT NULL AND game_id = $1', [gameId]),
        ).toBe(1),
      );
      await expectEventually(() => expect(texts.map((t) => t.id)).toEqual([`reminder-${gameId}`]));
      expect(
        (await queue.add(QUEUE_NAMES.reminder, 'remind', { gameId, seniorId }, { jobId: reminderJobId(gameId) }))
          .duplicate,
      ).toBe(true);
    } finally {
      await worker.close();
    }
  });

  it('an opened link, a started activity or an erased one gets no reminder row and no text', async () => {
    const seniorId = randomUUID();
    const opened = await sentActivity(seniorId);
    await ds.query('UPDATE magic_links SET first_opened_at = now() WHERE game_instance_id = $1', [opened]);
    const started = await sentActivity(seniorId);
    await ds.query(`UPDATE game_instances SET status = 'ACTIVE' WHERE id = $1`, [started]);
    expect(await service.run({ gameId: opened, seniorId })).toEqual({ kind: 'skip', reason: 'opened' });
    expect(await service.run({ gameId: started, seniorId })).toEqual({ kind: 'skip', reason: 'not-waiting' });
    expect(await service.run({ gameId: randomUUID(), seniorId })).toEqual({ kind: 'skip', reason: 'gone' });
    expect(await count('SELECT count(*) AS n FROM reminders WHERE senior_id = $1', [seniorId])).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(texts).toHaveLength(0);
  });

  it('an activity texted before a newer one gets no reminder; the newer one still does', async () => {
    const seniorId = randomUUID();
    const older = await sentActivity(seniorId, 'Older');
    await ds.query(`UPDATE game_instances SET sent_at = now() - interval '1 day' WHERE id = $1`, [older]);
    const newer = await sentActivity(seniorId, 'Newer');
    expect(await service.run({ gameId: older, seniorId })).toEqual({ kind: 'skip', reason: 'superseded' });
    expect(await service.run({ gameId: newer, seniorId })).toEqual({ kind: 'remind' });
    expect(await count('SELECT count(*) AS n FROM reminders WHERE senior_id = $1', [seniorId])).toBe(1);
  });

  it('paused, the reminder waits as one delayed job for the end of the pause, whatever the retries', async () => {
    const seniorId = randomUUID();
    const gameId = await sentActivity(seniorId);
    const pausedUntil = new Date(Date.now() + 3 * 86_400_000);
    pausedUntil.setUTCHours(0, 0, 0, 0);
    sendInfo = { ...sendInfo, pausedUntil: pausedUntil.toISOString() };
    try {
      const before = await queue.waitingCount(QUEUE_NAMES.reminder);
      expect(await service.run({ gameId, seniorId })).toEqual({ kind: 'postpone', at: pausedUntil });
      expect(await service.run({ gameId, seniorId })).toEqual({ kind: 'postpone', at: pausedUntil });
      expect(await queue.waitingCount(QUEUE_NAMES.reminder)).toBe(before + 1);
      expect(await count('SELECT count(*) AS n FROM reminders WHERE game_id = $1', [gameId])).toBe(0);
      // The delayed job has the moment in its id, and is erased with the activity's other jobs.
      const removed = await queue.removeJobs<ReminderJob>(QUEUE_NAMES.reminder, (j) => j.data.gameId === gameId);
      expect(removed).toBe(1);
    } finally {
      sendInfo = { ...sendInfo, pausedUntil: null };
    }
    expect(texts).toHaveLength(0);
  });

  it('the dashboard notices: only loved ones the caller can see, newest first, with title and times', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    const a = await sentActivity(mine, 'Family faces');
    const b = await sentActivity(theirs, 'Not yours');
    await service.run({ gameId: a, seniorId: mine });
    await service.run({ gameId: b, seniorId: theirs });
    const asCaller = new RemindersService(
      new ReminderStore(ds),
      {} as PlayLinksService,
      { request: async () => [{ seniorId: mine, careTeamId: TEAM, role: 'OWNER' }] } as unknown as BusClient,
      new SmsTexts(queue, config as BaseConfig),
      jobs,
    );
    const notices = await asCaller.recent();
    expect(notices).toEqual([
      {
        gameId: a,
        seniorId: mine,
        firstName: 'Rose',
        title: 'Family faces',
        // The template, so the screen can say a default name in the member's language.
        templateId: 'grandkid-match',
        firstSentAt: expect.any(String),
        remindedAt: expect.any(String),
      },
    ]);
    // Older than REMINDER_NOTICE_DAYS: no notice.
    await ds.query(`UPDATE reminders SET sms_queued_at = now() - interval '8 days' WHERE game_id = $1`, [a]);
    expect(await asCaller.recent()).toEqual([]);
  });
});
