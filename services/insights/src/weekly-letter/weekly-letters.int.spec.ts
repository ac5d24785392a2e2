import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  ConversationActivity,
  LetterAudience,
  letterWeekAt,
  LetterWeekFacts,
  QUEUE_NAMES,
  SAMPLE_STEPS,
  SendEmailJob,
  WEEKLY_LETTERS_SWEEP,
  WRITE_STARTERS_JOB,
  startersJobId,
} from '@carewith/contracts';
import { BaseConfig, BusClient, InProcessJobQueue, Job, QueueWorker, startJobHandlers } from '@carewith/platform';
import { expectEventually, testClock, TestDataSource, testDataSource } from '@carewith/platform/testing';
import { StarterStore } from '../conversation/starter-store';
import { StartersService } from '../conversation/starters.service';
import { WriteStartersJobHandler } from '../conversation/write-starters.job';
import { AiReports1763760800000 } from '../migrations/1763760800000-ai-reports';
import { Conversation1764160100000 } from '../migrations/1764160100000-conversation';
import { WriteReflectionJobHandler } from '../reflections/write-reflection.job';
import { AiReportEntity } from '../reports/ai-report.entity';
import { Writer } from '../writers/writer';
import { WeeklyLetterStore } from './weekly-letter-store';
import { WeeklyLettersService } from './weekly-letters.service';
import { WriteLettersJobHandler } from './write-letters.job';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const ann = { userId: randomUUID(), email: 'ann@example.com', firstName: 'Ann', language: null };
const ben = { userId: randomUUID(), email: 'ben@example.com', firstName: 'Ben', language: null };
// Saturday 14 November 2026, then Sunday 15 November at 17:00 UTC (a Sunday).
const SATURDAY = Date.parse('2026-11-14T18:00:00Z');
const SUNDAY_EVENING = Date.parse('2026-11-15T17:00:00Z');

// The ai queue's worker over real Postgres and the in-process queue, with care and games answered by
// a stand-in for the bus: the hourly sweep queues one letter per loved one whose Sunday 17:00 it is,
// and however often it or the letter job runs (at once, too), one letter and one e-mail per member.
describe('weekly letters and starters on the ai queue (real Postgres, in-process queue)', () => {
  let ds: DataSource;
  let db: TestDataSource;
  let schema: string;
  let queue: InProcessJobQueue;
  let letterJobs: WriteLettersJobHandler;
  let worker: QueueWorker;
  let letters: WeeklyLettersService;
  let starters: StartersService;
  let emailWorker: QueueWorker;
  const emails: Job<SendEmailJob>[] = [];
  const clock = testClock(SATURDAY);
  const rose = randomUUID();
  const tokyo = randomUUID();
  const gameId = randomUUID();
  const zones: Record<string, string> = { [rose]: 'UTC', [tokyo]: 'Asia/Tokyo' };
  const activity: ConversationActivity = {
    gameInstanceId: gameId,
    seniorId: rose,
    careTeamId: TEAM,
    title: 'Old places',
    templateId: 'places-flashcards',
    steps: SAMPLE_STEPS['places-flashcards'].slice(0, 3),
    firstTry: [true, false, true],
    completedAt: '2026-11-12T10:00:00.000Z',
  };
  const facts: LetterWeekFacts = {
    played: [
      {
        gameInstanceId: gameId,
        title: 'Old places',
        templateId: 'places-flashcards',
        completedAt: '2026-11-12T10:00:00.000Z',
        correctAnswers: 2,
        totalSteps: 3,
        totalTimeMs: 240_000,
        firstTryAnswers: 2,
        helpedAnswers: 0,
      },
    ],
    previousWeekCount: 0,
    knowsWell: ['The seaside'],
    slipping: [],
    activitiesEver: 2,
  };
  const asked: string[] = [];
  const bus = {
    request: async (subject: string, data: Record<string, unknown>) => {
      asked.push(subject);
      switch (subject) {
        case 'care.weeklyLetter.due':
          return Object.entries(zones)
            .map(([seniorId, zone]) => ({ seniorId, week: letterWeekAt(new Date(String(data.at)), zone) }))
            .filter((s) => s.week.due)
            .map((s) => ({ seniorId: s.seniorId, sunday: s.week.sunday }));
        case 'care.weeklyLetter.audience':
          return {
            firstName: 'Rose',
            careTeamId: TEAM,
            timeZone: zones[String(data.seniorId)]!,
            recipients: [ann, ben],
            coCaregivers: [{ userId: ann.userId, firstName: 'Ann' }],
          } satisfies LetterAudience;
        case 'games.letter.week':
          return facts;
        case 'games.conversation.activity':
          // Slow on purpose: two writers of the same starters overlap.
          await new Promise((r) => setTimeout(r, 50));
          return activity;
        default:
          throw new Error(`unexpected ${subject}`);
      }
    },
  } as unknown as BusClient;
  const letterRows = () =>
    ds.query<{ senior_id: string; sunday: string }[]>('SELECT senior_id, sunday FROM weekly_letters ORDER BY sunday');
  const starterCount = async () =>
    Number((await ds.query<{ n: string }[]>('SELECT count(*) AS n FROM conversation_starters'))[0]!.n);

  beforeAll(async () => {
    db = await testDataSource('insights_letters', {
      entities: [AiReportEntity],
      migrations: [AiReports1763760800000, Conversation1764160100000],
      poolSize: 4,
    });
    ({ ds, schema } = db);
    queue = db.jobQueue();
    const writer = new Writer(null);
    starters = new StartersService(new StarterStore(ds), bus, writer, queue);
    letters = new WeeklyLettersService(new WeeklyLetterStore(ds), bus, starters, queue, {
      PUBLIC_URL: 'https://carewith.test',
    } as BaseConfig);
    letterJobs = new WriteLettersJobHandler(queue, letters, clock);
    await letterJobs.onApplicationBootstrap();
    worker = startJobHandlers(queue, [
      new WriteReflectionJobHandler(bus, writer),
      new WriteStartersJobHandler(starters),
      letterJobs,
    ]);
    emailWorker = queue.process<SendEmailJob>(QUEUE_NAMES.email, async (job) => {
      emails.push(job);
    });
  });
  afterAll(async () => {
    await worker.close();
    await emailWorker.close();
    await queue.close();
    await db.drop();
  });

  it('schedules the hourly sweep on the ai queue', async () => {
    const [row] = await ds.query<{ spec: unknown; name: string }[]>(
      `SELECT spec, name FROM "${schema}_jobs".job_schedulers WHERE queue = 'ai' AND id = $1`,
      [WEEKLY_LETTERS_SWEEP],
    );
    expect(row).toEqual({ spec: { pattern: '0 * * * *', tz: 'UTC' }, name: WEEKLY_LETTERS_SWEEP });
  });

  it('given a Saturday then the sweep queues nothing', async () => {
    clock.at = SATURDAY;
    await letterJobs.sweep();
    expect(await letterRows()).toEqual([]);
    expect(asked).not.toContain('care.weeklyLetter.audience');
  });

  it("given Sunday 17:00 in Rose's zone (and Monday morning in Tokyo) then one letter for Rose, one e-mail per member, however often it runs", async () => {
    clock.at = SUNDAY_EVENING;
    // The scheduler's run on two replicas, and a retry.
    await Promise.all([letterJobs.sweep(), letterJobs.sweep()]);
    await letterJobs.sweep();
    await expectEventually(async () => expect(emails).toHaveLength(2), { timeoutMs: 20_000 });
    expect(await letterRows()).toEqual([{ senior_id: rose, sunday: '2026-11-15' }]);
    // The letter job itself run again, twice at once: nothing more.
    const runs = await Promise.all([letters.run(rose, '2026-11-15'), letters.run(rose, '2026-11-15')]);
    expect(runs.map((r) => r.outcome)).toEqual(['already-written', 'already-written']);
    await new Promise((r) => setTimeout(r, 300));
    expect(emails.map((e) => [e.id, e.data.to, e.data.kind, e.data.refId]).sort()).toEqual(
      [
        [`weekly-letter-${rose}-2026-11-15-${ann.userId}`, ann.email, 'weekly-letter', rose],
        [`weekly-letter-${rose}-2026-11-15-${ben.userId}`, ben.email, 'weekly-letter', rose],
      ].sort(),
    );
    const toAnn = emails.find((e) => e.data.to === ann.email)!.data;
    expect(toAnn.subject).toBe("Rose's week: 1 activity played");
    expect(toAnn.text).toContain("It's your turn to send Rose an activity this week.");
    expect(toAnn.text).toContain('"I was thinking about the family home today.');
    expect(toAnn.html).toContain('<h2');
    expect(emails.find((e) => e.data.to === ben.email)!.data.text).toContain(
      "It's Ann's turn to send Rose an activity this week.",
    );
    // The letter wrote the activity's starters as it needed them: once.
    expect(await starterCount()).toBe(3);
  });

  it("writes an activity's starters once, the job and a first read racing", async () => {
    await ds.query('DELETE FROM conversation_starters');
    await queue.add(QUEUE_NAMES.ai, WRITE_STARTERS_JOB, { gameInstanceId: gameId }, { jobId: startersJobId(gameId) });
    const [a, b] = await Promise.all([starters.ensure(gameId), starters.ensure(gameId)]);
    await expectEventually(async () => expect(await starterCount()).toBe(3));
    expect(a!.map((s) => s.id)).toEqual(b!.map((s) => s.id));
    const again = await queue.add(
      QUEUE_NAMES.ai,
      WRITE_STARTERS_JOB,
      { gameInstanceId: gameId },
      { jobId: startersJobId(gameId) },
    );
    expect(again.duplicate).toBe(true);
    expect(await starterCount()).toBe(3);
  });

  it('erasure takes the letters, the starters and their queued jobs', async () => {
    await queue.add(
      QUEUE_NAMES.ai,
      'weekly-letter',
      { seniorId: rose, sunday: '2026-11-22' },
      { jobId: 'later', delayMs: 60_000 },
    );
    const erased = await starters.eraseBySenior(rose, [gameId]);
    expect(erased.rows).toBe(4);
    expect(erased.jobs).toBeGreaterThanOrEqual(1);
    expect(await letterRows()).toEqual([]);
    expect(await starterCount()).toBe(0);
  });
});
