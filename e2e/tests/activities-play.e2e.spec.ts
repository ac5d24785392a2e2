import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { expectNoAxeViolations, PHONE, scan, screenshot, settled } from '../support/browser';
import { ApiClient } from '../support/api';
import {
  addLovedOne,
  addPlayableActivity,
  aCaregiver,
  anActivity,
  playThrough,
  signUp,
  GRACE,
  inBrowser,
  useSystem,
} from '../support/fixtures';

jest.setTimeout(180_000);

type GameDetail = {
  gameInstance: { status: string; configJSON: { steps: Record<string, unknown>[] } };
  result: {
    computedScoresJSON: { accuracy: number };
    summaryJSON: { correctAnswers: number; totalSteps: number };
  } | null;
};
// What the test knows the loved one scored, by the spec's formulas.
type Expected = { accuracy: number; correct: number; total: number };

const DONE_TEXT = 'Wonderful! You completed the activity! Your family will see how well you did.';
const HELP_TEXT = 'Take your time! Click on the answer that feels right to you.';
const UNKNOWN_TOKEN = 'A'.repeat(43);
const RESULT_DEADLINE_MS = 45_000;

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

async function shot(page: Page, name: string) {
  await settled(page);
  await screenshot(page, name);
}

// One stat card (<dt> label, then <dd> value) as its visible value. The label matches exactly: the
// landing page, shown while the sign-in is being checked, has a sample dashboard with the same labels.
async function statValue(scope: Locator, label: string) {
  const exact = new RegExp(`^${label}$`);
  const card = scope.locator('dl > div').filter({ has: scope.page().locator('dt', { hasText: exact }) });
  const dd = card.locator('dd').first();
  await dd.waitFor();
  return { count: await card.count(), value: (await dd.textContent())?.trim() };
}

// The play page's calls still waiting in its outbox (localStorage, keyed by the token).
const outboxOf = (play: Page, token: string) =>
  play.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { kind: string }[]).map((i) => i.kind) : [];
  }, `carewith.play.outbox.${token}`);

// A list on a step's card filled in: `shown` boxes are there at first, the `add` button adds one
// more, and box i is named `${label} ${i + 1}`.
async function fillList(card: Locator, list: { add: string; label: string; shown: number }, texts: string[]) {
  for (let i = list.shown; i < texts.length; i++)
    await card.getByRole('button', { name: list.add, exact: true }).click();
  for (const [i, text] of texts.entries())
    await card.getByRole('textbox', { name: `${list.label} ${i + 1}`, exact: true }).fill(text);
}

describe('activities and the loved one’s play page (embedded profile, Chromium)', () => {
  const world = useSystem({ ...inBrowser('Carla Creator', GRACE), shared: true });
  let png: Buffer;
  const tag = randomUUID().slice(0, 8);
  beforeAll(async () => {
    png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c96' } })
      .png()
      .toBuffer();
  });

  // A 1280 px page carrying the API client's session and anti-forgery cookies.
  const caregiverPage = () => world.page();

  // The loved one's phone: a fresh context, no cookies, touch.
  async function phone(url: string): Promise<{ play: Page; context: BrowserContext; response: Response }> {
    const context = await world.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    world.track(context);
    const play = await context.newPage();
    const response = await play.goto(url);
    if (!response) throw new Error(`no response for ${url}`);
    return { play, context, response };
  }

  const detail = async (gameId: string) => (await world.api.json<GameDetail>('GET', `/api/games/${gameId}`)).body;

  // New activity: choose the template, name it, add a step for each of `steps` and let the caller fill it
  // in, create it.
  async function createActivity<T>(
    page: Page,
    template: string,
    name: string,
    steps: T[],
    fill: (card: Locator, step: T, i: number) => Promise<void>,
  ): Promise<string> {
    await page.goto(`${world.system.url}/games/new?seniorId=${world.lovedOne.id}`);
    await page.getByRole('radio', { name: template, exact: true }).check();
    await page.getByRole('heading', { level: 3, name: 'Activity Steps' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByLabel('For Loved One', { exact: true }).inputValue()).toBe(world.lovedOne.id);
    await main.getByLabel('Activity Name', { exact: true }).fill(name);
    // One step added and filled in for each.
    for (const [i, step] of steps.entries()) {
      const n = i + 1;
      await main.getByRole('button', { name: 'Add step', exact: true }).click();
      const card = main.getByRole('region', { name: `Step ${n}`, exact: true });
      await card.getByRole('heading', { level: 4, name: `Step ${n}`, exact: true }).waitFor();
      await fill(card, step, i);
    }
    // These tests check the classic flow (an answer marked and moved on): gentle mode off.
    const gentle = main.getByRole('checkbox', { name: 'Gentle mode', exact: true });
    expect(await gentle.isChecked()).toBe(true);
    await gentle.uncheck();
    await shot(page, `activities-new-${template.toLowerCase().replace(/\s+/g, '-')}-1280`);
    await main.getByRole('button', { name: 'Create Activity', exact: true }).click();
    await page.getByText('Activity created successfully', { exact: true }).first().waitFor();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    return new URL(page.url()).pathname.split('/').pop()!;
  }

  // Generate Link on the activity page; the link as the caregiver would copy it.
  async function generateLink(page: Page) {
    await page.getByRole('button', { name: 'Generate Link', exact: true }).first().click();
    const box = page.getByRole('textbox', { name: 'New play link', exact: true });
    await box.waitFor();
    expect(await box.getAttribute('readonly')).not.toBeNull();
    const link = await box.inputValue();
    expect(link).toMatch(/^http:\/\/[^/]+\/play\/[A-Za-z0-9_-]{22,}$/);
    return { link, token: new URL(link).pathname.split('/').pop()! };
  }

  // The new activity's play link generated, opened on a phone, and its first screen checked.
  async function playOnPhone(page: Page, title: string, total: number, name: string) {
    const { link, token } = await generateLink(page);
    const opened = await phone(link);
    await expectFirstQuestion(opened.play, title, total, name);
    return { link, token, ...opened };
  }

  // Question n of total (and, given, the step's heading and the text under it).
  async function expectQuestion(play: Page, n: number, total: number, shows?: { heading: string; text?: string }) {
    await play.getByText(`Question ${n} of ${total}`, { exact: true }).waitFor();
    const bar = play.getByRole('progressbar', { name: 'Progress' });
    expect({
      now: await bar.getAttribute('aria-valuenow'),
      max: await bar.getAttribute('aria-valuemax'),
      text: await bar.getAttribute('aria-valuetext'),
    }).toEqual({ now: String(n), max: String(total), text: `Question ${n} of ${total}` });
    if (shows) await play.getByRole('heading', { level: 2, name: shows.heading, exact: true }).waitFor();
    if (shows?.text) await play.getByText(shows.text, { exact: true }).waitFor();
  }

  // The first screen: header, footer, help panel; screenshots and axe-core on the first question.
  async function expectFirstQuestion(play: Page, title: string, total: number, name: string) {
    await play.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await play.getByText('From your family with love', { exact: true }).waitFor();
    await expectQuestion(play, 1, total);
    const canSpeak = await play.evaluate(
      () => 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined',
    );
    expect(await play.getByRole('button', { name: 'Hear Again', exact: true }).count()).toBe(canSpeak ? 1 : 0);
    const help = play.getByRole('button', { name: 'Need Help?', exact: true });
    await help.tap();
    const dialog = play.getByRole('dialog', { name: HELP_TEXT });
    await dialog.getByText(HELP_TEXT, { exact: true }).waitFor();
    await shot(play, `play-${name}-help-390`);
    await dialog.getByRole('button', { name: 'Close', exact: true }).tap();
    await dialog.waitFor({ state: 'detached' });
    // "Who sees this": plain words about who sees the answers and how to make it stop.
    await play.getByRole('button', { name: 'Who sees this?', exact: true }).tap();
    const who = play.getByRole('dialog', { name: /^Only your family sees which activities you did/ });
    await who
      .getByText(/tell your family: they can stop sending activities and ask us to delete your answers\.$/)
      .waitFor();
    await expectNoAxeViolations(play);
    await who.getByRole('button', { name: 'Close', exact: true }).tap();
    await who.waitFor({ state: 'detached' });
    await shot(play, `play-${name}-question-1-390`);
    await scan(play);
  }

  async function expectCompletion(play: Page, name: string) {
    await play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();
    expect(await play.getByText(/^Question \d+ of \d+$/).count()).toBe(0);
    expect(await play.getByRole('progressbar').count()).toBe(0);
    await shot(play, `play-${name}-done-390`);
    await scan(play);
  }

  // The activity page, reloaded until the result has arrived: status, Results Summary; then the
  // loved one's profile, Recent Activities.
  async function expectResult(page: Page, gameId: string, title: string, expected: Expected, name: string) {
    await page.goto(`${world.system.url}/games/${gameId}`);
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1, name: title, exact: true });
    const badgeRow = heading.locator('..');
    const summary = main.getByRole('region', { name: 'Results Summary' });
    const deadline = Date.now() + RESULT_DEADLINE_MS;
    for (;;) {
      await heading.waitFor();
      const completed = await badgeRow.getByText('Completed', { exact: true }).count();
      if (completed && (await summary.locator('dt', { hasText: 'Accuracy' }).count())) break;
      if (Date.now() > deadline)
        throw new Error(
          `the activity page never showed the result; header: ${(await badgeRow.innerText()).replace(/\s+/g, ' ')}`,
        );
      await page.reload();
    }
    expect({
      accuracy: await statValue(summary, 'Accuracy'),
      correct: await statValue(summary, 'Correct Answers'),
      engagement: await statValue(summary, 'Engagement'),
      duration: (await statValue(summary, 'Duration')).count,
    }).toEqual({
      accuracy: { count: 1, value: percent(expected.accuracy) },
      correct: { count: 1, value: `${expected.correct} of ${expected.total}` },
      engagement: { count: 1, value: 'High engagement' },
      duration: 1,
    });
    // The exact figure behind the rounded one.
    const { result } = await detail(gameId);
    expect(result?.computedScoresJSON.accuracy).toBeCloseTo(expected.accuracy, 6);
    await shot(page, `activities-${name}-results-1280`);

    await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}`);
    await main.getByRole('heading', { level: 1, name: 'Grace Hill' }).waitFor();
    await main.getByRole('tab', { name: 'Recent Activities' }).click();
    const panel = main.getByRole('tabpanel', { name: 'Recent Activities' });
    const item = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await item.waitFor();
    expect({
      items: await item.count(),
      completed: await item.getByText('Completed', { exact: true }).count(),
      labels: await item.locator('dt').allInnerTexts(),
      accuracy: (await item.locator('dd').first().innerText()).trim(),
    }).toEqual({ items: 1, completed: 1, labels: ['Accuracy', 'Time'], accuracy: percent(expected.accuracy) });
  }

  it('Family Photo Match: authored with an uploaded photo, played on a phone, 2 of 3 right shows 67%', async () => {
    const page = await caregiverPage();
    const title = `Grace's Family Faces ${tag}`;
    const authored: { question?: string; options: string[]; correct: string; photo?: boolean }[] = [
      { options: ['Emma', 'Liam'], correct: 'Emma', photo: true },
      { question: 'Who loves to bake?', options: ['Noah', 'Mia', 'Ava'], correct: 'Mia' },
      { question: 'Who plays the piano?', options: ['Leo', 'Zoe'], correct: 'Leo' },
    ];
    const gameId = await createActivity(page, 'Family Photo Match', title, authored, async (card, s, i) => {
      const question = card.getByLabel('Question', { exact: true });
      expect(await question.inputValue()).toBe('Who is this?');
      if (s.question) await question.fill(s.question);
      if (s.photo) {
        await card.getByRole('button', { name: 'Choose photo' }).waitFor();
        // The photo's own file input (the step's voice clip has another).
        await card
          .getByRole('group', { name: 'Photo (optional)', exact: true })
          .locator('input[type=file]')
          .setInputFiles({ name: 'emma.png', mimeType: 'image/png', buffer: png });
        const img = card.getByRole('img', { name: `Photo for step ${i + 1}`, exact: true });
        await img.waitFor();
        await img.evaluate((el: HTMLImageElement) =>
          el.complete && el.naturalWidth > 0
            ? undefined
            : new Promise((resolve, reject) => {
                el.addEventListener('load', resolve, { once: true });
                el.addEventListener('error', () => reject(new Error('the uploaded photo did not load')), {
                  once: true,
                });
              }),
        );
        await card.getByRole('button', { name: 'Change photo' }).waitFor();
      }
      await fillList(card, { add: 'Add answer option', label: 'Answer option', shown: 2 }, s.options);
      const correct = card.getByLabel('Correct answer', { exact: true });
      expect((await correct.locator('option').first().innerText()).trim()).toBe('Choose the correct answer');
      await correct.selectOption({ label: s.correct });
    });
    const saved = (await detail(gameId)).gameInstance.configJSON.steps;
    expect(saved.map((s) => [s.question, s.correctAnswer, typeof s.photo])).toEqual([
      ['Who is this?', 'Emma', 'string'],
      ['Who loves to bake?', 'Mia', 'undefined'],
      ['Who plays the piano?', 'Leo', 'undefined'],
    ]);

    const { link } = await generateLink(page);
    const { play, response } = await phone(link);
    const headers = response.headers();
    expect({ referrer: headers['referrer-policy'], robots: headers['x-robots-tag'] }).toEqual({
      referrer: 'no-referrer',
      robots: expect.stringContaining('noindex'),
    });
    await expectFirstQuestion(play, title, 3, 'photo-match');

    // The uploaded photo is shown to the loved one.
    const photo = play.getByRole('img', { name: 'A family photo' });
    await photo.waitFor();
    await play.waitForFunction((el) => (el as HTMLImageElement).complete, await photo.elementHandle());
    expect(await photo.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

    // Right, wrong, right: 2 of 3 (matching: correct / total).
    const answers = [
      { question: 'Who is this?', options: ['Emma', 'Liam'], pick: 'Emma' },
      { question: 'Who loves to bake?', options: ['Noah', 'Mia', 'Ava'], pick: 'Noah' },
      { question: 'Who plays the piano?', options: ['Leo', 'Zoe'], pick: 'Leo' },
    ];
    for (const [i, a] of answers.entries()) {
      await expectQuestion(play, i + 1, 3, { heading: a.question });
      const screen = play.locator('section.screen');
      for (const option of a.options) await screen.getByRole('button', { name: option, exact: true }).waitFor();
      await screen.getByRole('button', { name: a.pick, exact: true }).tap();
      await play.getByText('Thank you!', { exact: true }).waitFor();
      await play.getByText(`You chose ${a.pick}.`, { exact: true }).waitFor();
      if (i === 1) await shot(play, 'play-photo-match-feedback-390');
      await play.getByRole('button', { name: 'Next', exact: true }).tap();
    }
    await expectCompletion(play, 'photo-match');

    await expectResult(page, gameId, title, { accuracy: 2 / 3, correct: 2, total: 3 }, 'photo-match');
  });

  it('Familiar Places: played through a lost connection, no answer is lost: 1 of 3 remembered shows 33%', async () => {
    const page = await caregiverPage();
    const title = `Places We Loved ${tag}`;
    const places = [
      { name: 'The family home', description: 'The blue house on Elm Street, where we grew up.' },
      { name: 'Brighton Pier', description: 'Ice cream every summer holiday.' },
      { name: "St Mary's Church", description: 'Where you and Grandad were married.' },
    ];
    const gameId = await createActivity(page, 'Familiar Places', title, places, async (card, p) => {
      await card.getByLabel('Place name', { exact: true }).fill(p.name);
      await card.getByLabel('Description', { exact: true }).fill(p.description);
    });
    const { token, play, context } = await playOnPhone(page, title, 3, 'places');

    // Remembered, then (offline) not sure, not sure: 1 of 3 remembered.
    const picks = ['Yes, I remember!', "I'm not sure", "I'm not sure"];
    for (const [i, place] of places.entries()) {
      await expectQuestion(play, i + 1, 3, { heading: place.name, text: place.description });
      await play.getByText('Do you remember this place?', { exact: true }).waitFor();
      await play.getByRole('button', { name: 'Yes, I remember!', exact: true }).waitFor();
      await play.getByRole('button', { name: "I'm not sure", exact: true }).waitFor();
      await play.getByRole('button', { name: picks[i], exact: true }).tap();
      if (i === 0) {
        // The first answer reaches the server; then the connection drops.
        await play.waitForFunction(
          (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length === 0,
          `carewith.play.outbox.${token}`,
        );
        await context.setOffline(true);
        expect(await play.evaluate(() => navigator.onLine)).toBe(false);
      }
    }
    // The page kept going while offline; the two answers and the completion wait in its outbox.
    await expectCompletion(play, 'places-offline');
    expect(await outboxOf(play, token)).toEqual(['event', 'event', 'complete']);
    const offline = await detail(gameId);
    expect({ closed: offline.gameInstance.status === 'CLOSED', result: offline.result }).toEqual({
      closed: false,
      result: null,
    });

    await context.setOffline(false);
    await play.waitForFunction(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length === 0,
      `carewith.play.outbox.${token}`,
      { timeout: RESULT_DEADLINE_MS },
    );
    await expectResult(page, gameId, title, { accuracy: 1 / 3, correct: 1, total: 3 }, 'places');
  });

  it('Recipe Sequencing: steps shuffled, put in a known order with the move buttons: 1.5 of 2 shows 75%', async () => {
    const page = await caregiverPage();
    const title = `Grace's Kitchen ${tag}`;
    const recipes = [
      {
        name: 'A cup of tea',
        description: 'Put the steps for a cup of tea in order.',
        steps: ['Boil the water', 'Put a tea bag in the cup', 'Pour in the hot water', 'Add a splash of milk'],
        // All four in the right place: 4/4.
        play: ['Boil the water', 'Put a tea bag in the cup', 'Pour in the hot water', 'Add a splash of milk'],
      },
      {
        name: 'Buttered toast',
        description: 'How do we make toast?',
        steps: ['Slice the bread', 'Put it in the toaster', 'Spread the butter', 'Cut it in half'],
        // The first two in place, the last two swapped: 2/4.
        play: ['Slice the bread', 'Put it in the toaster', 'Cut it in half', 'Spread the butter'],
      },
    ];
    const gameId = await createActivity(page, 'Recipe Sequencing', title, recipes, async (card, r) => {
      await card.getByLabel('Recipe name', { exact: true }).fill(r.name);
      await card.getByLabel('Description', { exact: true }).fill(r.description);
      await fillList(card, { add: 'Add recipe step', label: 'Recipe step', shown: 2 }, r.steps);
    });
    const { play } = await playOnPhone(page, title, 2, 'recipe');

    for (const [i, r] of recipes.entries()) {
      await expectQuestion(play, i + 1, 2, { heading: r.name, text: r.description });
      const listName = `Steps for ${r.name}`;
      const list = play.getByRole('list', { name: listName, exact: true });
      await list.waitFor();
      // The order on screen, read from each row's "Move up: ..." button.
      const order = async () =>
        list
          .getByRole('button', { name: /^Move up: / })
          .evaluateAll((buttons) =>
            buttons.map((b) => /^Move up: "(.*)"$/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? '?'),
          );
      const shown = await order();
      expect([...shown].sort()).toEqual([...r.steps].sort());
      expect(shown).not.toEqual(r.steps);
      // Move each wanted step up to its place, first to last, waiting for the list to follow.
      const current = [...shown];
      for (const [target, text] of r.play.entries()) {
        while (current.indexOf(text) > target) {
          const from = current.indexOf(text);
          await list.getByRole('button', { name: `Move up: "${text}"`, exact: true }).tap();
          current.splice(from, 1);
          current.splice(from - 1, 0, text);
          await play.waitForFunction(
            ({ name, expected }) => {
              const ol = Array.from(document.querySelectorAll('ol')).find((o) => o.getAttribute('aria-label') === name);
              const labels = ol
                ? Array.from(ol.querySelectorAll('button'))
                    .map((b) => b.getAttribute('aria-label') ?? '')
                    .filter((l) => l.startsWith('Move up: '))
                : [];
              return JSON.stringify(labels) === JSON.stringify(expected.map((t) => `Move up: "${t}"`));
            },
            { name: listName, expected: [...current] },
          );
        }
      }
      expect(await order()).toEqual(r.play);
      // The first row cannot move up, the last cannot move down.
      expect(await list.getByRole('button', { name: `Move up: "${r.play[0]}"`, exact: true }).isDisabled()).toBe(true);
      expect(
        await list.getByRole('button', { name: `Move down: "${r.play[r.play.length - 1]}"`, exact: true }).isDisabled(),
      ).toBe(true);
      await shot(play, `play-recipe-step-${i + 1}-ordered-390`);
      await play.getByRole('button', { name: 'Check My Recipe Order', exact: true }).tap();
    }
    await expectCompletion(play, 'recipe');

    // Recipe: the share of positions in the right order, per step: (4/4 + 2/4) / 2.
    await expectResult(page, gameId, title, { accuracy: (1 + 2 / 4) / 2, correct: 1, total: 2 }, 'recipe');
  });

  it('Shopping Memory: the list, the shop’s toggles, 2 of 3 then 2 of 2 found shows 83%', async () => {
    const page = await caregiverPage();
    const title = `Trip to the Shop ${tag}`;
    const lists = [
      {
        title: 'Breakfast',
        instructions: 'Pick what we need for breakfast.',
        targets: ['Eggs', 'Bread', 'Milk'],
        extras: ['Apples', 'Soap'],
        // Eggs and Bread found, Milk missed, Soap picked by mistake: 2/3.
        picks: ['Eggs', 'Bread', 'Soap'],
      },
      {
        title: 'Baking day',
        instructions: 'What do we need for a cake?',
        targets: ['Flour', 'Sugar'],
        extras: ['Butter', 'Tea'],
        picks: ['Flour', 'Sugar'],
      },
    ];
    const gameId = await createActivity(page, 'Shopping Memory', title, lists, async (card, l) => {
      await card.getByLabel('List title', { exact: true }).fill(l.title);
      await card.getByLabel('Instructions', { exact: true }).fill(l.instructions);
      await fillList(card, { add: 'Add item to find', label: 'Item to find', shown: 1 }, l.targets);
      await fillList(card, { add: 'Add extra item', label: 'Extra item', shown: 2 }, l.extras);
    });
    const { play } = await playOnPhone(page, title, 2, 'shopping');

    for (const [i, l] of lists.entries()) {
      await expectQuestion(play, i + 1, 2, { heading: l.title, text: l.instructions });
      const shoppingList = play.getByRole('region', { name: 'Your shopping list' });
      expect((await shoppingList.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(l.targets);
      await play.getByRole('heading', { level: 3, name: 'In the shop', exact: true }).waitFor();
      const shop = play.getByRole('group', { name: 'In the shop' });
      const items = (await shop.getByRole('button').allInnerTexts()).map((t) => t.trim());
      expect([...items].sort()).toEqual([...l.targets, ...l.extras].sort());
      const check = play.getByRole('button', { name: 'Check My Shopping List', exact: true });
      expect(await check.isDisabled()).toBe(true);
      const toggle = (name: string) => shop.getByRole('button', { name, exact: true });
      if (i === 0) {
        // A change of mind: chosen, then put back.
        await toggle('Apples').tap();
        expect(await toggle('Apples').getAttribute('aria-pressed')).toBe('true');
        expect(await check.isDisabled()).toBe(false);
        await toggle('Apples').tap();
        expect(await toggle('Apples').getAttribute('aria-pressed')).toBe('false');
        expect(await check.isDisabled()).toBe(true);
      }
      for (const pick of l.picks) {
        await toggle(pick).tap();
        expect(await toggle(pick).getAttribute('aria-pressed')).toBe('true');
      }
      const pressed = await shop.locator('button[aria-pressed="true"]').allInnerTexts();
      expect(pressed.map((t) => t.trim()).sort()).toEqual([...l.picks].sort());
      if (i === 0) {
        await shot(play, 'play-shopping-picked-390');
        await scan(play);
      }
      await check.tap();
    }
    await expectCompletion(play, 'shopping');

    // Shopping: correct selections / targets, per step: (2/3 + 2/2) / 2.
    await expectResult(page, gameId, title, { accuracy: (2 / 3 + 1) / 2, correct: 1, total: 2 }, 'shopping');
  });

  it('an unknown link shows Activity Not Found, with no-referrer and noindex headers', async () => {
    const { play, response } = await phone(`${world.system.url}/play/${UNKNOWN_TOKEN}`);
    const headers = response.headers();
    expect({
      status: response.status(),
      referrer: headers['referrer-policy'],
      robots: headers['x-robots-tag'],
    }).toEqual({ status: 200, referrer: 'no-referrer', robots: expect.stringContaining('noindex') });
    await play.getByRole('heading', { level: 1, name: 'Activity Not Found', exact: true }).waitFor();
    await play.getByText('This activity link may have expired or is no longer available.', { exact: true }).waitFor();
    await shot(play, 'play-not-found-390');
    await scan(play);
  });

  // Two activities handed over as generated links and played count toward Engagement
  // (it used to wait for a text message that never came). A link made but never opened does not.
  it('the dashboard counts activities played from a generated link toward Engagement', async () => {
    const family = await signUp(world.system, aCaregiver({ name: 'Lena Linker' }));
    const mum = await addLovedOne(family.api);
    const steps = [{ id: 'a', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma' }];
    const given = { api: family.api, system: world.system };
    for (const title of ['Linked one', 'Linked two']) {
      const { token } = await addPlayableActivity(given, anActivity({ title, seniorId: mum.id, steps }));
      expect((await new ApiClient(world.system.url).json('GET', `/api/play/${token}`)).status).toBe(200);
      await playThrough(world.system, token, ['Emma']);
    }
    await addPlayableActivity(given, anActivity({ title: 'Never opened', seniorId: mum.id, steps }));

    const page = await world.page({ as: family.api });
    await page.goto(`${world.system.url}/`);
    const main = page.getByRole('main');
    // The sentence is the signed-in dashboard's own (not the landing page's sample): read the card after it.
    await main.getByText('2 of 2 activities sent or opened were completed', { exact: true }).waitFor();
    expect(await statValue(main, 'Engagement')).toEqual({ count: 1, value: '100%' });
    await expectNoAxeViolations(page);
  });
});
