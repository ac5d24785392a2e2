import { expectEventually } from '@carewith/platform/testing';
import type { Page } from 'playwright-core';
import { DESKTOP, expand, PHONE, scan, screenshot, settled } from '../support/browser';
import {
  anActivity,
  inBrowser,
  planTexts,
  playedWithStarters,
  profilePath,
  PROFILE_TABS,
  ProfileTab,
  useSystem,
} from '../support/fixtures';

jest.setTimeout(300_000);

// The loved one's profile by what the family came to do, a tab at a time, each at its own
// address, each short enough to read on a phone: at most 2,200 px tall at 390 px, as it first shows
// (Coming up's later texts, each slot's controls, the Add a time form, the levels' controls and the
// earlier activities' starters open on asking).
const PHONE_HEIGHT_LIMIT = 2_200;

const LABELS: Record<ProfileTab, string> = {
  overview: 'Overview',
  activities: 'Recent Activities',
  insights: 'AI Insights',
  plan: 'Plan',
  goals: 'Goals',
  talk: 'Talk',
  'memory-box': 'Memory Box',
  'about-me': 'About me',
  details: 'Details',
};

const PLACES = [
  { id: 'kitchen', name: 'Elm Street kitchen', description: 'Where Mum baked bread on Sundays.' },
  { id: 'pier', name: 'The old pier', description: 'We went every summer.' },
  { id: 'allotment', name: 'The allotment', description: 'Runner beans and a shed full of tools.' },
];
// A level kept for each of the four kinds of activity.
const LEVELS = [
  ['grandkid-match', 1],
  ['places-flashcards', 2],
  ['recipe-sequencing', 4],
  ['shopping-bingo', 5],
] as const;

describe('the profile by what the family came to do (embedded, Chromium)', () => {
  // Margaret, with a phone, texts on a schedule, a pause, four kept levels and two played activities
  // with their conversation starters.
  const world = useSystem({ ...inBrowser('Nora Keeper', { phone: '+15550100101' }), shared: true });
  const ids = { games: [] as string[] };
  beforeAll(async () => {
    const id = world.lovedOne.id;
    await planTexts(world.api, id);
    for (const [template, pinnedLevel] of LEVELS)
      expect((await world.api.json('PUT', `/api/seniors/${id}/difficulty/${template}`, { pinnedLevel })).status).toBe(
        200,
      );
    const activities = ['Our places', 'More places'].map((title) =>
      anActivity({ title, templateId: 'places-flashcards', seniorId: id, steps: PLACES }),
    );
    ids.games.push(...(await playedWithStarters(world, activities, ['know', 'unsure', 'know'])));
  });

  const url = (tab: ProfileTab) => `${world.system.url}${profilePath(world.lovedOne.id, tab)}`;
  const tabButton = (page: Page, tab: ProfileTab) => page.getByRole('tab', { name: LABELS[tab], exact: true });
  // The tab shows as chosen, alone, and its panel holds what it is for, loaded.
  async function expectOn(page: Page, tab: ProfileTab) {
    // As long as Playwright's waits below (30 s): a loaded machine may take seconds to draw a tab.
    await expectEventually(
      async () => expect(await page.getByRole('tab', { selected: true }).allInnerTexts()).toEqual([LABELS[tab]]),
      { timeoutMs: 30_000 },
    );
    const panel = page.getByRole('tabpanel', { name: LABELS[tab] });
    const shows = (text: string) => panel.getByText(text, { exact: true }).first().waitFor();
    switch (tab) {
      case 'overview':
        await panel.locator('.trend-chart svg.recharts-surface').waitFor();
        await panel
          .getByRole('region', { name: 'What Margaret knows' })
          .getByText(/Elm Street kitchen/)
          .waitFor();
        await shows('See all of what Margaret knows, with photos');
        break;
      case 'activities':
        await panel
          .getByRole('region', { name: 'Recent Activities' })
          .getByRole('link', { name: 'More places' })
          .waitFor();
        await panel.getByRole('region', { name: 'What Margaret knows' }).getByText('The allotment').waitFor();
        break;
      case 'insights':
        await shows('AI insights will appear here once your loved one has completed a few activities.');
        break;
      case 'plan':
        await panel
          .getByRole('region', { name: 'Pause texts for a few days' })
          .getByText(/^Texts paused until/)
          .waitFor();
        await panel.getByRole('list', { name: 'Coming up' }).getByRole('listitem').first().waitFor();
        await panel.getByRole('list', { name: 'Texts on a schedule' }).waitFor();
        await shows('Level 5 of 5');
        break;
      case 'talk':
        // The newest activity's starters; the earlier ones behind their button (open on a wide screen).
        await panel.getByRole('article', { name: 'More places' }).getByRole('listitem').first().waitFor();
        await panel.getByRole('button', { name: 'Earlier activities' }).waitFor();
        await panel.getByRole('link', { name: "Read Margaret's weekly family letter" }).waitFor();
        break;
      case 'memory-box':
        await panel.getByText(/^Put the family's memories here/).waitFor();
        break;
      case 'goals':
        await panel.getByRole('heading', { name: 'Everyday goals' }).waitFor();
        await shows('No goals yet.');
        break;
      case 'about-me':
        await panel
          .getByRole('region', { name: 'Whom I recognise' })
          .getByText('Elm Street kitchen may need a reminder of the name', { exact: true })
          // On a phone each section is folded under its heading (open on asking).
          .waitFor({ state: 'attached' });
        await panel.getByRole('heading', { name: 'Share with a care home or hospital' }).waitFor();
        break;
      case 'details':
        await panel.getByRole('region', { name: 'Profile Details' }).getByText('+15550100101').waitFor();
        await panel.getByRole('region', { name: "Your family's data" }).waitFor();
        break;
    }
    // What the other tabs hold is not on this one.
    if (tab !== 'plan') expect(await page.getByRole('region', { name: 'How hard the activities are' }).count()).toBe(0);
    if (tab !== 'details') expect(await page.getByRole('region', { name: 'Profile Details' }).count()).toBe(0);
    await settled(page);
  }
  const documentHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

  it.each([PHONE, DESKTOP])(
    'at $width px each tab has its address, lands on it again after a reload, is short and passes axe',
    async (viewport) => {
      const page = await world.page({ viewport });
      const heights: Partial<Record<ProfileTab, number>> = {};
      for (const tab of PROFILE_TABS) {
        await page.goto(url(tab));
        await expectOn(page, tab);
        heights[tab] = await documentHeight(page);
        await screenshot(page, `profile-tab-${tab}-${viewport.width}`);
        await scan(page);
        await page.reload();
        await expectOn(page, tab);
        expect(page.url()).toBe(url(tab));
        if (tab === 'talk') {
          const panel = page.getByRole('tabpanel', { name: LABELS.talk });
          await expand(panel.getByRole('button', { name: 'Earlier activities' }));
          await panel.getByRole('article', { name: 'Our places' }).getByRole('listitem').first().waitFor();
          await scan(page);
        }
      }
      console.log(`profile tab heights at ${viewport.width} px: ${JSON.stringify(heights)}`);
      if (viewport === PHONE)
        for (const tab of PROFILE_TABS) expect([tab, heights[tab]! <= PHONE_HEIGHT_LIMIT]).toEqual([tab, true]);
    },
  );

  it('on a phone the nine tabs fit the width, each at least 44 px each way', async () => {
    const page = await world.page({ viewport: PHONE });
    await page.goto(url('plan'));
    await expectOn(page, 'plan');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const boxes = await page.getByRole('tab').evaluateAll((tabs) =>
      tabs.map((t) => {
        const r = t.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, width: r.width, height: r.height };
      }),
    );
    expect(boxes).toHaveLength(9);
    // Two rows at 390 px.
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(2);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    }
  });

  // Each label fits its tab or wraps inside it, in the system's default sans-serif, on the narrowest
  // phones as well, in both languages of the caregiver screens (decision 251): a label wider than its tab
  // shows as a scrollWidth beyond the tab's clientWidth.
  it.each([320, 360, 390])('at %i px every tab label fits inside its tab, in English and Spanish', async (width) => {
    for (const locale of ['en-US', 'es-ES']) {
      const page = await world.page({ viewport: { width, height: 844 }, locale });
      await page.goto(url('memory-box'));
      await page.getByRole('tab', { selected: true }).waitFor();
      await settled(page);
      const tabs = await page
        .getByRole('tab')
        .evaluateAll((els) =>
          els.map((el) => ({ label: el.textContent, scroll: el.scrollWidth, client: el.clientWidth })),
        );
      expect(tabs.map((tab) => tab.label)[0]).toBe(locale === 'en-US' ? 'Overview' : 'Resumen');
      const overflowing = tabs.filter((tab) => tab.scroll > tab.client);
      expect([locale, overflowing]).toEqual([locale, []]);
      await screenshot(page, `profile-tabs-${locale}-${width}`);
      await page.context().close();
    }
  });

  // A panel stays mounted once shown (Tabs), so ids must be unique across the panels visited, not
  // only on each tab alone: Overview and Recent Activities both hold "What Margaret knows".
  it('after visiting every tab on one page, no id is used twice (axe with its duplicate-id rules)', async () => {
    const page = await world.page();
    await page.goto(url('overview'));
    await expectOn(page, 'overview');
    for (const tab of PROFILE_TABS.filter((each) => each !== 'overview')) {
      await tabButton(page, tab).click();
      await expectOn(page, tab);
    }
    const repeated = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      return [...new Set(ids.filter((id, at) => ids.indexOf(id) !== at))];
    });
    expect(repeated).toEqual([]);
    await scan(page);
  });

  it('choosing a tab replaces the address: Back leaves the profile, and comes back to the tab from a page opened on it', async () => {
    const page = await world.page();
    await page.goto(`${world.system.url}/`);
    await page
      .getByRole('region', { name: 'Your Loved Ones' })
      .getByRole('link', { name: /Margaret Lane/ })
      .click();
    await page.waitForURL(url('overview'));
    await expectOn(page, 'overview');

    await tabButton(page, 'plan').click();
    await page.waitForURL(url('plan'));
    await expectOn(page, 'plan');
    // The arrow keys, Home and End, each replacing the address with the focus on the tab:
    // web/src/routes/seniors/SeniorProfilePage.unit.spec.tsx.
    await tabButton(page, 'details').click();
    await page.waitForURL(url('details'));
    await expectOn(page, 'details');
    expect(await page.title()).toBe('Details · Margaret Lane · Care With');

    // Replaced, not pushed: one Back goes to the dashboard the profile was opened from.
    await page.goBack();
    await page.waitForURL(`${world.system.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Nora!' }).waitFor();

    // An activity opened from Recent Activities: Back lands on Recent Activities again.
    await page.goto(url('activities'));
    await expectOn(page, 'activities');
    await page.getByRole('region', { name: 'Recent Activities' }).getByRole('link', { name: 'More places' }).click();
    await page.waitForURL(`${world.system.url}/games/${ids.games[1]}`);
    await page.goBack();
    await page.waitForURL(url('activities'));
    await expectOn(page, 'activities');

    // The Overview's short list leads to the full one.
    await tabButton(page, 'overview').click();
    await expectOn(page, 'overview');
    await page.getByRole('link', { name: 'See all of what Margaret knows, with photos' }).click();
    await page.waitForURL(url('activities'));
    await expectOn(page, 'activities');
  });

  it('the server gives the app for every tab address; /seniors/new, the report and an unknown tab keep their own screens', async () => {
    for (const tab of PROFILE_TABS) {
      const res = await fetch(url(tab));
      expect([tab, res.status]).toEqual([tab, 200]);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    const page = await world.page();
    await page.goto(`${world.system.url}/seniors/new`);
    await page.getByRole('heading', { level: 1, name: 'Add Your Loved One' }).waitFor();
    await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}/report`);
    await page.getByRole('heading', { level: 1, name: 'Activity Report for Margaret Lane' }).waitFor();
    await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}/memories`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}/overview`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
});
