import type { Locator, Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { DESKTOP, PHONE, scan, screenshot } from '../support/browser';
import { queryDb } from '../support/systems';
import {
  addBoxPhotos,
  addLovedOne,
  addMember,
  aLovedOne,
  aMember,
  distinctPhotos,
  profilePath,
  uniqueEmail,
  useSystem,
} from '../support/fixtures';

jest.setTimeout(300_000);

// The whole path, from the landing page to the loved one playing, costs at most this many
// taps and fields. Today 24: Sign In on the landing page, name, e-mail, Sign in (4); Add Your First
// Loved One, first name, last name, phone, Add Loved One (9); the Memory Box tab (10); Add photos and
// the 8 photos chosen (12); who on photos 1-4 and where on photos 5-6 (18); Make an activity (19);
// Send to Grace (20); the loved one's two answers, each then Next (24).
const BUDGET = 25;
const DONE_TEXT = 'Wonderful! You completed the activity! Your family will see how well you did.';
const GRACE_MESSAGE =
  'Hi Grace! We made a memory activity just for you. Tap the link below to enjoy it whenever you like. Love, your family';

// What a person does on a page, counted: a tap is 1, a field filled is 1, a choice of files is 1.
function counter() {
  const steps: string[] = [];
  return {
    steps,
    tap: async (target: Locator, what: string) => {
      await target.tap();
      steps.push(`tap ${what}`);
    },
    fill: async (target: Locator, value: string, what: string) => {
      await target.fill(value);
      steps.push(`field ${what}`);
    },
    // The tap that opens the phone's picker, then the photos chosen in it: 2.
    choosePhotos: async (page: Page, button: Locator, files: Buffer[]) => {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.tap()]);
      steps.push('tap Add photos');
      await chooser.setFiles(files.map((buffer, i) => ({ name: `IMG_${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
      steps.push(`choose ${files.length} photos`);
    },
  };
}

const photoCard = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Photo ${n}(:|$)`) });

describe('the memory box, tried as a new user would on a 390 px phone (embedded, Chromium)', () => {
  const world = useSystem({
    shared: true,
    browser: true,
    caregiver: { name: 'Cora Box' },
    lovedOne: { firstName: 'Iris' },
  });
  const phone = () => world.page({ viewport: PHONE, isMobile: true, hasTouch: true });
  const tabUrl = (seniorId: string) => `${world.system.url}${profilePath(seniorId, 'memory-box')}`;

  // Two photos in the loved one's box, one of Emma and one of Liam: enough for an activity.
  async function twoNamedPhotos(seniorId: string) {
    const photos = await addBoxPhotos(world.api, seniorId, await distinctPhotos(2));
    for (const [i, name] of ['Emma', 'Liam'].entries()) {
      const named = await world.api.json('PATCH', `/api/seniors/${seniorId}/memory-box/photos/${photos[i]!.id}`, {
        people: [{ name }],
      });
      expect(named.status).toBe(200);
    }
  }

  it(`signs in, adds a loved one, adds 8 photos and names them, makes an activity, sends it and the loved one plays it, in at most ${BUDGET} interactions`, async () => {
    const me = counter();
    const page = await world.page({ viewport: PHONE, isMobile: true, hasTouch: true, as: null });
    const photos = await distinctPhotos(8);

    // A new user on the landing page, as they would arrive.
    await page.goto(`${world.system.url}/`);
    await me.tap(page.getByRole('link', { name: 'Sign In', exact: true }).first(), 'Sign In');
    await me.fill(page.getByLabel('Your name'), 'Paula Path', 'name');
    await me.fill(page.getByLabel('Email'), uniqueEmail('paula'), 'e-mail');
    await me.tap(page.getByRole('button', { name: 'Sign in', exact: true }), 'Sign in');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Paula!' }).waitFor();

    await me.tap(page.getByRole('link', { name: 'Add Your First Loved One' }), 'Add Your First Loved One');
    await me.fill(page.getByLabel('First Name'), 'Grace', 'first name');
    await me.fill(page.getByLabel('Last Name'), 'Hill', 'last name');
    await me.fill(page.getByLabel('Phone Number (optional)'), '+15550104242', 'phone');
    await me.tap(page.getByRole('button', { name: 'Add Loved One', exact: true }), 'Add Loved One');
    await page.getByRole('heading', { level: 1, name: 'Grace Hill' }).waitFor();

    await me.tap(page.getByRole('tab', { name: 'Memory Box', exact: true }), 'the Memory Box tab');
    await page.getByRole('heading', { name: "Grace's memory box" }).waitFor();
    await page.getByText(/^Put the family's memories here/).waitFor();
    await me.choosePhotos(page, page.getByRole('button', { name: 'Add photos', exact: true }), photos);
    await page.getByRole('status').filter({ hasText: '8 photos added.' }).waitFor();
    await photoCard(page, 8).waitFor();
    await screenshot(page, 'memory-box-added-390');

    // Four photos named (two people) and two places; the other two stay unnamed.
    const who = (n: number) => photoCard(page, n).getByLabel('Who is in it?');
    const where = (n: number) => photoCard(page, n).getByLabel('Where?');
    await me.fill(who(1), 'Emma', 'who, photo 1');
    await me.fill(who(2), 'Liam', 'who, photo 2');
    await me.fill(who(3), 'Emma, Liam', 'who, photo 3');
    await me.fill(who(4), 'emma', 'who, photo 4');
    await me.fill(where(5), 'Brighton Pier', 'where, photo 5');
    await me.fill(where(6), 'The allotment', 'where, photo 6');

    // The tap on Make an activity leaves the last field: its place is saved before the activity is made.
    await me.tap(page.getByRole('button', { name: 'Make an activity', exact: true }), 'Make an activity');
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const gameId = page.url().split('/').pop()!;
    await page.getByText('Draft', { exact: true }).first().waitFor();
    const box = await page.evaluate(
      async (id) => (await fetch(`/api/seniors/${id}/memory-box`)).json(),
      await page.evaluate(async (g) => (await (await fetch(`/api/games/${g}`)).json()).gameInstance.seniorId, gameId),
    );
    expect(box.people.map((p: { name: string }) => p.name).sort()).toEqual(['Emma', 'Liam']);
    expect(box.places.map((p: { name: string }) => p.name).sort()).toEqual(['Brighton Pier', 'The allotment']);
    expect(box.photos.filter((p: { personIds: string[] }) => p.personIds.length > 0)).toHaveLength(4);
    const game = await page.evaluate(async (g) => (await (await fetch(`/api/games/${g}`)).json()).gameInstance, gameId);
    const steps = game.configJSON.steps as { correctAnswer: string }[];
    expect(game.templateId).toBe('grandkid-match');

    // Sent straight from the draft, in one tap, with the send wizard's message (shown before it goes).
    const ready = page.getByRole('region', { name: 'Ready to send' });
    await ready.getByText(GRACE_MESSAGE, { exact: true }).waitFor();
    await scan(page);
    await me.tap(ready.getByRole('button', { name: 'Send to Grace', exact: true }), 'Send to Grace');
    await page.getByText('Grace will get a text message with a link to play.').first().waitFor();
    const playUrl = await page.getByLabel('New play link').inputValue();
    expect(await ready.count()).toBe(0);
    const [text] = await expectEventually(async () => {
      const rows = await queryDb<{ body: string }>(
        world.system.databaseUrl,
        'SELECT body FROM messaging.messages WHERE body LIKE $1',
        [`%${playUrl}%`],
      );
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(text!.body).toBe(`${GRACE_MESSAGE}\n${playUrl}\nReply STOP to opt out.`);

    // Grace opens the text's link and plays: each answer, then Next.
    const { play } = await world.phone();
    await play.goto(playUrl);
    for (const step of steps) {
      await me.tap(
        play.locator('section.screen').getByRole('button', { name: step.correctAnswer, exact: true }),
        step.correctAnswer,
      );
      await me.tap(play.getByRole('button', { name: 'Next', exact: true }), 'Next (loved one)');
    }
    await play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();

    console.log(
      `memory box path: ${me.steps.length} interactions\n${me.steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
    );
    expect(me.steps.length).toBeLessThanOrEqual(BUDGET);
  });

  it('the send wizard opened from a draft made just after adding its loved one has that loved one chosen', async () => {
    const page = await world.page({ viewport: PHONE, isMobile: true, hasTouch: true });
    // The dashboard is read (and kept) before the loved one is added.
    await page.goto(`${world.system.url}/`);
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    await page.getByRole('link', { name: 'Add another' }).tap();
    await page.getByLabel('First Name').fill('Hazel');
    await page.getByLabel('Last Name').fill('Fresh');
    await page.getByLabel('Phone Number (optional)').fill('+15550104343');
    await page.getByRole('button', { name: 'Add Loved One', exact: true }).tap();
    await page.getByRole('heading', { level: 1, name: 'Hazel Fresh' }).waitFor();
    const hazelId = page.url().split('/').pop()!;
    await twoNamedPhotos(hazelId);

    await page.getByRole('tab', { name: 'Memory Box', exact: true }).tap();
    await page.getByRole('button', { name: 'Make an activity', exact: true }).tap();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Send SMS' }).tap();
    await page.getByRole('heading', { level: 2, name: 'Select Loved One' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Hazel Fresh' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
  });

  it('Send to <name> says why it cannot send: no phone yet, or the phone replied STOP', async () => {
    const page = await phone();
    const draftFor = async (lovedOne: { firstName: string; lastName: string; phone?: string }) => {
      const senior = await addLovedOne(world.api, aLovedOne(lovedOne));
      await twoNamedPhotos(senior.id);
      const draft = await world.api.json<{ id: string }>('POST', `/api/seniors/${senior.id}/memory-box/activities`, {});
      expect(draft.status).toBe(201);
      await page.goto(`${world.system.url}/games/${draft.body.id}`);
      return page.getByRole('region', { name: 'Ready to send' });
    };

    const noPhone = await draftFor({ firstName: 'Nell', lastName: 'Nophone' });
    await noPhone.getByText('Nell has no phone number yet.').waitFor();
    await noPhone.getByRole('link', { name: "Add a phone number on Nell's profile" }).waitFor();
    expect(await noPhone.getByRole('button', { name: 'Send to Nell' }).isDisabled()).toBe(true);
    await scan(page);

    const stopped = '+15550104444';
    await queryDb(world.system.databaseUrl, 'INSERT INTO messaging.sms_opt_outs (phone) VALUES ($1)', [stopped]);
    const stop = await draftFor({ firstName: 'Stan', lastName: 'Stopped', phone: stopped });
    await stop.getByRole('button', { name: 'Send to Stan' }).tap();
    await stop
      .getByRole('alert')
      .filter({
        hasText: "Stan's phone replied STOP to our texts, so we cannot send more. A reply of START allows texts again.",
      })
      .waitFor();
    await scan(page);
    expect(await page.getByText('Draft', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('explains an empty box, says kindly that there is nothing to practise yet, and keeps its address after a reload', async () => {
    const ivy = await addLovedOne(world.api, aLovedOne({ firstName: 'Ivy', lastName: 'Empty' }));
    const page = await phone();
    await page.goto(tabUrl(ivy.id));
    await page.getByText(/^Put the family's memories here: photos of the people and places Ivy loves/).waitFor();
    await page.getByRole('button', { name: 'Make an activity', exact: true }).tap();
    await page
      .getByRole('alert')
      .filter({ hasText: 'There is nothing to practise in the box yet. Say who is in a few photos' })
      .waitFor();
    await scan(page);
    await page.reload();
    await page.getByRole('tab', { name: 'Memory Box', selected: true }).waitFor();
    expect(page.url()).toBe(tabUrl(ivy.id));
    expect(await page.title()).toBe('Memory Box · Ivy Empty · Care With');
  });

  it('a Family Helper adds a photo but cannot remove another member’s, nor make an activity; the same file again is kept once', async () => {
    const files = await distinctPhotos(3);
    await addBoxPhotos(world.api, world.lovedOne.id, files.slice(0, 2));
    const helper = await addMember(world.system, world.caregiver, aMember({ name: 'Hal Helper' }));
    const page = await world.page({ viewport: PHONE, isMobile: true, hasTouch: true, as: helper.api });
    await page.goto(tabUrl(world.lovedOne.id));
    await photoCard(page, 2).waitFor();
    expect(await page.getByRole('button', { name: /^Remove photo/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Make an activity' }).count()).toBe(0);
    await page.getByText('You can add photos and memories. A Co-Caregiver makes activities from the box').waitFor();

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Add photos', exact: true }).tap(),
    ]);
    await chooser.setFiles(
      [files[2]!, files[0]!].map((buffer, i) => ({ name: `h${i}.jpg`, mimeType: 'image/jpeg', buffer })),
    );
    await page
      .getByRole('status')
      .filter({ hasText: '1 photo added. One of them was already in the box, so it is kept once.' })
      .waitFor();
    await photoCard(page, 3).waitFor();
    await photoCard(page, 3).getByRole('button', { name: 'Remove photo 3' }).waitFor();
    expect(await page.getByRole('button', { name: /^Remove photo/ }).count()).toBe(1);

    // The helper names who is on their own photo; another member's they can only read.
    expect(await photoCard(page, 1).getByLabel('Who is in it?').count()).toBe(0);
    const mine = photoCard(page, 3);
    await mine.getByLabel('Who is in it?').fill('Rosa');
    await mine.getByLabel('When?').fill('last summer');
    await mine.getByLabel('When?').press('Enter');
    await mine.getByText('Please type a year, like 1975, or a decade, like 1970s.').waitFor();
    expect(await mine.getByLabel('When?').getAttribute('aria-invalid')).toBe('true');
    await mine.getByLabel('When?').fill('1890s');
    await mine.getByLabel('The story, in one line').focus();
    await mine.getByRole('list', { name: 'In photo 3' }).getByText('Rosa').waitFor();
    await expectEventually(async () => {
      const box = await world.api.json<{ photos: { decade: number | null }[] }>(
        'GET',
        `/api/seniors/${world.lovedOne.id}/memory-box`,
      );
      expect(box.body.photos.map((p) => p.decade)).toContain(1890);
    });
  });

  it.each([PHONE, DESKTOP])('at $width px the tab with photos, people and places passes axe', async (viewport) => {
    const page = await world.page({ viewport });
    await page.goto(tabUrl(world.lovedOne.id));
    await photoCard(page, 3).waitFor();
    await page.getByRole('region', { name: 'People' }).getByText('Rosa').waitFor();
    await screenshot(page, `memory-box-tab-${viewport.width}`);
    await scan(page);
    if (viewport === PHONE)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
