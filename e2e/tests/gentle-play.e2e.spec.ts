import type { GameDetail } from '@carewith/contracts';
import { Locator, Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { axeViolations, DESKTOP, PHONE, scan, screenshot, settled, shootAndScan } from '../support/browser';
import { queryDb } from '../support/systems';
import { addPlayableActivity, anActivity, GRACE, inBrowser, usePhoto, useSystem } from '../support/fixtures';

jest.setTimeout(90_000);

type Steps = Record<string, unknown>[];
type Sent = {
  kind: string;
  status: number;
  body: { type?: string; payload?: Record<string, unknown>; rawData?: unknown[] };
};

const DONE_TEXT = 'Wonderful! You completed the activity! Your family will see how well you did.';
// Gentle mode's delays at the default level (the payload's cueDelays): 8 s, then 5 s.
const FIRST_MS = 8_000;
const NEXT_MS = 5_000;

// Gentle play on a 390 px touch phone: every template answered "wrong" on purpose, the cues
// arriving in order, every step ending on the right answer chosen by the loved one.
describe('gentle play on a phone (embedded profile, Chromium)', () => {
  const world = useSystem({ ...inBrowser('Gina Gentle', GRACE), shared: true });
  const photo = usePhoto(world, { width: 600, height: 800, background: '#8a6' }, 'emma.png');

  const newActivity = async (templateId: string, title: string, steps: Steps, config: Record<string, unknown> = {}) => {
    return addPlayableActivity(world, anActivity({ templateId, title, steps, config, seniorId: world.lovedOne.id }));
  };

  // A phone whose idle time the test moves on itself (no real seconds waited), and the play calls
  // it makes, with the server's answer to each.
  const phone = async () => {
    const context = await world.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    world.track(context);
    const play = await context.newPage();
    const sent: Sent[] = [];
    play.on('response', (res) => {
      const m = /\/api\/play\/[^/]+\/(event|complete)$/.exec(res.url());
      if (m && res.request().method() === 'POST')
        sent.push({ kind: m[1], status: res.status(), body: res.request().postDataJSON() as Sent['body'] });
    });
    await play.clock.install();
    return { context, play, sent };
  };
  // Opens the link with the page's clock stopped: only runFor moves idle time, from the page's first
  // script on. The clock is moved in small steps until the first question shows, so at most one step
  // of idle time has passed when the test starts counting (a clock stopped only after the question
  // showed let a loaded CI machine's real seconds count as idle time, and a cue came early).
  const open = async (play: Page, url: string, total: number) => {
    await play.clock.pauseAt(Date.now() + 1_000);
    await play.goto(url);
    const first = play.getByText(`Question 1 of ${total}`, { exact: true });
    const deadline = Date.now() + 30_000;
    while (!(await first.isVisible())) {
      if (Date.now() > deadline) throw new Error('the first question did not show');
      await play.clock.runFor(50);
    }
  };
  const question = (play: Page, n: number, total: number) =>
    play.getByText(`Question ${n} of ${total}`, { exact: true }).waitFor();
  const cue = (play: Page) => play.locator('.cue p');
  const cueSays = async (play: Page, text: string) => {
    await expectEventually(async () => expect((await cue(play).allInnerTexts()).map((t) => t.trim())).toEqual([text]));
  };
  const button = (play: Page, name: string) =>
    play.locator('section.screen').getByRole('button', { name, exact: true });
  // The STEP events the page sent, as the server accepted them.
  const steps = (sent: Sent[]) =>
    sent
      .filter((s) => s.body.type === 'STEP')
      .map((s) => {
        const { answer, attempts, cueLevel, step } = s.body.payload!;
        return { status: s.status, step, answer, attempts, cueLevel };
      });
  const completion = (sent: Sent[]) =>
    (sent.find((s) => s.kind === 'complete')?.body.rawData as Record<string, unknown>[] | undefined)?.map(
      ({ step, answer, attempts, cueLevel }) => ({ step, answer, attempts, cueLevel }),
    );

  // While a cue is shown: every text at 24 px or more, every target 64 px or more with space
  // between, 7:1 contrast (axe's enhanced rule) and no axe violation; never a mark or "wrong".
  // axe needs the page's timers, so the clock runs while it scans (skipped while an idle cue waits).
  async function expectCalm(play: Page, { axe = true } = {}) {
    await settled(play);
    const sizes = await play.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter(
          (el) => el.checkVisibility() && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()),
        )
        .filter((el) => !el.closest('.sr-only'))
        .map((el) => ({ text: el.textContent!.trim().slice(0, 30), size: parseFloat(getComputedStyle(el).fontSize) }))
        .filter((t) => t.size < 24),
    );
    expect(sizes).toEqual([]);
    const targets = play.locator('main button:visible');
    const boxes: { x: number; y: number; width: number; height: number }[] = [];
    for (let i = 0; i < (await targets.count()); i++) {
      const box = (await targets.nth(i).boundingBox())!;
      expect({ i, height: box.height >= 64, width: box.width >= 64 }).toEqual({ i, height: true, width: true });
      boxes.push(box);
    }
    // No two targets touch.
    for (const a of boxes)
      for (const b of boxes)
        if (a !== b) {
          const apart =
            a.x + a.width + 8 <= b.x ||
            b.x + b.width + 8 <= a.x ||
            a.y + a.height + 8 <= b.y ||
            b.y + b.height + 8 <= a.y;
          expect(apart).toBe(true);
        }
    expect(await play.locator('body').innerText()).not.toMatch(/\b(wrong|incorrect)\b|✗|❌/i);
    if (!axe) return;
    await play.clock.resume();
    await scan(play);
    const aaa = await axeViolations(play, ['color-contrast-enhanced']);
    expect(aaa.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await pauseSoon(play);
  }

  // Pauses the page's clock again just ahead of its own time. On a busy machine more than the margin
  // may pass between reading the time and pausing ("Cannot fast-forward to the past"): a wider margin
  // then, still far below any cue's delay.
  async function pauseSoon(play: Page) {
    for (const ahead of [100, 500, 2_000]) {
      try {
        return await play.clock.pauseAt((await play.evaluate(() => Date.now())) + ahead);
      } catch (error) {
        if (!/fast-forward to the past/.test(String(error))) throw error;
      }
    }
    throw new Error('the page clock could not be paused');
  }

  // Screenshots of the cue at 390 and 1280 px, then back to the phone.
  async function shoot(play: Page, name: string) {
    await settled(play);
    await screenshot(play, `${name}-390`);
    await play.setViewportSize(DESKTOP);
    await settled(play);
    await screenshot(play, `${name}-1280`);
    await play.setViewportSize(PHONE);
  }

  it('photo match: idle time brings the hint, the first letter with two names, then the name; a tap on another name takes it away', async () => {
    // Standard size and contrast: the smallest text and targets the page has.
    const { url, gameId } = await newActivity(
      'grandkid-match',
      'Faces, gently',
      [
        {
          id: 'a',
          question: 'Who is this?',
          photo: photo.ref,
          options: ['Liam', 'Emma', 'Sophie', 'Noah'],
          correctAnswer: 'Emma',
          hint: 'Your grand-daughter who bakes',
        },
        { id: 'b', question: 'Who plays the piano?', options: ['Mia', 'Leo', 'Zed'], correctAnswer: 'Leo' },
      ],
      { accessibility: { largeText: false, highContrast: false, audioInstructions: false } },
    );
    const { play, sent } = await phone();
    await open(play, url, 2);

    // Step 1: nothing before 8 s without an answer; then cue 1, the family's hint.
    await play.clock.runFor(FIRST_MS - 1_000);
    expect(await cue(play).count()).toBe(0);
    await play.clock.runFor(1_000);
    await cueSays(play, 'Your grand-daughter who bakes.');
    expect(
      await play.getByRole('status').filter({ hasText: 'Your grand-daughter who bakes.' }).getAttribute('aria-live'),
    ).toBe('polite');
    // Another name: it fades away, and cue 2 comes at once (the first letter, the choices cut to two).
    await button(play, 'Sophie').tap();
    await cueSays(play, 'Your grand-daughter who bakes. The name begins with the letter E.');
    await settled(play);
    expect(await play.locator('section.screen button:visible').allInnerTexts()).toEqual(['Liam', 'Emma']);
    // The focus moves to the first name left, not lost with the one that faded.
    // Focus moves to it in the frame after the cue shows (on a busy machine, a moment later).
    await expectEventually(async () =>
      expect(await play.evaluate(() => document.activeElement?.textContent)).toBe('Liam'),
    );
    await expectCalm(play, { axe: false });
    // 5 s later, cue 3: the right name, ringed and said.
    await play.clock.runFor(NEXT_MS - 500);
    expect(await cue(play).innerText()).not.toBe('It is Emma.');
    await play.clock.runFor(500);
    await cueSays(play, 'It is Emma.');
    expect(await button(play, 'Emma').getAttribute('class')).toContain('cue-mark');
    await expectCalm(play);
    await shoot(play, 'gentle-photo-cue-3');
    // Nothing more comes, however long the wait.
    await play.clock.runFor(60_000);
    await cueSays(play, 'It is Emma.');
    await button(play, 'Emma').tap();
    await play.getByText('You chose Emma.', { exact: true }).waitFor();
    await button(play, 'Next').tap();

    // Step 2, a fresh start (no hint written: one is made from the question): two other names in a row.
    await question(play, 2, 2);
    expect(await cue(play).count()).toBe(0);
    await button(play, 'Mia').tap();
    await cueSays(play, 'Take your time. Who plays the piano? It is someone from your family.');
    await button(play, 'Zed').tap();
    await cueSays(
      play,
      'Take your time. Who plays the piano? It is someone from your family. The name begins with the letter L.',
    );
    await settled(play);
    expect(await play.locator('section.screen button:visible').allInnerTexts()).toEqual(['Leo']);
    await button(play, 'Leo').tap();
    await button(play, 'Next').tap();
    await play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();

    // One STEP a step, on the right answer, with the earlier answers and the most help shown.
    await expectEventually(async () => expect(sent.filter((s) => s.kind === 'complete')).toHaveLength(1));
    expect(steps(sent)).toEqual([
      { status: 200, step: 0, answer: 'Emma', attempts: ['Sophie'], cueLevel: 3 },
      { status: 200, step: 1, answer: 'Leo', attempts: ['Mia', 'Zed'], cueLevel: 2 },
    ]);
    expect(completion(sent)).toEqual([
      { step: 0, answer: 'Emma', attempts: ['Sophie'], cueLevel: 3 },
      { step: 1, answer: 'Leo', attempts: ['Mia', 'Zed'], cueLevel: 2 },
    ]);
    // The stream keeps how each answer was reached (version 2), judged by the server, and the result
    // says it: no first try, both steps needed help, accuracy from the first answers.
    await expectEventually(async () => {
      const stored = await queryDb<{ payload_json: Record<string, unknown> }>(
        world.system.databaseUrl,
        `SELECT payload_json FROM games.game_events WHERE game_instance_id = $1 AND type = 'STEP' ORDER BY created_at`,
        [gameId],
      );
      expect(stored.map((e) => e.payload_json)).toEqual([
        expect.objectContaining({ v: 2, step: 0, answer: 'Emma', attempts: ['Sophie'], cueLevel: 3, firstTry: false }),
        expect.objectContaining({
          v: 2,
          step: 1,
          answer: 'Leo',
          attempts: ['Mia', 'Zed'],
          cueLevel: 2,
          firstTry: false,
        }),
      ]);
    });
    // The result is the projection's, written moments after the stream (later on a loaded machine).
    const body = await expectEventually(
      async () => {
        const read = await world.api.json<GameDetail>('GET', `/api/games/${gameId}`);
        expect(read.body.result).toBeTruthy();
        return read.body;
      },
      { timeoutMs: 30_000 },
    );
    expect(body.result?.computedScoresJSON.accuracy).toBe(0);
    expect(body.result?.firstTry).toEqual({
      firstTryAnswers: 0,
      helpedAnswers: 2,
      totalSteps: 2,
      firstTryAccuracy: 0,
      meanCueLevel: 2.5,
    });
  });

  it('places: "I\'m not sure" shows the family\'s note and asks once more; kept offline and across a reload', async () => {
    const { url, token } = await newActivity('places-flashcards', 'Places, gently', [
      { id: 'a', name: 'The pier', description: 'Sunday walks', hint: 'We walked the dog here every Sunday' },
      { id: 'b', name: 'The market', description: 'Saturday mornings' },
    ]);
    const { context, play, sent } = await phone();
    await open(play, url, 2);
    await play.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Places have no idle cue.
    await play.clock.runFor(30_000);
    expect(await cue(play).count()).toBe(0);

    await button(play, "I'm not sure").tap();
    await cueSays(play, 'We walked the dog here every Sunday. Does it feel familiar now?');
    expect(await play.getByText('Do you remember this place?', { exact: true }).count()).toBe(0);
    await expectCalm(play);
    await shoot(play, 'gentle-places-note');
    // Offline now: the answer waits in the outbox with its help, and a reload keeps it.
    await context.setOffline(true);
    await button(play, 'Yes, I remember!').tap();
    await question(play, 2, 2);
    const queued = () =>
      play.evaluate(
        (key) =>
          (JSON.parse(localStorage.getItem(key) ?? '[]') as { body: { type?: string; payload?: unknown } }[])
            .filter((i) => i.body.type === 'STEP')
            .map((i) => i.body.payload),
        `carewith.play.outbox.${token}`,
      );
    expect(await queued()).toEqual([
      expect.objectContaining({ step: 0, answer: 'know', attempts: ['unsure'], cueLevel: 1 }),
    ]);
    await play.reload();
    await play.getByRole('heading', { level: 2, name: 'The market', exact: true }).waitFor();
    expect(await queued()).toEqual([
      expect.objectContaining({ step: 0, answer: 'know', attempts: ['unsure'], cueLevel: 1 }),
    ]);

    // Not sure twice: a calm word, no third question, and Next.
    await button(play, "I'm not sure").tap();
    await cueSays(play, 'Saturday mornings. Does it feel familiar now?');
    await button(play, "I'm not sure").tap();
    await cueSays(play, "That's all right. We will look at The market again another time.");
    expect(await button(play, "I'm not sure").count()).toBe(0);
    // Focus moves to it in the frame after the cue shows (on a busy machine, a moment later).
    await expectEventually(async () =>
      expect(await play.evaluate(() => document.activeElement?.textContent)).toBe('Next'),
    );
    await expectCalm(play);
    await shoot(play, 'gentle-places-all-right');
    await button(play, 'Next').tap();
    await play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();

    await context.setOffline(false);
    await play.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectEventually(
      async () => expect(sent.filter((s) => s.kind === 'complete' && s.status === 200)).toHaveLength(1),
      {
        timeoutMs: 60_000,
      },
    );
    expect(steps(sent).filter((s) => s.status === 200)).toEqual([
      { status: 200, step: 0, answer: 'know', attempts: ['unsure'], cueLevel: 1 },
      { status: 200, step: 1, answer: 'unsure', attempts: ['unsure'], cueLevel: 1 },
    ]);
    expect(completion(sent.filter((s) => s.status === 200))).toEqual([
      { step: 0, answer: 'know', attempts: ['unsure'], cueLevel: 1 },
      { step: 1, answer: 'unsure', attempts: ['unsure'], cueLevel: 1 },
    ]);
  });

  it('an answer whose call fails just as the phone comes back online is sent again at once, not after a backoff', async () => {
    const { url } = await newActivity('places-flashcards', 'Back online', [
      { id: 'a', name: 'The pier', description: 'Sunday walks' },
      { id: 'b', name: 'The market', description: 'Saturday mornings' },
    ]);
    const { play, sent } = await phone();
    await open(play, url, 2);
    // The answer's first call hangs, and fails only after the page hears it is online again: with the
    // page's clock stopped, a retry left to its backoff timer would never come.
    let release: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await play.route(/\/api\/play\/[^/]+\/event$/, async (route) => {
      const body = route.request().postDataJSON() as { type?: string };
      if (body.type === 'STEP' && calls++ === 0) {
        await failed;
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await button(play, 'Yes, I remember!').tap();
    await expectEventually(() => expect(calls).toBe(1));
    await play.evaluate(() => window.dispatchEvent(new Event('online')));
    release();
    await expectEventually(() => expect(steps(sent).filter((s) => s.status === 200)).toHaveLength(1), {
      timeoutMs: 20_000,
    });
    expect(calls).toBe(2);
  });

  it('recipe: after a check the first step out of place is put in its place; after two, the whole order to confirm', async () => {
    const authored = ['Boil the water', 'Warm the pot', 'Add the tea', 'Pour the water'];
    const { url } = await newActivity(
      'recipe-sequencing',
      'Tea, gently',
      [{ id: 'r', recipeName: 'A cup of tea', description: '', recipeSteps: authored, correctOrder: [0, 1, 2, 3] }],
      { accessibility: { largeText: false, highContrast: false, audioInstructions: false } },
    );
    const { play, sent } = await phone();
    await open(play, url, 1);
    const list = play.getByRole('list', { name: 'Steps for A cup of tea', exact: true });
    const order = async () => (await list.locator('.recipe-text').allInnerTexts()).map((t) => t.trim());
    // The server's fixed shuffle for this recipe.
    expect(await order()).toEqual(['Warm the pot', 'Boil the water', 'Pour the water', 'Add the tea']);
    await play.clock.runFor(30_000);
    expect(await cue(play).count()).toBe(0);

    const check = button(play, 'Check My Recipe Order');
    await check.tap();
    await cueSays(play, 'Here is a little help: "Boil the water" is step 1.');
    await expectEventually(async () =>
      expect(await order()).toEqual(['Boil the water', 'Warm the pot', 'Pour the water', 'Add the tea']),
    );
    expect(await list.locator('li.cue-mark .recipe-text').innerText()).toBe('Boil the water');
    await expectCalm(play);
    await shoot(play, 'gentle-recipe-one-in-place');

    await check.tap();
    await cueSays(play, 'Here is the whole recipe in order. Read it through, then check it.');
    await expectEventually(async () => expect(await order()).toEqual(authored));
    await expectCalm(play);
    await check.tap();
    await play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();

    await expectEventually(async () => expect(sent.filter((s) => s.kind === 'complete')).toHaveLength(1));
    // Positions in the shown list: the shown [Warm, Boil, Pour, Add] -> right is [1, 0, 3, 2].
    const answered = {
      step: 0,
      answer: [1, 0, 3, 2],
      attempts: [
        [0, 1, 2, 3],
        [1, 0, 2, 3],
      ],
      cueLevel: 3,
    };
    expect(steps(sent)).toEqual([{ status: 200, ...answered }]);
    expect(completion(sent)).toEqual([answered]);
  });

  it('shopping: after a check the items still missing are highlighted and wrong picks put back', async () => {
    const { url } = await newActivity('shopping-bingo', 'Shopping, gently', [
      {
        id: 's',
        title: 'Breakfast',
        instructions: 'Pick what we need.',
        targetItems: ['Milk', 'Eggs'],
        availableItems: ['Tea', 'Milk', 'Bread', 'Eggs'],
      },
    ]);
    const { play, sent } = await phone();
    await open(play, url, 1);
    const shop = play.getByRole('group', { name: 'In the shop' });
    const item = (name: string) => shop.getByRole('button', { name, exact: true });
    await item('Tea').tap();
    await item('Milk').tap();
    await button(play, 'Check My Shopping List').tap();
    await cueSays(play, 'We put back the things that are not on your list. Still to find: Eggs.');
    expect({
      tea: await item('Tea').getAttribute('aria-pressed'),
      milk: await item('Milk').getAttribute('aria-pressed'),
      eggs: await item('Eggs').getAttribute('class'),
    }).toEqual({ tea: 'false', milk: 'true', eggs: expect.stringContaining('cue-mark') });
    await expectCalm(play);
    await shoot(play, 'gentle-shopping-missing');
    await item('Eggs').tap();
    expect(await item('Eggs').getAttribute('class')).not.toContain('cue-mark');
    await button(play, 'Check My Shopping List').tap();
    await play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();

    await expectEventually(async () => expect(sent.filter((s) => s.kind === 'complete')).toHaveLength(1));
    expect(steps(sent)).toEqual([
      { status: 200, step: 0, answer: ['Milk', 'Eggs'], attempts: [['Tea', 'Milk']], cueLevel: 2 },
    ]);
  });

  it('an activity with gentle mode off plays as before: an answer is taken and the page moves on', async () => {
    const { url } = await newActivity(
      'grandkid-match',
      'Faces, classic',
      [{ id: 'a', question: 'Who is this?', options: ['Liam', 'Emma'], correctAnswer: 'Emma' }],
      { gentle: false },
    );
    const { play, sent } = await phone();
    await open(play, url, 1);
    await play.clock.runFor(30_000);
    expect(await play.locator('.cue').count()).toBe(0);
    await button(play, 'Liam').tap();
    await play.getByText('You chose Liam.', { exact: true }).waitFor();
    await expectEventually(async () => expect(steps(sent)).toHaveLength(1));
    expect(steps(sent)).toEqual([{ status: 200, step: 0, answer: 'Liam', attempts: undefined, cueLevel: undefined }]);
  });

  it("the caregiver's preview shows the same cues and records nothing", async () => {
    const { gameId } = await newActivity('places-flashcards', 'Preview, gently', [
      { id: 'a', name: 'The pier', description: 'Sunday walks', hint: 'We walked the dog here' },
    ]);
    const page = await world.page({ viewport: PHONE, isMobile: true, hasTouch: true });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/play/')) posts.push(r.url());
    });
    await page.goto(`${world.system.url}/play/preview/${gameId}`);
    await page.getByText('Preview — answers are not saved', { exact: true }).waitFor();
    await button(page, "I'm not sure").tap();
    await cueSays(page, 'We walked the dog here. Does it feel familiar now?');
    await button(page, 'Yes, I remember!').tap();
    await page.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();
    expect(posts).toEqual([]);
  });

  it('the Customize form: Gentle mode on by default with one plain sentence, the hint fields, and the detail page', async () => {
    const page = await world.page();
    await page.goto(`${world.system.url}/games/new?seniorId=${world.lovedOne.id}`);
    await page.getByRole('radio', { name: 'Family Photo Match', exact: true }).check();
    const main = page.getByRole('main');
    const gentle = main.getByRole('checkbox', { name: 'Gentle mode', exact: true });
    expect(await gentle.isChecked()).toBe(true);
    await main
      .getByText(
        'If they hesitate or choose another answer, hints appear one at a time until they find the right one.',
        {
          exact: true,
        },
      )
      .waitFor();
    await main.getByLabel('Activity Name', { exact: true }).fill('Faces with a hint');
    await main.getByRole('button', { name: 'Add step', exact: true }).click();
    const card = main.getByRole('region', { name: 'Step 1', exact: true });
    for (const [o, name] of ['Emma', 'Liam'].entries())
      await card.getByRole('textbox', { name: `Answer option ${o + 1}`, exact: true }).fill(name);
    await card.getByLabel('Correct answer', { exact: true }).selectOption({ label: 'Emma' });
    const hint = card.getByLabel('A hint, if they need one', { exact: true });
    await card
      .getByText('Optional. In gentle mode it is shown when they take a while to answer.', { exact: true })
      .waitFor();
    await hint.fill('Your grand-daughter who bakes');
    await gentle.scrollIntoViewIfNeeded();
    await shootAndScan(page, 'games-new-gentle-photo');

    // Places: "A note about this place".
    await page.getByRole('radio', { name: 'Familiar Places', exact: true }).check();
    await main.getByRole('button', { name: 'Add step', exact: true }).click();
    const place = main.getByRole('region', { name: 'Step 1', exact: true });
    await place.getByLabel('A note about this place', { exact: true }).fill('We walked the dog here');
    await place.getByText('Optional. In gentle mode it is shown when they are not sure.', { exact: true }).waitFor();
    await shootAndScan(page, 'games-new-gentle-place');

    // Back to the photo match, created with gentle mode on and the hint.
    await page.getByRole('radio', { name: 'Family Photo Match', exact: true }).check();
    await main.getByRole('button', { name: 'Create Activity', exact: true }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const gameId = new URL(page.url()).pathname.split('/').pop()!;
    const saved = await world.api.json<{
      gameInstance: { configJSON: { gentle?: boolean; steps: { hint?: string }[] } };
    }>('GET', `/api/games/${gameId}`);
    expect([saved.body.gameInstance.configJSON.gentle, saved.body.gameInstance.configJSON.steps[0].hint]).toEqual([
      true,
      'Your grand-daughter who bakes',
    ]);
    const details = page.getByRole('region', { name: 'Activity Details' });
    await details.getByText('Grace Hill', { exact: true }).waitFor();
    const gentleRow = (scope: Locator) =>
      scope.locator('dl > div').filter({ has: page.locator('dt', { hasText: 'Gentle mode' }) });
    await expect(gentleRow(details).locator('dd').first().innerText()).resolves.toBe('On');
    await shootAndScan(page, 'games-detail-gentle-on');

    // An activity with it off says so.
    const { gameId: off } = await newActivity('grandkid-match', 'Faces, classic detail', [], { gentle: false });
    await page.goto(`${world.system.url}/games/${off}`);
    await expect(gentleRow(details).locator('dd').first().innerText()).resolves.toBe('Off');
  });
});
