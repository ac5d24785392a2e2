import { Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { DESKTOP, PHONE, scan, screenshot, settled, shootAndScan } from '../support/browser';
import {
  addPlayableActivity,
  anActivity,
  GRACE,
  inBrowser,
  placesForm,
  usePhoto,
  useSystem,
} from '../support/fixtures';

jest.setTimeout(240_000);

type Steps = Record<string, unknown>[];

const LONG = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
const DONE_TEXT = 'Wonderful! You completed the activity! Your family will see how well you did.';
const ALREADY_DONE_TEXT = 'You have already finished this activity. Thank you! There is nothing more to do here.';

// The play page on a phone: layout on small screens, a second device, no connection.
describe('the loved one’s play page on a phone (embedded profile, Chromium)', () => {
  const world = useSystem({ ...inBrowser('Petra Phone', GRACE), shared: true });
  // A tall portrait photo: the hardest to fit above the answers.
  const photo = usePhoto(world, { width: 900, height: 1400, background: '#8a6' }, 'portrait.png');

  // forSenior false: an activity for no loved one, which has no difficulty level and plays every
  // authored choice (a loved one's new activity starts at their level, 3 choices by default).
  const newActivity = (templateId: string, title: string, steps: Steps, forSenior = true) =>
    addPlayableActivity(
      world,
      anActivity({
        templateId,
        title,
        steps,
        seniorId: forSenior ? world.lovedOne.id : undefined,
        // The classic flow (gentle mode has its own tests in gentle-play.e2e.spec.ts).
        config: { gentle: false },
      }),
    );
  const phone = async (viewport = PHONE) => {
    const context = await world.browser.newContext({ viewport, isMobile: true, hasTouch: true });
    world.track(context);
    return { context, play: await context.newPage() };
  };
  const result = async (gameId: string) =>
    (
      await world.api.json<{
        result: { summaryJSON: { totalTime: number; correctAnswers: number } } | null;
      }>('GET', `/api/games/${gameId}`)
    ).body.result;
  // The play page's calls still waiting in its outbox.
  const pending = (play: Page, token: string) =>
    play.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length,
      `carewith.play.outbox.${token}`,
    );
  const question = (play: Page, n: number, total: number) =>
    play.getByText(`Question ${n} of ${total}`, { exact: true }).waitFor();

  // One step per template, every authored text holding a very long word.
  const longWords: Record<string, { steps: Steps; answer: (play: Page) => Promise<void> }> = {
    'grandkid-match': {
      steps: [
        {
          id: 'q',
          question: `Who lives in ${LONG}?`,
          photo: '',
          options: [LONG, `Emma of ${LONG}`, 'Liam', 'Mia'],
          correctAnswer: 'Liam',
        },
      ],
      answer: async (play) => {
        await play.getByRole('button', { name: 'Liam', exact: true }).tap();
        await play.getByRole('button', { name: 'Next', exact: true }).tap();
      },
    },
    'places-flashcards': {
      steps: [{ id: 'p', name: LONG, description: `Sunday walks to ${LONG} and back to ${LONG}.` }],
      answer: (play) => play.getByRole('button', { name: 'Yes, I remember!', exact: true }).tap(),
    },
    'recipe-sequencing': {
      steps: [
        {
          id: 'r',
          recipeName: `${LONG} cake`,
          description: `The ${LONG} way.`,
          recipeSteps: [`Weigh the ${LONG}`, LONG, 'Bake it'],
          correctOrder: [0, 1, 2],
        },
      ],
      answer: (play) => play.getByRole('button', { name: 'Check My Recipe Order', exact: true }).tap(),
    },
    'shopping-bingo': {
      steps: [
        {
          id: 's',
          title: `Shopping in ${LONG}`,
          instructions: `Find what we need for ${LONG}.`,
          targetItems: [LONG, 'Milk'],
          availableItems: [LONG, 'Milk', `Bread from ${LONG}`, 'Tea'],
        },
      ],
      answer: async (play) => {
        await play.getByRole('button', { name: 'Milk', exact: true }).tap();
        await play.getByRole('button', { name: 'Check My Shopping List', exact: true }).tap();
      },
    },
  };

  // No sideways scrolling, and every enabled button can be scrolled to and tapped where it is.
  async function expectFits(play: Page, width: number) {
    await settled(play);
    expect(await play.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const buttons = play.locator('main button:enabled');
    for (let i = 0; i < (await buttons.count()); i++) {
      const button = buttons.nth(i);
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect({ left: box.x >= 0, right: box.x + box.width <= width }).toEqual({ left: true, right: true });
      // Visible, stable, enabled and the one receiving a tap at its centre (nothing covers it).
      await button.click({ trial: true, timeout: 5000 });
    }
  }

  for (const [templateId, { steps, answer }] of Object.entries(longWords))
    it(`${templateId}: long words wrap at 320 and 390 px, every answer can be tapped`, async () => {
      for (const width of [320, 390]) {
        const authored = steps.map((s) => ('photo' in s ? { ...s, photo: photo.ref } : s));
        const { url } = await newActivity(templateId, `${LONG} ${width}`, authored);
        const { play } = await phone({ width, height: 844 });
        await play.goto(url);
        await question(play, 1, 1);
        await expectFits(play, width);
        await screenshot(play, `play-long-words-${templateId}-${width}`);
        await answer(play);
        await play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();
        await expectFits(play, width);
      }
    });

  it("the caregiver's live preview wraps long words too, at 320 and 390 px", async () => {
    const page = await world.page();
    const { main } = await placesForm(world, page, LONG, { name: LONG, description: `Walks to ${LONG}.` });
    const preview = main.getByRole('region', { name: 'Preview', exact: true });
    await preview.getByText(LONG, { exact: true }).first().waitFor();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await settled(page);
      await preview.scrollIntoViewIfNeeded();
      // Nothing in the preview sticks out of it, and the page does not scroll sideways because of it.
      expect(await preview.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, `games-new-preview-long-words-${width}`);
    }
  });

  it('a photo question shows the photo and every answer on a 390x844 screen without scrolling', async () => {
    const { url } = await newActivity(
      'grandkid-match',
      'Who is this?',
      [
        {
          id: 'q',
          question: 'Who is this?',
          photo: photo.ref,
          options: ['Emma', 'Liam', 'Sophie', 'Noah'],
          correctAnswer: 'Emma',
        },
      ],
      false,
    );
    const { play } = await phone();
    await play.goto(url);
    await question(play, 1, 1);
    await play.locator('img.photo').evaluate((img) => (img as HTMLImageElement).decode());
    await settled(play);
    expect(await play.evaluate(() => window.scrollY)).toBe(0);
    const photoBox = (await play.getByRole('img', { name: 'A family photo' }).boundingBox())!;
    expect(photoBox.height).toBeGreaterThan(120);
    for (const name of ['Emma', 'Liam', 'Sophie', 'Noah']) {
      const box = (await play.getByRole('button', { name, exact: true }).boundingBox())!;
      // Inside the screen, and still a big target with 24 px text.
      expect({ name, inside: box.y >= 0 && box.y + box.height <= PHONE.height, tall: box.height >= 64 }).toEqual({
        name,
        inside: true,
        tall: true,
      });
    }
    const fontSize = await play
      .getByRole('button', { name: 'Emma', exact: true })
      .evaluate((b) => parseFloat(getComputedStyle(b).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(24);
    await screenshot(play, 'play-photo-question-390');
    await scan(play);
    await play.setViewportSize(DESKTOP);
    await settled(play);
    await screenshot(play, 'play-photo-question-1280');
    await scan(play);
  });

  it('a link opened on a second phone resumes at the first unanswered step, then says kindly it is done', async () => {
    const names = [
      ['Who is this?', 'Emma'],
      ['And this?', 'Mia'],
      ['Who plays piano?', 'Leo'],
    ] as const;
    const { url, token, gameId } = await newActivity(
      'grandkid-match',
      'Three faces',
      names.map(([question, right], i) => ({ id: `s${i}`, question, options: [right, 'Zed'], correctAnswer: right })),
    );
    const first = await phone();
    await first.play.goto(url);
    await question(first.play, 1, 3);
    await first.play.getByRole('button', { name: 'Emma', exact: true }).tap();
    await first.play.getByRole('button', { name: 'Next', exact: true }).tap();
    await question(first.play, 2, 3);
    await expectEventually(async () => expect(await pending(first.play, token)).toBe(0));

    // The second phone picks up at question 2 and finishes.
    const second = await phone();
    await second.play.goto(url);
    await question(second.play, 2, 3);
    await second.play.getByRole('heading', { level: 2, name: 'And this?', exact: true }).waitFor();
    for (const [, right] of names.slice(1)) {
      await second.play.getByRole('button', { name: right, exact: true }).tap();
      await second.play.getByRole('button', { name: 'Next', exact: true }).tap();
    }
    await second.play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();
    await expectEventually(async () => expect((await result(gameId))?.summaryJSON.correctAnswers).toBe(3));

    // The first phone, and a third, are told calmly that it is already finished: no question, no error.
    const third = (await phone()).play;
    for (const play of [first.play, third]) {
      await play.goto(url);
      await play.getByRole('heading', { level: 2, name: ALREADY_DONE_TEXT, exact: true }).waitFor();
      expect(await play.getByText(/^Question \d+ of \d+$/).count()).toBe(0);
      expect(await play.getByRole('button', { name: 'Zed' }).count()).toBe(0);
    }
    await third.setViewportSize(DESKTOP);
    await shootAndScan(third, 'play-already-done');
  });

  it('reloads without a connection: the service worker serves the page, the answers wait and arrive later', async () => {
    const { url, token, gameId } = await newActivity('places-flashcards', 'Places offline', [
      { id: 'a', name: 'The pier', description: 'Sunday walks' },
      { id: 'b', name: 'The market', description: 'Saturday mornings' },
      { id: 'c', name: 'The church', description: 'Where we married' },
    ]);
    const { context, play } = await phone();
    await play.goto(url);
    await question(play, 1, 3);
    // The worker has taken over the page (and kept its files).
    await play.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await play.getByRole('button', { name: 'Yes, I remember!', exact: true }).tap();
    await question(play, 2, 3);
    await expectEventually(async () => expect(await pending(play, token)).toBe(0));

    await context.setOffline(true);
    await play.reload();
    // The activity, where it was left: not the browser's error page.
    await play.getByRole('heading', { level: 2, name: 'The market', exact: true }).waitFor();
    await question(play, 2, 3);
    await screenshot(play, 'play-offline-reload-390');
    await scan(play);
    await play.getByRole('button', { name: "I'm not sure", exact: true }).tap();
    await play.getByRole('button', { name: 'Yes, I remember!', exact: true }).tap();
    await play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();
    // A while offline after the last answer: time that is not play.
    const offlineMs = 4000;
    await play.waitForTimeout(offlineMs);
    expect(await pending(play, token)).toBeGreaterThan(0);

    await context.setOffline(false);
    await expectEventually(async () => expect(await pending(play, token)).toBe(0), { timeoutMs: 60_000 });
    // The duration is the device's own: from its start to its last answer, whatever the gap.
    const session = await play.evaluate(
      (key) => JSON.parse(localStorage.getItem(key)!) as { startedAt: number; answers: { timestamp: number }[] },
      `carewith.play.session.${token}`,
    );
    const played = Math.max(...session.answers.map((a) => a.timestamp)) - session.startedAt;
    await expectEventually(async () => {
      const r = await result(gameId);
      expect(r?.summaryJSON.correctAnswers).toBe(2);
      expect(r?.summaryJSON.totalTime).toBe(played);
    });
  });
});
