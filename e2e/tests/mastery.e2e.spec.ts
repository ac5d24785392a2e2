import { expectEventually } from '@carewith/platform/testing';
import { shootAndScan } from '../support/browser';
import { queryDb } from '../support/systems';
import {
  addActivity,
  anActivity,
  playLink,
  playThrough,
  usePhoto,
  profileSection,
  useSystem,
} from '../support/fixtures';
import { seedPlayedSession } from '../support/seed';

jest.setTimeout(300_000);

type Mastery = {
  items: { key: string; kind: string; label: string; photo: string | null; state: string; timesPlayed: number }[];
};

// Mastery per item: a scripted series of sessions over two days makes Emma "Knows it",
// then a miss makes her "Needs practice again"; the profile and the dashboard say how it went.
describe('mastery per item (embedded, Chromium)', () => {
  const world = useSystem({ shared: true, browser: true, caregiver: { name: 'Nora Mastery' }, lovedOne: {} });
  const photo = usePhoto(world, { width: 300, height: 300, background: '#7a9' }, 'emma.png');

  // Emma in her photo, and Liam without one.
  const steps = () => [
    { id: 'e', question: 'Who is this?', photo: photo.ref, options: ['Emma', 'Liam'], correctAnswer: 'Emma' },
    { id: 'l', question: 'And who is this?', options: ['Noah', 'Liam'], correctAnswer: 'Liam' },
  ];

  const createGame = (title: string, gameSteps: unknown[] = steps()) =>
    addActivity<{ configJSON: { steps: { id: string }[] } }>(
      world.api,
      anActivity({ title, steps: gameSteps, seniorId: world.lovedOne.id }),
    );

  // Yesterday's session, written into the event store as the play endpoints would have written it
  // then (the store's own append function, the events' `at` yesterday at noon UTC). Noon, not "a day
  // ago": a run just before midnight put a day-ago answer's `at` past midnight, on today's UTC day, and
  // Emma's three first tries fell on one day (a CI run at 23:59 UTC).
  async function sessionYesterday(title: string, answers: [string, string]) {
    const { id } = await createGame(title);
    const now = new Date();
    const at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 12);
    const correct = (answers[0] === 'Emma' ? 1 : 0) + (answers[1] === 'Liam' ? 1 : 0);
    await seedPlayedSession(world.system.databaseUrl, id, {
      at,
      steps: answers.map((answer, step) => ({ step, answer })),
      totalSteps: 2,
      correctAnswers: correct,
      totalTime: 30_000,
    });
  }

  // Today's session, played through the play API.
  async function sessionToday(title: string, answers: [string, string]) {
    const { id } = await createGame(title);
    await playThrough(world.system, (await playLink(world.api, id)).token, answers);
  }

  const mastery = async () => {
    const res = await world.api.json<Mastery>('GET', `/api/seniors/${world.lovedOne.id}/mastery`);
    expect(res.status).toBe(200);
    return res.body.items;
  };
  const states = async () => Object.fromEntries((await mastery()).map((i) => [i.label, i.state]));

  it('says on the profile what will appear before any activity is made', async () => {
    expect(await mastery()).toEqual([]);
    const { page } = await profileSection(
      world,
      'What Margaret knows',
      "The people, places, recipes and lists in Margaret's activities will appear here, each with how well Margaret knows it, once an activity is made for Margaret.",
    );
    await shootAndScan(page, 'mastery-empty');
  });

  it('knows Emma after three first tries over two days, and says so on the profile and the dashboard', async () => {
    // Yesterday: Emma right twice, Liam missed once. Today: both right.
    await sessionYesterday('Photos 1', ['Emma', 'Noah']);
    await sessionYesterday('Photos 2', ['Emma', 'Liam']);
    await expectEventually(async () => expect(await states()).toEqual({ Emma: 'learning', Liam: 'learning' }), {
      timeoutMs: 30_000,
    });
    await sessionToday('Photos 3', ['Emma', 'Liam']);
    await expectEventually(async () => expect(await states()).toEqual({ Emma: 'known', Liam: 'learning' }), {
      timeoutMs: 30_000,
    });
    // Most recently played first: Liam answered after Emma today (once the projector has both answers:
    // Emma's alone already makes her known).
    await expectEventually(async () =>
      expect(await mastery()).toEqual([
        expect.objectContaining({ kind: 'person', label: 'Liam', photo: null, timesPlayed: 3 }),
        expect.objectContaining({ kind: 'person', label: 'Emma', photo: photo.ref, timesPlayed: 3 }),
      ]),
    );

    // A new activity with Emma first ends on her instead, and its new name (Rose) is listed as new.
    const next = await createGame('Photos 4', [
      ...steps(),
      { id: 'r', question: 'Who is this?', options: ['Rose', 'Ann'], correctAnswer: 'Rose' },
    ]);
    expect(next.configJSON.steps.map((s) => s.id)).toEqual(['l', 'r', 'e']);
    expect(await states()).toEqual({ Emma: 'known', Liam: 'learning', Rose: 'new' });

    const page = await world.profile({ tab: 'activities' });
    const section = page.getByRole('region', { name: 'What Margaret knows' });
    const items = section.getByRole('listitem');
    await items.first().waitFor();
    expect((await items.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      'Liam Learning Person · played today',
      'Emma Knows it Person · played today',
      'Rose New Person · not played yet',
    ]);
    // Emma's own photo is shown, loaded through the signed-in photo route.
    const emmasPhoto = items.nth(1).locator('img');
    await expectEventually(async () =>
      expect(await emmasPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true),
    );
    await section
      .getByText(
        'Something is "Knows it" after Margaret gets it right at once three times in a row, on two different days.',
      )
      .waitFor();
    await shootAndScan(page, 'mastery-knows-it');

    // Recent Activities say how each one went.
    await page.getByRole('tab', { name: 'Recent Activities' }).click();
    const results = page.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem');
    await results.first().waitFor();
    const texts = (await results.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Photos 3');
    expect(texts[0]).toContain('Both on the first try');
    expect(texts.filter((t) => t.includes('1 of 2 on the first try'))).toHaveLength(1);
    await shootAndScan(page, 'mastery-results-words');
  });

  it('says Emma needs practice again after a miss, and the dashboard says how the session went', async () => {
    await sessionToday('Photos 5', ['Liam', 'Liam']);
    await expectEventually(async () => expect((await states()).Emma).toBe('slipping'), { timeoutMs: 30_000 });

    const page = await world.profile({ tab: 'activities' });
    const emma = page
      .getByRole('region', { name: 'What Margaret knows' })
      .getByRole('listitem')
      .filter({ hasText: 'Emma' });
    await emma.getByText('Needs practice again', { exact: true }).waitFor();
    expect((await emma.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      'Emma Needs practice again Person · played today',
    );
    await shootAndScan(page, 'mastery-needs-practice');

    await page.goto(`${world.system.url}/`);
    const highlights = page.getByRole('region', { name: 'Recent Highlights' });
    await highlights.getByText(/Margaret: Completed Photos 5/).waitFor();
    const completed = (await highlights.getByRole('listitem').allInnerTexts()).find((t) =>
      t.includes('Completed Photos 5'),
    );
    expect(completed?.replace(/\s+/g, ' ')).toMatch(/50% correct in .+; 1 of 2 on the first try · /);
    await shootAndScan(page, 'mastery-dashboard');
  });

  it('leaves nothing behind when the loved one is erased', async () => {
    const rows = () =>
      queryDb<{ n: number }>(
        world.system.databaseUrl,
        'SELECT count(*)::int AS n FROM games.item_mastery WHERE senior_id = $1',
        [world.lovedOne.id],
      );
    expect((await rows())[0]?.n).toBe(2);
    const erased = await world.api.json('DELETE', `/api/seniors/${world.lovedOne.id}`);
    expect(erased.status).toBe(200);
    expect((await rows())[0]?.n).toBe(0);
  });
});
