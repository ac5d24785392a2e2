import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AnyStep, gameStreamId, pauseUntil, QUEUE_NAMES, SendSmsJob, SlotJob } from '@carewith/contracts';
import { BaseConfig, BusClient, InProcessJobQueue, Job, PostgresEventStore } from '@carewith/platform';
import { testClock, testDatabaseUrl } from '@carewith/platform/testing';
import { withCommandBus } from '../testing/games-commands';
import { gamesTestDatabase } from '../testing/games-database';
import { activityRow, ActivityStatus, seedMemoryBox, writeGames } from '../testing/games-seed';
import { BoxActivities } from '../memory-box/box-activities';
import { BoxStore } from '../memory-box/box-store';
import { PlayService } from '../play/play.service';
import { playStepOf } from '../play/play-steps';
import { PlayProjector } from '../projections/play.projection';
import { ActivityStore } from '../activities/activity-store';
import { ActivityTextService } from '../activities/activity-text.service';
import { DifficultyService } from '../difficulty/difficulty.service';
import { PlayLinksService } from '../links/play-links.service';
import { itemOfStep } from '../mastery/mastery';
import { reviewTitle } from '../review/review-activity';
import { ReviewItemsService } from '../review/review-items.service';
import { recordCompletedItems } from '../review/completed-items';
import { LovedOnes } from '../testing/loved-ones';
import { scheduledTextMessage } from './schedule.ports';
import { SchedulePlanner } from './schedule-planner.service';
import { ScheduleReview } from './schedule-review';
import { ScheduleRunner } from './schedule-runner.service';
import { ScheduleStore } from './schedule-store';
import { ComingUpService } from './coming-up.service';
import { ScheduleJobHandler } from './schedule.job';
import { SlotSendService } from './slot-send.service';
import { ReminderJobs } from '../reminders/reminder-jobs';
import { LinkStore } from '../links/link-store';
import { ReviewStore } from '../review/review-store';
import { SmsTexts } from '../texts/sms-texts';
import { systemClock as platformClock } from '@carewith/platform';
import { GoalPractice } from '../goals/goal-practice';
import { GoalStore } from '../goals/goal-store';
import { GoalStreams } from '../goals/goal-streams';

jest.setTimeout(240_000);

const HOUR = 3_600_000;
const TEAM = randomUUID();
const CREATOR = randomUUID();
const at = (iso: string) => Date.parse(iso);

// A controllable clock through two weeks of slots on real Postgres and the embedded
// profile's queue (delayed jobs kept in Postgres): the hourly re-plan and every due slot job run as
// the queue would run them, each slot job three times (two at once, as two replicas, then a retry).
describe('schedule runner through two weeks (real Postgres, in-process queue)', () => {
  let ds: DataSource;
  let schema: string;
  let closeDb: () => Promise<void>;
  let events: PostgresEventStore;
  let queue: InProcessJobQueue;
  let store: ScheduleStore;
  let planner: SchedulePlanner;
  let runner: ScheduleRunner;
  let scheduleJobs: ScheduleJobHandler;
  let difficultyService: { close: () => Promise<void> };
  let links: PlayLinksService;
  let boxes: BoxStore;
  let comingUp: ComingUpService;
  const clock = testClock(0);
  const rose = randomUUID(); // Europe/London: Mon, Wed, Fri 10:00 and once on Sun 25 Oct 10:30
  const walt = randomUUID(); // America/New_York: Mon, Wed, Fri, Sun 09:30, moved to 10:00 by quiet hours
  const waltDrafts: string[] = [];

  const jobs = async (q: string) =>
    (
      await ds.query<{ id: string; name: string; data: string; state: string }[]>(
        `SELECT id, name, data, state FROM jobs WHERE queue = $1 ORDER BY id`,
        [q],
      )
    ).map((j) => ({ ...j, data: JSON.parse(j.data) as unknown }));

  // The loved ones as care and messaging would answer for them (this tier has no care or messaging
  // service): the runner reads them through the same SeniorSendSource port the bus version implements.
  const lovedOnes = new LovedOnes();
  const senior = (id: string, firstName: string, phone: string, timeZone: string, language: 'en' | 'es' = 'en') =>
    lovedOnes.add({ id, firstName, phone, timeZone, language, careTeamId: TEAM });

  async function activity(
    seniorId: string,
    status: ActivityStatus,
    title: string,
    steps: AnyStep[],
    createdAt: string,
  ) {
    const row = activityRow({
      seniorId,
      careTeamId: TEAM,
      createdBy: CREATOR,
      status,
      config: { title, steps },
      createdAt,
    });
    await writeGames(ds, { activities: [row] });
    // What the projection writes when an activity is completed.
    if (status === 'CLOSED')
      await recordCompletedItems(ds, [
        { id: row.id, senior_id: seniorId, template_id: 'grandkid-match', config_json: { title, steps } },
      ]);
    return row.id;
  }

  beforeAll(async () => {
    ({ ds, events: events, schema, close: closeDb } = await gamesTestDatabase('games_sched', 6));
    queue = new InProcessJobQueue({ database: { url: testDatabaseUrl(), schema } });
    const config = {
      PUBLIC_URL: 'https://care.example',
      PLAY_LINK_TTL_DAYS: 30,
      SMS_ATTEMPTS: 6,
      SMS_BACKOFF_MS: 5000,
    } as BaseConfig;
    const source = lovedOnes;
    store = new ScheduleStore(ds);
    planner = new SchedulePlanner(store, queue, clock, source);
    // Only the actor-free parts run here: the level (event store) and the text (links, queue). The
    // bus and the access check belong to the caregiver's requests, which this test does not make.
    const withDifficulty = await withCommandBus(DifficultyService, { store: events, dataSource: ds });
    difficultyService = withDifficulty;
    const difficulty = withDifficulty.service;
    links = new PlayLinksService(new LinkStore(ds), undefined as never, config, undefined as never);
    boxes = new BoxStore(ds);
    // Scheduled texts plan their reminder as every text does (delayed jobs nobody runs here).
    const reminders = new ReminderJobs(queue, {
      REMINDER_AFTER_MS: 86_400_000,
      REMINDER_ATTEMPTS: 5,
      REMINDER_BACKOFF_MS: 30_000,
    });
    const sender = new ActivityTextService(
      new ActivityStore(ds),
      // Scheduled texts carry the loved one's goals due, as every text does (none are set here).
      new GoalPractice(new GoalStore(ds), new GoalStreams(new GoalStore(ds), events), events, platformClock),
      links,
      new SmsTexts(queue, config),
      reminders,
    );
    const builds = new ScheduleReview(
      new ReviewItemsService(new ReviewStore(ds)),
      difficulty,
      new BoxActivities(boxes, difficulty),
    );
    // Coming up's preview only (no caregiver request: no bus, no activity creation).
    comingUp = new ComingUpService(store, builds, clock, source);
    runner = new ScheduleRunner(store, planner, new SlotSendService(store, builds, sender, source), clock, source);
    // The schedule queue's handler, as the queue runs it: the slot jobs and the hourly re-plan.
    scheduleJobs = new ScheduleJobHandler(queue, planner, runner);
  });

  afterAll(async () => {
    await difficultyService.close();
    await queue.close();
    await closeDb();
  });

  // Every slot job due by now, in slot order, each run three times: two at once, then once more.
  const ran = new Set<string>();
  async function runDueSlots(onlyFor?: string) {
    const due = (await jobs(QUEUE_NAMES.schedule))
      .filter((j) => j.name === 'slot' && !ran.has(j.id) && (j.data as SlotJob).at <= clock.at)
      .filter((j) => !onlyFor || (j.data as SlotJob).seniorId === onlyFor)
      .sort((a, b) => (a.data as SlotJob).at - (b.data as SlotJob).at);
    for (const j of due) {
      ran.add(j.id);
      const job: Job<SlotJob> = { id: j.id, name: j.name, data: j.data as SlotJob, attempt: 1 };
      await Promise.all([scheduleJobs.slot(job), scheduleJobs.slot(job)]);
      // The retry finds the day decided (or the slot gone): nothing more happens.
      const data = j.data as SlotJob;
      expect(['taken', 'stale']).toContain(await runner.runSlot(data.seniorId, data.at));
    }
  }

  it('sends exactly the expected texts across DST, quiet hours, a pause, a skip and a STOP, each once', async () => {
    clock.at = at('2026-10-18T23:00:00Z');
    senior(rose, 'Rose', '+447700900001', 'Europe/London');
    // Walt reads Spanish: his texts are in Spanish.
    senior(walt, 'Walt', '+12025550002', 'America/New_York', 'es');
    // Rose has items due for review: each of her slots sends a Review built at its time.
    const steps = [
      { id: 's1', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma' },
      { id: 's2', question: 'And this?', options: ['Noah', 'Ann'], correctAnswer: 'Noah' },
    ] as AnyStep[];
    await activity(rose, 'CLOSED', 'Grandchildren', steps, '2026-10-01T10:00:00Z');
    for (const step of steps) {
      const item = itemOfStep(step);
      await ds.query(
        `INSERT INTO item_mastery (senior_id, care_team_id, item_key, kind, label, state, times_played,
                                   review_interval_index, review_due_at, review_upkeep, review_streak)
         VALUES ($1, $2, $3, $4, $5, 'learning', 1, 0, '2026-10-02T00:00:00Z', false, 0)`,
        [rose, TEAM, item.key, item.kind, item.label],
      );
    }
    // Walt has four drafts and nothing due: his slots send the oldest draft, unless one is chosen.
    for (let i = 1; i <= 4; i++) {
      waltDrafts.push(await activity(walt, 'DRAFT', `Draft ${i}`, steps, `2026-10-0${i}T10:00:00Z`));
    }
    const add = (seniorId: string, schedule: Parameters<ScheduleStore['add']>[3]) =>
      store.add(seniorId, TEAM, CREATOR, schedule, 10);
    await add(rose, { repeat: 'weekly', days: [1, 3, 5], time: '10:00' });
    await add(rose, { repeat: 'once', date: '2026-10-25', time: '10:30' });
    await add(walt, { repeat: 'weekly', days: [1, 3, 5, 7], time: '09:30' });
    expect(await planner.plan(rose)).toBeGreaterThan(0);
    expect(await planner.plan(walt)).toBe(5);
    // Walt's family then keeps texts until 10:00: his slots move to 10:00, the 09:30 jobs go stale.
    lovedOnes.change(walt, { quietHours: { from: '16:00', to: '10:00' } });
    expect(await planner.plan(walt)).toBe(5);
    // The family chooses his newest draft for Monday and skips Friday 23 Oct.
    await store.setChoice(walt, TEAM, CREATOR, { at: at('2026-10-19T14:00:00Z'), skip: false, gameId: waltDrafts[3]! });
    await store.setChoice(walt, TEAM, CREATOR, { at: at('2026-10-23T14:00:00Z'), skip: true, gameId: null });

    for (; clock.at <= at('2026-11-03T00:00:00Z'); clock.at += HOUR) {
      if (clock.at === at('2026-10-27T12:00:00Z')) {
        // Rose's family pauses her texts for 3 days (until Fri 30 Oct 00:00 London).
        lovedOnes.change(rose, { pausedUntil: pauseUntil(new Date(clock.at), 3, 'Europe/London').toISOString() });
      }
      if (clock.at === at('2026-10-29T12:00:00Z')) {
        lovedOnes.change(walt, { optedOut: true });
      }
      await scheduleJobs.replanAll();
      await runDueSlots();
    }

    const days = await ds.query<
      { senior_id: string; local_date: string; at: Date; outcome: string; game_id: string | null }[]
    >('SELECT senior_id, local_date, at, outcome, game_id FROM scheduled_sends ORDER BY senior_id = $1 DESC, at', [
      rose,
    ]);
    const view = days.map((d) => [d.senior_id === rose ? 'Rose' : 'Walt', d.local_date, d.at.toISOString(), d.outcome]);
    expect(view).toEqual([
      // London: BST (UTC+1) until Sun 25 Oct, then GMT.
      ['Rose', '2026-10-19', '2026-10-19T09:00:00.000Z', 'sent'],
      ['Rose', '2026-10-21', '2026-10-21T09:00:00.000Z', 'sent'],
      ['Rose', '2026-10-23', '2026-10-23T09:00:00.000Z', 'sent'],
      ['Rose', '2026-10-25', '2026-10-25T10:30:00.000Z', 'sent'],
      ['Rose', '2026-10-26', '2026-10-26T10:00:00.000Z', 'sent'],
      ['Rose', '2026-10-28', '2026-10-28T10:00:00.000Z', 'paused'],
      ['Rose', '2026-10-30', '2026-10-30T10:00:00.000Z', 'sent'],
      ['Rose', '2026-11-02', '2026-11-02T10:00:00.000Z', 'sent'],
      // New York: EDT (UTC-4) until Sun 1 Nov, then EST; 10:00 local, as quiet hours moved 09:30.
      ['Walt', '2026-10-19', '2026-10-19T14:00:00.000Z', 'sent'],
      ['Walt', '2026-10-21', '2026-10-21T14:00:00.000Z', 'sent'],
      ['Walt', '2026-10-23', '2026-10-23T14:00:00.000Z', 'skipped'],
      ['Walt', '2026-10-25', '2026-10-25T14:00:00.000Z', 'sent'],
      ['Walt', '2026-10-26', '2026-10-26T14:00:00.000Z', 'sent'],
      ['Walt', '2026-10-28', '2026-10-28T14:00:00.000Z', 'nothing-due'],
      ['Walt', '2026-10-30', '2026-10-30T14:00:00.000Z', 'stopped'],
      ['Walt', '2026-11-01', '2026-11-01T15:00:00.000Z', 'stopped'],
      ['Walt', '2026-11-02', '2026-11-02T15:00:00.000Z', 'stopped'],
    ]);

    // Exactly one text per "sent" day, for the activity recorded on that day, and no other.
    const sent = days.filter((d) => d.outcome === 'sent');
    const texts = (await jobs(QUEUE_NAMES.sms)).map((j) => ({ id: j.id, data: j.data as SendSmsJob }));
    expect(texts.map((t) => t.id).sort()).toEqual(sent.map((d) => `activity-${d.game_id}`).sort());
    expect(texts).toHaveLength(11);
    for (const t of texts) {
      const rosesText = t.data.seniorId === rose;
      expect(t.data.to).toBe(rosesText ? '+447700900001' : '+12025550002');
      expect(
        t.data.body.startsWith(
          `${scheduledTextMessage(rosesText ? 'Rose' : 'Walt', rosesText ? 'en' : 'es')}\nhttps://care.example/play/`,
        ),
      ).toBe(true);
      expect(t.data.body.split('\n').pop()).toBe(
        rosesText ? 'Reply STOP to opt out.' : 'Responda STOP para no recibir más mensajes.',
      );
    }
    // Walt's: the chosen newest draft first, then the oldest drafts in order.
    const waltSent = sent.filter((d) => d.senior_id === walt).map((d) => d.game_id);
    expect(waltSent).toEqual([waltDrafts[3], waltDrafts[0], waltDrafts[1], waltDrafts[2]]);
    // Rose's: a new Review activity each time, made by the schedule's creator and sent.
    const reviews = await ds.query<{ id: string; status: string; created_by: string; title: string }[]>(
      `SELECT id, status, created_by, config_json->>'title' AS title FROM game_instances
        WHERE senior_id = $1 AND id = ANY($2::uuid[])`,
      [rose, sent.filter((d) => d.senior_id === rose).map((d) => d.game_id)],
    );
    expect(reviews).toHaveLength(7);
    for (const r of reviews)
      expect(r).toMatchObject({ status: 'SENT', created_by: CREATOR, title: reviewTitle('grandkid-match') });
    // One link per text: the duplicate runs' spare links were revoked.
    const [{ open }] = await ds.query<{ open: number }[]>(
      'SELECT count(*)::int AS open FROM magic_links WHERE revoked_at IS NULL',
    );
    expect(open).toBe(11);
  });

  it('a slot job that runs after the day’s texting window closed records a missed day and sends nothing', async () => {
    const late = randomUUID();
    senior(late, 'Lena', '+447700900003', 'Europe/London');
    await activity(late, 'DRAFT', 'Lena draft', [], '2026-11-01T10:00:00Z');
    await store.add(late, TEAM, CREATOR, { repeat: 'weekly', days: [2], time: '10:00' }, 10);
    clock.at = at('2026-11-03T09:00:00Z');
    expect(await planner.plan(late)).toBe(2);
    // The process was down: the job for Tue 3 Nov 10:00 runs at 16:00 London.
    clock.at = at('2026-11-03T16:00:00Z');
    expect(await runner.runSlot(late, at('2026-11-03T10:00:00Z'))).toBe('missed');
    expect(await runner.runSlot(late, at('2026-11-03T10:00:00Z'))).toBe('taken');
    const texts = (await jobs(QUEUE_NAMES.sms)).filter((j) => (j.data as SendSmsJob).seniorId === late);
    expect(texts).toEqual([]);
    // A job for an instant that is no longer a slot (10:05 was never one) does nothing at all.
    expect(await runner.runSlot(late, at('2026-11-10T10:05:00Z'))).toBe('stale');
  });

  it('sends at most one scheduled text a local day, even when the schedules change after that day’s text went', async () => {
    const ida = randomUUID();
    senior(ida, 'Ida', '+447700900004', 'Europe/London');
    for (let i = 1; i <= 2; i++) await activity(ida, 'DRAFT', `Ida draft ${i}`, [], `2026-11-0${i}T10:00:00Z`);
    await store.add(ida, TEAM, CREATOR, { repeat: 'weekly', days: [3], time: '10:00' }, 10);
    clock.at = at('2026-11-04T10:00:00Z');
    expect(await runner.runSlot(ida, at('2026-11-04T10:00:00Z'))).toBe('sent');
    // The family removes the weekly schedule and adds a one-off for 13:00 the same day.
    const [weekly] = await store.schedules(ida);
    await store.remove(ida, weekly!.id);
    await store.add(ida, TEAM, CREATOR, { repeat: 'once', date: '2026-11-04', time: '13:00' }, 10);
    clock.at = at('2026-11-04T13:00:00Z');
    expect(await runner.runSlot(ida, at('2026-11-04T13:00:00Z'))).toBe('taken');
    const texts = (await jobs(QUEUE_NAMES.sms)).filter((j) => (j.data as SendSmsJob).seniorId === ida);
    expect(texts).toHaveLength(1);
    expect(await store.drafts(ida)).toHaveLength(1);
  });

  // Four weeks of Mon, Wed, Fri slots with only the memory box filled. Each
  // text's link is played through the play commands (answers as the page sends them) and projected,
  // so mastery and spaced review move as they would; some items are missed on purpose.
  it('sends an activity from the box at every slot, never the same set twice running, and brings missed items back on their review day', async () => {
    const maud = randomUUID();
    // Maud reads Spanish: the box's activities are in Spanish.
    senior(maud, 'Maud', '+447700900005', 'UTC', 'es');
    const box = await seedMemoryBox(ds, {
      seniorId: maud,
      careTeamId: TEAM,
      addedBy: CREATOR,
      people: [
        { name: 'Emma', relation: 'granddaughter' },
        { name: 'Liam', relation: 'grandson' },
        { name: 'Noah' },
        { name: 'Mia' },
        { name: 'Ava' },
      ],
      places: [
        { name: 'Brighton pier', story: 'Ice cream every August' },
        { name: 'Leeds market' },
        { name: 'Elm Street' },
      ],
      groupPhotos: 12,
      recipes: [
        { name: 'Apple crumble', steps: ['Slice the apples', 'Rub in the butter', 'Bake'] },
        { name: 'Sunday roast', steps: ['Heat the oven', 'Roast the beef', 'Make the gravy'] },
      ],
      songs: [{ title: 'Unrecorded' }, { title: 'Moon River', clip: true }],
    });
    expect(box.photoIds).toHaveLength(20);
    await store.add(maud, TEAM, CREATOR, { repeat: 'weekly', days: [1, 3, 5], time: '10:00' }, 10);
    // Completion asks care for the family's e-mails: answered here, as this tier has no care service.
    const bus = { request: async () => undefined } as unknown as BusClient;
    const player = await withCommandBus(PlayService, { store: events, links, bus });
    const projector = new PlayProjector(ds, events, testDatabaseUrl());

    // A Monday at least a week after the real clock: the links' expiry counts from the test's clock
    // and the database checks it against its own.
    let day = Math.floor(Date.now() / DAY) + 7;
    day += (7 - ((day + 3) % 7)) % 7;
    const start = day * DAY;
    // Play stamps answers with the process clock: it follows the test's clock (only Date is faked).
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout'],
      now: start,
    });
    const HARD = new Set(['Liam', 'Leeds market', 'Sunday roast']);
    const timesPlayed = new Map<string, number>();
    const played: { day: number; templateId: string; labels: string[]; missed: string[] }[] = [];
    const setClock = (t: number) => {
      clock.at = t;
      jest.setSystemTime(t);
    };
    try {
      for (let d = 0; d < 28; d++) {
        // The day's slot job is planned ahead (the hourly re-plan), then runs at 10:00.
        setClock(start + d * DAY);
        await planner.plan(maud);
        setClock(clock.at + 10 * HOUR);
        await runDueSlots(maud);
        const [sent] = await ds.query<{ game_id: string }[]>(
          `SELECT game_id FROM scheduled_sends WHERE senior_id = $1 AND outcome = 'sent' AND at = $2`,
          [maud, new Date(clock.at)],
        );
        if (!sent) continue;
        const [text] = (await jobs(QUEUE_NAMES.sms)).filter((j) => j.id === `activity-${sent.game_id}`);
        const token = /\/play\/(\S+)/.exec((text!.data as SendSmsJob).body)![1]!;
        const { instance } = await links.resolve(token);
        // She plays an hour later: a hard item is missed (a wrong tap, then right) its first two times.
        setClock(clock.at + HOUR);
        await player.service.record(token, { type: 'START', payload: {} });
        const labels: string[] = [];
        const missed: string[] = [];
        for (const [i, step] of (instance.configJSON.steps ?? []).entries()) {
          const { label } = itemOfStep(step);
          labels.push(label);
          const times = (timesPlayed.get(label) ?? 0) + 1;
          timesPlayed.set(label, times);
          const miss = HARD.has(label) && times <= 2;
          if (miss) missed.push(label);
          const [right, wrong] = answersOf(step);
          const payload = miss
            ? { step: i, answer: right, attempts: [wrong], cueLevel: 1 }
            : { step: i, answer: right };
          await player.service.record(token, { type: 'STEP', payload });
        }
        await player.service.complete(token, { rawData: [] });
        await projector.applyBatch(await events.readStream(gameStreamId(instance.id)));
        played.push({ day: d, templateId: instance.templateId, labels, missed });
      }
    } finally {
      jest.useRealTimers();
      await player.close();
    }

    // 12 texts, each an activity made from the box (by the schedule's creator), in Maud's language,
    // ending on the song with a clip.
    const days = await ds.query<{ outcome: string; game_id: string }[]>(
      'SELECT outcome, game_id FROM scheduled_sends WHERE senior_id = $1 ORDER BY at',
      [maud],
    );
    expect(days.map((d) => d.outcome)).toEqual(Array(12).fill('sent'));
    const texts = (await jobs(QUEUE_NAMES.sms)).filter((j) => (j.data as SendSmsJob).seniorId === maud);
    expect(texts.map((t) => t.id).sort()).toEqual(days.map((d) => `activity-${d.game_id}`).sort());
    const made = await ds.query<{ created_by: string; status: string; config_json: Record<string, unknown> }[]>(
      'SELECT created_by, status, config_json FROM game_instances WHERE id = ANY($1::uuid[])',
      [days.map((d) => d.game_id)],
    );
    for (const m of made) {
      expect(m).toMatchObject({
        created_by: CREATOR,
        status: 'CLOSED',
        config_json: { language: 'es', gentle: true, song: { title: 'Moon River' } },
      });
      expect(m.config_json.title).toMatch(/^Recuerdos: /);
    }
    expect(played).toHaveLength(12);
    // No two activities in a row are the same (the same template and the same items).
    const setOf = (p: (typeof played)[number]) => `${p.templateId}|${[...p.labels].sort().join(',')}`;
    for (let i = 1; i < played.length; i++) expect(setOf(played[i]!)).not.toBe(setOf(played[i - 1]!));
    // Every kind of the box is played within the four weeks: the recipes, added with the photos, are
    // not put off for as long as a photo is due.
    expect([...new Set(played.map((p) => p.templateId))].sort()).toEqual([
      'grandkid-match',
      'places-flashcards',
      'recipe-sequencing',
    ]);
    // Each missed item is due the day after, and the first activity on or after that day brings it back.
    const misses = played.flatMap((p) => p.missed.map((label) => ({ label, day: p.day })));
    expect(misses.length).toBeGreaterThanOrEqual(3);
    for (const miss of misses) {
      const next = played.find((p) => p.day >= miss.day + 1)!;
      expect({ ...miss, back: next.labels.includes(miss.label) }).toEqual({ ...miss, back: true });
    }
  });

  it('given a box, Coming up previews a different set for each coming slot, and each slot sends the set it showed, the last one unplayed', async () => {
    const olive = randomUUID();
    senior(olive, 'Olive', '+447700900006', 'Europe/London');
    await seedMemoryBox(ds, {
      seniorId: olive,
      careTeamId: TEAM,
      addedBy: CREATOR,
      people: [{ name: 'Emma' }, { name: 'Liam' }, { name: 'Noah' }],
      places: [{ name: 'Brighton pier' }, { name: 'Leeds market' }],
    });
    await store.add(olive, TEAM, CREATOR, { repeat: 'weekly', days: [1, 3, 5], time: '10:00' }, 10);
    clock.at = at('2026-11-08T12:00:00Z');
    const preview = (await comingUp.view(olive)).comingUp;
    expect(preview).toHaveLength(5);
    const shown = preview.map((slot) => {
      if (slot.send.kind !== 'box') throw new Error(`expected a box activity, got ${slot.send.kind}`);
      return `${slot.send.templateId}|${[...slot.send.items].sort().join(',')}`;
    });
    for (let i = 1; i < shown.length; i++) expect(shown[i]).not.toBe(shown[i - 1]);
    // The first two slots go; she plays neither: each sends what Coming up showed for it.
    for (const [i, slot] of preview.slice(0, 2).entries()) {
      clock.at = Date.parse(slot.at);
      expect(await runner.runSlot(olive, clock.at)).toBe('sent');
      const [row] = await ds.query<{ template_id: string; steps: AnyStep[] }[]>(
        `SELECT g.template_id, g.config_json->'steps' AS steps FROM scheduled_sends s
           JOIN game_instances g ON g.id = s.game_id WHERE s.senior_id = $1 AND s.at = $2`,
        [olive, new Date(clock.at)],
      );
      const labels = row!.steps.map((step) => itemOfStep(step).label).sort();
      expect(`${row!.template_id}|${labels.join(',')}`).toBe(shown[i]);
    }
  });
});

const DAY = 24 * HOUR;

// A right answer to a box step and a wrong one, as the play page sends them (a recipe's positions in
// the order it was shown).
function answersOf(step: AnyStep): [unknown, unknown] {
  if ('correctAnswer' in step) return [step.correctAnswer, step.options.find((o) => o !== step.correctAnswer)];
  if ('correctOrder' in step) {
    const shown = playStepOf(step, true);
    const order = 'recipeSteps' in shown ? shown.recipeSteps : [];
    const right = step.recipeSteps.map((text) => order.indexOf(text));
    return [right, [right[1], right[0], ...right.slice(2)]];
  }
  if ('targetItems' in step) return [step.targetItems, []];
  return ['know', 'unsure'];
}
