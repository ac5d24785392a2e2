import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  ConversationActivity,
  LetterAudience,
  letterDay,
  letterWeekAt,
  LetterWeekFacts,
  nextLetterAt,
  rotaTurn,
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
import { HomeLinesStore } from '../home-lines/home-lines-store';
import { INSIGHTS_MIGRATIONS } from '../migrations';
import { WriteReflectionJobHandler } from '../reflections/write-reflection.job';
import {
  aFamily,
  anotherLovedOne,
  aPlacesActivity,
  InsightsDeployment,
  startInsights,
} from '../testing/insights-deployment';
import { AiReportEntity } from '../reports/ai-report.entity';
import { Writer } from '../writers/writer';
import { LetterSources } from './letter-sources';
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
      migrations: INSIGHTS_MIGRATIONS,
      poolSize: 4,
    });
    ({ ds, schema } = db);
    queue = db.jobQueue();
    const writer = new Writer(null);
    starters = new StartersService(new StarterStore(ds), bus, writer, queue);
    letters = new WeeklyLettersService(
      new WeeklyLetterStore(ds),
      bus,
      new LetterSources(bus, starters, new HomeLinesStore(ds)),
      queue,
      {
        PUBLIC_URL: 'https://carewith.test',
      } as BaseConfig,
    );
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

// The letter through insights' bus handlers and `ai` queue (a deployment of its own: the real module,
// bus, PostgreSQL and BullMQ), care and games answered by stand-ins, the e-mails taken off the real
// `email` queue: Rose (New York) played two activities this week and one the week before, Lily (UTC)
// none, Max (Tokyo) has none at all and it is already Monday there. Sam turned the e-mail off. SMTP,
// the routes, the switch and the /digest screen are weekly-letter.e2e.spec.ts's.
describe('the weekly family letter through insights (its module, the real bus, PostgreSQL and BullMQ)', () => {
  const NY = 'America/New_York';
  // A title that would be markup if it were not escaped.
  const TRICKY_TITLE = `Nan's <kitchen> & "garden"`;
  const PLACES = [
    { id: 'a', name: 'Elm Street kitchen', description: 'Where Mum baked bread on Sundays.' },
    { id: 'b', name: 'The old pier', description: 'Ice cream every summer.' },
    { id: 'c', name: 'The allotment', description: 'Runner beans and a shed full of tools.' },
  ];
  const { family: rose, nora, cora, hal, sam, otto } = aFamily('Rose');
  rose.lovedOne.timeZone = NY;
  rose.letterOff = [sam.id];
  const lily = anotherLovedOne(rose, 'Lily', 'UTC');
  const max = anotherLovedOne(rose, 'Max', 'Asia/Tokyo');
  // The run's moment: the coming Sunday at 17:30 in New York, Rose's zone.
  const at = new Date(nextLetterAt(new Date(), NY).getTime() + 30 * 60_000);
  const sunday = letterWeekAt(at, NY).sunday;
  const PUBLIC_URL = 'http://127.0.0.1:3000';
  let insights: InsightsDeployment;
  let first: string;
  let second: string;
  const letters = () => insights.mails.filter((m) => m.kind === 'weekly-letter');
  const letterTo = (member: { email: string }, name: string) =>
    letters().find((m) => m.to === member.email && m.subject.startsWith(name))!;
  // The HTML part read as a person would see it: tags gone, entities decoded.
  const visibleText = (html: string) =>
    html
      .replace(/<[^>]+>/g, '\n')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');

  beforeAll(async () => {
    insights = await startInsights('insights_weekly_letters');
    for (const family of [rose, lily, max]) insights.add(family);
    // Rose's two activities this week, every place known at once but the second.
    const played = (title: string) => {
      const activity = aPlacesActivity(rose, title, PLACES, [true, false, true]);
      insights.addActivity(activity);
      return activity.gameInstanceId;
    };
    first = played('Our places');
    second = played(TRICKY_TITLE);
    const now = new Date().toISOString();
    const week = (gameInstanceId: string, title: string): LetterWeekFacts['played'][number] => ({
      gameInstanceId,
      title,
      templateId: 'places-flashcards',
      completedAt: now,
      correctAnswers: 2,
      totalSteps: 3,
      totalTimeMs: 20_000,
      firstTryAnswers: 2,
      helpedAnswers: 0,
    });
    insights.letterWeek(rose, {
      played: [week(first, 'Our places'), week(second, TRICKY_TITLE)],
      previousWeekCount: 1,
      knowsWell: ['Emma', 'The seaside'],
      slipping: ['Noah'],
      activitiesEver: 3,
    });
    insights.letterWeek(lily, { played: [], previousWeekCount: 0, knowsWell: [], slipping: [], activitiesEver: 1 });
  });
  afterAll(async () => {
    await insights?.stop();
  });

  it('arrives on Sunday for every member who wants it, and not for the one who turned it off', async () => {
    // Rose's and Lily's Sunday evening; Max's Monday morning.
    expect(await insights.as(nora)('insights.weeklyLetters.run', { at: at.toISOString() })).toEqual({ queued: 2 });
    const expected = [cora.email, hal.email, nora.email].sort();
    // Both letters reach every member.
    for (const subject of ["Rose's week: 2 activities played", "Lily's week on Care With"])
      await expectEventually(
        () =>
          expect(
            letters()
              .filter((m) => m.subject === subject)
              .map((m) => m.to)
              .sort(),
          ).toEqual(expected),
        { timeoutMs: 20_000 },
      );
    expect(letters().filter((m) => m.to === sam.email)).toEqual([]);
    expect(letters().filter((m) => /Max/.test(m.subject))).toEqual([]);
    // Running again (another replica, a retry, a second click) queues nothing more.
    expect(await insights.as(cora)('insights.weeklyLetters.run', { at: at.toISOString() })).toEqual({ queued: 0 });
  });

  it("says the week's facts as Hal reads them, whose turn it is, never the answers, the HTML part the same and escaped", async () => {
    const { text, html = '' } = letterTo(hal, 'Rose');
    const facts = [
      'Hello Hal,',
      `Here is Rose's week on Care With: the 7 days to ${letterDay(letterWeekAt(at, NY).to.toISOString(), NY)}.`,
      'WHAT ROSE PLAYED',
      `"Our places" (Familiar Places), ${letterDay(new Date().toISOString(), NY)}: 2 of 3 on the first try, in under 1 min.`,
      `"${TRICKY_TITLE}" (Familiar Places), ${letterDay(new Date().toISOString(), NY)}: 2 of 3 on the first try, in under 1 min.`,
      'Rose finished 2 activities this week, against 1 the week before. 4 of 6 answers came on the first try.',
      'What Rose knows well: Emma and The seaside.',
      'What needs practice again: Noah.',
      'SOMETHING TO TALK ABOUT ON YOUR NEXT CALL',
      'Open with one of these, then say "Tell me more about that."',
      '"I was thinking about Elm Street kitchen today. Where Mum baked bread on Sundays."',
      `Read this letter in the app: ${PUBLIC_URL}/digest?week=${sunday}`,
      `To stop it, turn off "The weekly family letter" on your account page: ${PUBLIC_URL}/account`,
    ];
    for (const fact of facts) expect(text).toContain(fact);
    // Whose turn: the Co-Caregivers in the order they joined, one a week.
    const turn = rotaTurn([nora, cora], sunday)!;
    expect(text).toContain(`It's ${turn.firstName}'s turn to send Rose an activity this week.`);
    expect(letterTo(turn, 'Rose').text).toContain("It's your turn to send Rose an activity this week.");
    // Never the loved one's answers, nor a quiz.
    expect(text).not.toMatch(/\bunsure\b|\bknow\b|remember/i);

    // The HTML part carries the same facts, every word of the family's escaped.
    const seen = visibleText(html);
    for (const line of text.split('\n').filter((l) => l.trim())) {
      const fact = line.replace(/^- /, '').replace(/^Read this letter in the app: .*/, 'Read this letter in the app');
      expect(seen.toLowerCase()).toContain(fact.toLowerCase());
    }
    expect(html).toContain(`<a href="${PUBLIC_URL}/digest?week=${sunday}"`);
    expect(html).toContain('Nan&#39;s &lt;kitchen&gt; &amp; &quot;garden&quot;');
    expect(html).not.toContain('<kitchen>');

    // Lily's short letter: nothing played, whose turn it is.
    const lilys = letterTo(hal, 'Lily');
    expect(lilys.text).toContain(
      "Lily didn't play any activities this week. A short, familiar activity at a calm time of day is a gentle way to start again.",
    );
    expect(lilys.text).toMatch(/It's (Nora|Cora)'s turn to send Lily an activity this week\./);
    expect(lilys.text).not.toMatch(/WHAT LILY PLAYED|SOMETHING TO TALK ABOUT/);
    expect(lilys.html).toContain('Lily didn&#39;t play any activities this week.');
  });

  it('reads the same at /digest, for every member (the one who turned the e-mail off too)', async () => {
    const digest = await insights.as(sam)('insights.weeklyLetters.list', {});
    expect(digest.week).toBe(sunday);
    expect(digest.weeks).toEqual([sunday]);
    expect(digest.letters.map((l) => l.firstName)).toEqual(['Lily', 'Rose']);
    const roseLetter = digest.letters.find((l) => l.firstName === 'Rose')!;
    expect(roseLetter).toMatchObject({
      sunday,
      summary: 'Rose finished 2 activities this week, against 1 the week before. 4 of 6 answers came on the first try.',
      played: [
        { title: 'Our places', howItWent: '2 of 3 on the first try, in under 1 min' },
        { title: TRICKY_TITLE, howItWent: '2 of 3 on the first try, in under 1 min' },
      ],
      knowsWell: ['Emma', 'The seaside'],
      slipping: ['Noah'],
    });
    expect(roseLetter.starters).toHaveLength(3);
    // The letter's starters are the activities' own (any member can mark them).
    const gameStarters = await insights.as(hal)('insights.starters.byGame', { gameId: second });
    expect(roseLetter.starters.map((s) => s.id)).toContain(gameStarters.starters[0]!.id);
    expect(roseLetter.played.map((p) => p.gameInstanceId)).toEqual([first, second]);
    // Max has no letter: when the next one comes, in his zone.
    expect(digest.waiting).toEqual([
      {
        seniorId: max.lovedOne.id,
        firstName: 'Max',
        timeZone: 'Asia/Tokyo',
        nextLetterAt: nextLetterAt(new Date(), 'Asia/Tokyo').toISOString(),
      },
    ]);
    expect((await insights.as(sam)('insights.weeklyLetters.list', { week: sunday })).letters).toHaveLength(2);
    // Someone outside the team sees none of it.
    expect(await insights.as(otto)('insights.weeklyLetters.list', {})).toEqual({
      week: null,
      weeks: [],
      letters: [],
      waiting: [],
    });
  });

  // A team of its own: Dora its only Co-Caregiver, Hank a Family Helper who turned the e-mail off.
  it('a team with one Co-Caregiver: the letter of one activity, always her turn, only to who wants it, once', async () => {
    const { family: ruth, nora: dora, hal: hank } = aFamily('Ruth');
    ruth.lovedOne.timeZone = NY;
    ruth.members = ruth.members.filter((m) => m.id === dora.id || m.id === hank.id);
    ruth.letterOff = [hank.id];
    insights.add(ruth);
    const seaside = aPlacesActivity(ruth, 'Seaside', PLACES, [true, true, true]);
    insights.addActivity(seaside);
    insights.letterWeek(ruth, {
      played: [
        {
          gameInstanceId: seaside.gameInstanceId,
          title: 'Seaside',
          templateId: 'places-flashcards',
          completedAt: new Date().toISOString(),
          correctAnswers: 3,
          totalSteps: 3,
          totalTimeMs: 20_000,
          firstTryAnswers: 3,
          helpedAnswers: 0,
        },
      ],
      previousWeekCount: 0,
      knowsWell: [],
      slipping: [],
      activitiesEver: 1,
    });
    expect(await insights.as(dora)('insights.weeklyLetters.run', { at: at.toISOString() })).toEqual({ queued: 1 });
    await expectEventually(
      () => expect(letters().filter((m) => m.subject === "Ruth's week: 1 activity played")).toHaveLength(1),
      { timeoutMs: 20_000 },
    );
    const letter = letters().find((m) => m.subject.startsWith("Ruth's week"))!;
    expect(letter.to).toBe(dora.email);
    expect(letter.text).toContain('"Seaside" (Familiar Places)');
    expect(letter.text).toContain("It's your turn to send Ruth an activity this week.");
    expect(letter.html).toContain('It&#39;s your turn to send Ruth an activity this week.');
    expect(letters().filter((m) => m.to === hank.email)).toEqual([]);
    // A second run (another replica's, a retry) queues nothing more.
    expect(await insights.as(hank)('insights.weeklyLetters.run', { at: at.toISOString() })).toEqual({ queued: 0 });
  });
});
