import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Locator, Page } from 'playwright-core';
import { ApiClient } from '../support/api';
import { holdRequests, scan, screenshot, shootAndScan } from '../support/browser';
import {
  aCaregiver,
  addLovedOne,
  addMember,
  aLovedOne,
  aMember,
  Caregiver,
  seededFor,
  signUp,
  useSystem,
  profilePath,
} from '../support/fixtures';
import { seedActivities, TWO_WEEKS_PLAYED } from '../support/seed';

jest.setTimeout(180_000);

type SeniorView = { id: string; firstName: string; lastName: string; phone: string | null; prefsJSON: unknown };
type SeniorResult = { id: string; title: string; completedAt: string };

const PHONE_FORMAT_MESSAGE = 'Please enter the phone number with its country code, e.g. +1 555 123 4567';

// The browser's own date format for a completion date (lib/people formatDate), in the browser's zone.
const dateIn = (timeZone: string) => (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(iso));

// One stat card (<dt> label, then <dd> value and <dd> detail) as its visible texts.
async function statCard(scope: Locator, label: string) {
  const card = scope.locator('dl > div').filter({ has: scope.page().locator('dt', { hasText: label }) });
  const dds = card.locator('dd');
  await dds.first().waitFor();
  const texts = (await dds.allTextContents()).map((t) => t.trim());
  return { count: await card.count(), value: texts[0], detail: texts[1] };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('loved-one screens: dashboard, Add Your Loved One, profile, report and check-in (embedded profile)', () => {
  // Each test signs in the caregivers it needs.
  const world = useSystem({ shared: true, browser: true, caregiver: false });
  let formatDate: (iso: string) => string;
  const tag = randomUUID().slice(0, 8);
  const address = (who: string) => `${who}.${tag}@example.com`;

  // A caregiver signed in through the development sign-in API (a first sign-in owns a team of its own).
  const caregiver = (name: string) => signUp(world.system, aCaregiver({ name }));
  // The loved one's profile opened from the dashboard's list: the link, the address, the heading.
  async function openFromDashboard(page: Page, name: string, id: string) {
    await page
      .getByRole('region', { name: 'Your Loved Ones' })
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await page.waitForURL(`${world.system.url}/seniors/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }

  const results = async (api: ApiClient, seniorId: string) =>
    (await api.json<SeniorResult[]>('GET', `/api/seniors/${seniorId}/results`)).body;

  beforeAll(async () => {
    const probe = await world.page();
    formatDate = dateIn(await probe.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  });

  describe('dashboard', () => {
    it('shows a new Co-Caregiver the empty dashboard: welcome, honest empty figures, first loved one, quick actions', async () => {
      const { api } = await caregiver('Ella Empty');
      const page = await world.page({ as: api });
      await page.goto(world.system.url);
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Ella!' }).waitFor();
      const main = page.getByRole('main');

      expect(await statCard(main, 'Activities This Week')).toEqual({
        count: 1,
        value: '0',
        detail: 'No activities yet',
      });
      for (const [label, detail] of [
        ['Engagement', 'Send an activity to see engagement'],
        ['Average Time', 'Appears after a completed activity'],
        ['Latest Mood', 'Check in to track your mood'],
      ] as const) {
        const card = await statCard(main, label);
        expect({ label, ...card, value: card.value?.startsWith('—') }).toEqual({
          label,
          count: 1,
          value: true,
          detail,
        });
      }

      const lovedOnes = page.getByRole('region', { name: 'Your Loved Ones' });
      await lovedOnes.getByText('Add the person you care for to start sending memory activities.').waitFor();
      const addFirst = lovedOnes.getByRole('link', { name: 'Add Your First Loved One' });

      const highlights = page.getByRole('region', { name: 'Recent Highlights' });
      await highlights.getByText('Highlights will appear here once your loved one completes an activity.').waitFor();

      await shootAndScan(page, 'screens-dashboard-empty');

      await addFirst.click();
      await page.waitForURL(`${world.system.url}/seniors/new`);
      await page.getByRole('heading', { level: 1, name: 'Add Your Loved One' }).waitFor();
    });

    // The loading and failed states are web/src/routes/dashboard/DashboardPage.unit.spec.tsx's; here
    // their words, seen in a browser.
    it('says "Loading your dashboard..." while the dashboard is read, and when it cannot be', async () => {
      const { api } = await caregiver('Lena Loading');
      const page = await world.page({ as: api });
      const release = await holdRequests(page, '**/api/dashboard');
      await page.goto(world.system.url);
      await page.getByRole('status').filter({ hasText: 'Loading your dashboard...' }).waitFor();
      release();
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Lena!' }).waitFor();
      await page.route('**/api/dashboard', (route) =>
        route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
      );
      await page.reload();
      await page
        .getByRole('alert')
        .filter({ hasText: "We couldn't load your dashboard. Please refresh the page to try again." })
        .waitFor();
      await scan(page);
    });
  });

  describe('a family with seeded results: the owner and an invited sibling', () => {
    let owner: Caregiver;
    let sibling: ApiClient;
    let walter: SeniorView;
    let latest: SeniorResult;

    beforeAll(async () => {
      owner = await caregiver('Nora Owner');
      walter = await addLovedOne<SeniorView>(owner.api, aLovedOne({ firstName: 'Walter', lastName: 'Stats' }));
      // This week: two completed (100% in 8 min, 50% in 12 min); last week: one (25% in 16 min);
      // one sent but not played; one draft never sent.
      await seedActivities(world.system.databaseUrl, seededFor(owner, walter), [
        ...TWO_WEEKS_PLAYED,
        { sentDaysAgo: 3, title: 'Familiar Places', templateId: 'places-flashcards' },
        { sentDaysAgo: null, title: 'Shopping Memory', templateId: 'shopping-bingo' },
      ]);
      expect((await owner.api.json('POST', '/api/check-ins', { mood: 5, freeText: 'A good week.' })).status).toBe(201);
      latest = (await results(owner.api, walter.id))[0]!;

      sibling = (await addMember(world.system, owner, aMember({ name: 'Sid Sibling', email: address('sid') }))).api;
    });

    // The three team figures both members see, from the seeds above.
    async function expectTeamFigures(main: Locator) {
      expect(await statCard(main, 'Activities This Week')).toEqual({
        count: 1,
        value: '2',
        detail: '+1 vs last week',
      });
      expect(await statCard(main, 'Engagement')).toEqual({
        count: 1,
        value: '75%',
        detail: '3 of 4 activities sent or opened were completed',
      });
      expect(await statCard(main, 'Average Time')).toEqual({
        count: 1,
        value: '12 min',
        detail: 'Per completed activity, last 30 days',
      });
    }

    async function expectLovedOnesAndHighlights(page: Page) {
      const lovedOnes = page.getByRole('region', { name: 'Your Loved Ones' });
      const entry = lovedOnes.getByRole('link', { name: /Walter Stats/ });
      expect(await entry.getAttribute('href')).toBe(`/seniors/${walter.id}`);
      await entry.getByText('No Phone', { exact: true }).waitFor();
      expect(await lovedOnes.getByRole('listitem').count()).toBe(1);

      const highlights = page.getByRole('region', { name: 'Recent Highlights' }).getByRole('listitem');
      expect((await highlights.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
        `Walter: Best score this month: 100% on Family Photo Match · ${formatDate(latest.completedAt)}`,
        'Walter: 2-day streak Played 2 days in a row',
        `Walter: Completed Family Photo Match 100% correct in 8 min; all 4 on the first try · ${formatDate(latest.completedAt)}`,
      ]);
      await page.getByText('Walter: Best score this month: 100%', { exact: true }).waitFor();
    }

    it('proves every dashboard figure and highlight against the seeded results for the Co-Caregiver', async () => {
      const page = await world.page({ as: owner.api });
      await page.goto(world.system.url);
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Nora!' }).waitFor();
      const main = page.getByRole('main');
      await expectTeamFigures(main);
      expect(await statCard(main, 'Latest Mood')).toEqual({ count: 1, value: '5/5', detail: 'Great' });
      await expectLovedOnesAndHighlights(page);

      const recent = page.getByRole('region', { name: 'Recent Activities' });
      expect(await recent.getByRole('listitem').count()).toBe(5);
      const badges: Record<string, number> = {};
      for (const status of ['Completed', 'Sent', 'Draft', 'In Progress']) {
        badges[status] = await recent.getByText(status, { exact: true }).count();
      }
      expect(badges).toEqual({ Completed: 3, Sent: 1, Draft: 1, 'In Progress': 0 });

      const checkIn = page.getByRole('region', { name: 'Recent Check-in' });
      await checkIn.getByText('5/5', { exact: true }).waitFor();
      await checkIn.getByText('Great', { exact: true }).waitFor();
      expect(await checkIn.getByRole('link', { name: 'See all your check-ins' }).getAttribute('href')).toBe(
        '/check-in',
      );

      const quick = page.getByRole('region', { name: 'Quick Actions' });
      for (const name of ['Send Activity', 'AI Support', 'Check In', 'Invite Family']) {
        expect(await quick.getByRole('link', { name, exact: true }).count()).toBe(1);
      }
      await shootAndScan(page, 'screens-dashboard-figures');
    });

    // What a Family Helper is not offered (quick actions, the header's links, the profile's sending and
    // editing, the add form) is the component tests' (DashboardPage, AuthenticatedLayout,
    // SeniorProfilePage, ProfileDetailsCard, AddSeniorPage); here the team's figures and the role's words.
    it('shows an invited Family Helper the same figures and loved ones, in the Family Helper role', async () => {
      const page = await world.page({ as: sibling });
      await page.goto(world.system.url);
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Sid!' }).waitFor();
      const main = page.getByRole('main');
      await expectTeamFigures(main);
      // Check-ins are each caregiver's own: the sibling has none.
      const mood = await statCard(main, 'Latest Mood');
      expect({ ...mood, value: mood.value?.startsWith('—') }).toEqual({
        count: 1,
        value: true,
        detail: 'Check in to track your mood',
      });
      expect(await page.getByRole('region', { name: 'Recent Check-in' }).count()).toBe(0);
      await expectLovedOnesAndHighlights(page);
      await page.getByText('Your role: Family Helper').waitFor();
      await shootAndScan(page, 'screens-dashboard-sibling');

      // The profile, with the team's results.
      await openFromDashboard(page, 'Walter Stats', walter.id);
      await main.getByText('Your role: Family Helper').waitFor();
      expect(await statCard(main, 'Activities Completed')).toMatchObject({ value: '3' });
      await scan(page);

      // Adding a loved one is for Co-Caregivers.
      await page.goto(`${world.system.url}/seniors/new`);
      await page.getByRole('heading', { level: 1, name: 'Add Your Loved One' }).waitFor();
      await main.getByText('Only Co-Caregivers can add a loved one.', { exact: true }).waitFor();
      await screenshot(page, 'screens-add-sibling-1280');
      await scan(page);
      await main.getByRole('link', { name: 'Back to Dashboard' }).last().click();
      await page.waitForURL(`${world.system.url}/`);
    });
  });

  describe('Add Your Loved One', () => {
    // The form kept after the error toast, and the empty profile's tabs, are the component tests'
    // (AddSeniorPage, SeniorProfilePage); here their words, on the loved one just added.
    it('validates in the browser, says when the server fails, adds the loved one, shows their empty profile and lists them on the dashboard', async () => {
      const { api } = await caregiver('Alma Adder');
      const page = await world.page({ as: api });
      await page.goto(world.system.url);
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Alma!' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add Loved One' }).click();
      await page.waitForURL(`${world.system.url}/seniors/new`);
      await page.getByRole('heading', { level: 1, name: 'Add Your Loved One' }).waitFor();
      const main = page.getByRole('main');

      // Back and Cancel, the accessibility defaults and what the checks hold back are
      // web/src/routes/seniors/AddSeniorPage.unit.spec.tsx's; here their words, in a browser, and the add.
      for (const name of ['Large text size', 'Audio instructions', 'High contrast mode'])
        await main.getByRole('checkbox', { name, exact: true }).waitFor();
      await shootAndScan(page, 'screens-add-loved-one');

      const submit = main.getByRole('button', { name: 'Add Loved One', exact: true });
      await submit.click();
      await main.getByText('First name is required', { exact: true }).waitFor();
      await main.getByText('Last name is required', { exact: true }).waitFor();
      await screenshot(page, 'screens-add-loved-one-errors-1280');
      await scan(page);

      await main.getByLabel('First Name', { exact: true }).fill('Rose');
      await main.getByLabel('Last Name', { exact: true }).fill('Hill');
      await main.getByLabel('Phone Number (optional)').fill('(555) 010-2030');
      await submit.click();
      await main.getByText(PHONE_FORMAT_MESSAGE, { exact: true }).waitFor();

      await main.getByLabel('Phone Number (optional)').fill('+1 (555) 010-2030');
      // The server failing once: the error toast, and the form is there to try again.
      await page.route('**/api/seniors', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' })
          : route.fallback(),
      );
      await submit.click();
      await toast(page, 'Failed to add loved one. Please try again.').waitFor();
      await toast(page, 'Error').waitFor();
      await screenshot(page, 'screens-add-loved-one-error-toast-1280');
      await page.unroute('**/api/seniors');

      await submit.click();
      await toast(page, 'Your loved one has been added to Care With Rose').waitFor();
      await toast(page, 'Success').waitFor();
      await page.waitForURL(/\/seniors\/[0-9a-f-]{36}$/);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await page.getByRole('heading', { level: 1, name: 'Rose Hill' }).waitFor();

      const saved = (await api.json<SeniorView>('GET', `/api/seniors/${id}`)).body;
      expect(saved).toMatchObject({
        firstName: 'Rose',
        lastName: 'Hill',
        phone: '+15550102030',
        prefsJSON: { accessibility: { largeText: true, audioInstructions: false, highContrast: true } },
      });
      // A new loved one's profile says honestly that nothing is done yet.
      await main.getByText('No activities completed yet', { exact: true }).waitFor();
      await main.getByRole('tab', { name: 'Recent Activities' }).click();
      await main
        .getByRole('tabpanel', { name: 'Recent Activities' })
        .getByText('No completed activities yet.')
        .waitFor();
      await scan(page);

      // Back on the dashboard (same page, no reload) the new loved one is listed.
      await main.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL(`${world.system.url}/`);
      const lovedOnes = page.getByRole('region', { name: 'Your Loved Ones' });
      const entry = lovedOnes.getByRole('link', { name: /Rose Hill/ });
      await entry.waitFor();
      expect(await entry.getAttribute('href')).toBe(`/seniors/${id}`);
      await entry.getByText('+15550102030', { exact: true }).waitFor();
      expect(await lovedOnes.getByText('Add Your First Loved One').count()).toBe(0);
    });
  });

  describe('loved one profile', () => {
    let owner: Caregiver;
    let iris: SeniorView;
    let seeded: SeniorResult[];

    beforeAll(async () => {
      owner = await caregiver('Paula Profile');
      iris = await addLovedOne<SeniorView>(
        owner.api,
        aLovedOne({ firstName: 'Iris', lastName: 'Moss', phone: '+1 555 010 7788' }),
      );
      // Durations that need rounding: 7.5 -> 8, 12.75 -> 13; accuracy 2/3 -> 67%.
      await seedActivities(world.system.databaseUrl, seededFor(owner, iris), [
        { sentDaysAgo: 0.3, completedDaysAgo: 0.2, accuracy: 1, minutes: 7.5 },
        {
          sentDaysAgo: 2.1,
          completedDaysAgo: 2,
          accuracy: 2 / 3,
          totalSteps: 3,
          minutes: 12.75,
          title: 'Sunday Roast',
          templateId: 'recipe-sequencing',
        },
        {
          sentDaysAgo: 5.1,
          completedDaysAgo: 5,
          accuracy: 0.25,
          minutes: 3,
          title: 'Familiar Places',
          templateId: 'places-flashcards',
        },
        { sentDaysAgo: 1 },
      ]);
      seeded = await results(owner.api, iris.id);
      expect(seeded.map((r) => r.title)).toEqual(['Family Photo Match', 'Sunday Roast', 'Familiar Places']);
    });

    const expectedRows = () => [
      {
        title: 'Family Photo Match',
        date: formatDate(seeded[0]!.completedAt),
        percent: '100%',
        minutes: '8',
        correct: '4 / 4',
      },
      {
        title: 'Sunday Roast',
        date: formatDate(seeded[1]!.completedAt),
        percent: '67%',
        minutes: '13',
        correct: '2 / 3',
      },
      {
        title: 'Familiar Places',
        date: formatDate(seeded[2]!.completedAt),
        percent: '25%',
        minutes: '3',
        correct: '1 / 4',
      },
    ];

    it('shows the overview figures and the results list', async () => {
      const page = await world.page({ as: owner.api });
      await page.goto(world.system.url);
      await openFromDashboard(page, 'Iris Moss', iris.id);
      const main = page.getByRole('main');
      await main.getByText('Phone: +15550107788', { exact: true }).waitFor();
      await main.getByText('Your role: Co-Caregiver').waitFor();
      // The two links' addresses, the nine tabs in their order and Overview chosen at first:
      // web/src/routes/seniors/SeniorProfilePage.unit.spec.tsx (each tab's label: profile-tabs.e2e.spec.ts).
      await main.getByRole('link', { name: 'Create New Activity', exact: true }).waitFor();
      const tablist = main.getByRole('tablist', { name: "Iris's profile" });

      // Overview: the figures from the three results.
      const overview = main.getByRole('tabpanel', { name: 'Overview' });
      await overview.getByRole('heading', { name: 'How Iris is doing' }).waitFor();
      expect(await statCard(overview, 'Activities Completed')).toEqual({ count: 1, value: '3', detail: 'All time' });
      expect(await statCard(overview, 'Average Accuracy')).toMatchObject({ value: '64%' });
      expect(await statCard(overview, 'Average Time')).toMatchObject({ value: '8 min' });
      expect(await statCard(overview, 'Last Played')).toMatchObject({ value: formatDate(seeded[0]!.completedAt) });
      await shootAndScan(page, 'screens-profile-overview');

      // The tabs' keys (arrows, Home, End) are web/src/routes/seniors/SeniorProfilePage.unit.spec.tsx's.
      await tablist.getByRole('tab', { name: 'Recent Activities' }).click();

      // Recent Activities: newest first, rounded percent and minutes, date and a Completed badge.
      const panel = main.getByRole('tabpanel', { name: 'Recent Activities' });
      // The completed activities' list (what Iris knows follows it on the tab).
      const items = panel.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem');
      await items.first().waitFor();
      expect(await items.count()).toBe(3);
      for (const [i, row] of expectedRows().entries()) {
        const item = items.nth(i);
        await item.getByRole('heading', { name: row.title, exact: true }).waitFor();
        expect(await item.getByText('Completed', { exact: true }).count()).toBe(1);
        await item.getByText(row.date, { exact: true }).waitFor();
        expect(await item.locator('dt').allInnerTexts()).toEqual(['Accuracy', 'Time']);
        expect(await item.locator('dd').allInnerTexts()).toEqual([row.percent, `${row.minutes} min`]);
      }
      await shootAndScan(page, 'screens-profile-activities');

      await tablist.getByRole('tab', { name: 'AI Insights' }).click();
      const insights = main.getByRole('tabpanel', { name: 'AI Insights' });
      await insights
        .getByText('AI insights will appear here once your loved one has completed a few activities.')
        .waitFor();
      await scan(page);
    });

    it('downloads the results as CSV and opens the printable report', async () => {
      const page = await world.page({ as: owner.api });
      await page.goto(`${world.system.url}/seniors/${iris.id}`);
      const main = page.getByRole('main');
      // The menu's opening, Escape and focus: web/src/routes/seniors/ExportReportMenu.unit.spec.tsx.
      const exportButton = main.getByRole('button', { name: 'Export Report' });
      await exportButton.click();
      const csvLink = main.getByRole('link', { name: 'Download CSV' });
      await csvLink.waitFor();
      await main.getByRole('link', { name: 'Printable Report' }).waitFor();
      await screenshot(page, 'screens-profile-export-menu-1280');
      await scan(page);

      const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
      expect(download.suggestedFilename()).toBe('iris-moss-results.csv');
      const path = await download.path();
      const lines = readFileSync(path, 'utf8').trim().split('\r\n');
      expect(lines[0]).toBe('Completed,Activity,Template,Accuracy (%),Correct answers,Total steps,Duration (minutes)');
      expect(lines.slice(1)).toEqual([
        `${seeded[0]!.completedAt},Family Photo Match,grandkid-match,100,4,4,8`,
        `${seeded[1]!.completedAt},Sunday Roast,recipe-sequencing,67,2,3,13`,
        `${seeded[2]!.completedAt},Familiar Places,places-flashcards,25,1,4,3`,
      ]);

      await exportButton.click();
      await main.getByRole('link', { name: 'Printable Report' }).click();
      await page.waitForURL(`${world.system.url}/seniors/${iris.id}/report`);
      await page.getByRole('heading', { level: 1, name: 'Activity Report for Iris Moss' }).waitFor();
      await main.getByRole('button', { name: 'Print or Save as PDF' }).waitFor();
      // The completed activities' table (the weekly charts' figures table comes before it).
      const table = main.getByRole('region', { name: 'Completed activities table' }).getByRole('table');
      expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
        'Date',
        'Activity',
        'Accuracy',
        'Correct / Total',
        'Time',
      ]);
      const rows = table.getByRole('row');
      expect(await rows.count()).toBe(4);
      for (const [i, row] of expectedRows().entries()) {
        const cells = (
          await rows
            .nth(i + 1)
            .locator('td, th')
            .allInnerTexts()
        ).map((t) => t.trim());
        expect(cells).toEqual([row.date, row.title, row.percent, row.correct, `${row.minutes} min`]);
      }
      await main.getByText(/It is not a medical assessment/).waitFor();
      expect(await statCard(main, 'Activities Completed')).toMatchObject({ value: '3' });
      await shootAndScan(page, 'screens-report');
      await main.getByRole('link', { name: 'Back to Profile' }).click();
      await page.waitForURL(`${world.system.url}/seniors/${iris.id}`);
    });

    it('edits the phone number and saves it', async () => {
      const page = await world.page({ as: owner.api });
      await page.goto(`${world.system.url}${profilePath(iris.id, 'details')}`);
      const main = page.getByRole('main');
      await page.getByRole('heading', { level: 1, name: 'Iris Moss' }).waitFor();
      await main.getByRole('button', { name: 'Edit', exact: true }).click();
      await main.getByRole('heading', { name: 'Edit Profile' }).waitFor();
      const phone = main.getByLabel('Phone Number (optional)');
      expect(await phone.inputValue()).toBe('+15550107788');
      const save = main.getByRole('button', { name: 'Save Changes' });

      // A number refused in the form: web/src/routes/seniors/ProfileDetailsCard.unit.spec.tsx.
      await phone.fill('+44 20 7946 0958');
      await save.click();
      await toast(page, 'Saved').waitFor();
      await toast(page, "Iris's profile has been updated.").waitFor();
      await main.getByRole('heading', { name: 'Profile Details' }).waitFor();
      expect(await main.getByText('+442079460958', { exact: true }).count()).toBeGreaterThanOrEqual(1);
      expect((await owner.api.json<SeniorView>('GET', `/api/seniors/${iris.id}`)).body.phone).toBe('+442079460958');
      // Put the number back for the other tests.
      await owner.api.json('PATCH', `/api/seniors/${iris.id}`, { phone: '+1 555 010 7788' });
    });

    it('shows "Loading profile..." while the profile read is in flight, and an error when it fails', async () => {
      const page = await world.page({ as: owner.api });
      const release = await holdRequests(page, `${world.system.url}/api/seniors/${iris.id}`);
      await page.goto(`${world.system.url}/seniors/${iris.id}`);
      await page.getByRole('status').filter({ hasText: 'Loading profile...' }).waitFor();
      release();
      await page.getByRole('heading', { level: 1, name: 'Iris Moss' }).waitFor();
      // The failed read's behaviour is web/src/routes/seniors/SeniorProfilePage.unit.spec.tsx's; its words:
      await page.route(`${world.system.url}/api/seniors/${iris.id}`, (route) =>
        route.fulfill({ status: 500, body: '' }),
      );
      await page.reload();
      await page
        .getByRole('alert')
        .filter({ hasText: "We couldn't load this profile. Please refresh the page to try again." })
        .waitFor();
    });

    // An unknown and a malformed id: web/src/routes/seniors/SeniorProfilePage.unit.spec.tsx.
    it("shows Profile Not Found for a loved one of another family, and for another family's report", async () => {
      const stranger = await caregiver('Sam Stranger');
      const theirs = await addLovedOne<SeniorView>(stranger.api, aLovedOne({ firstName: 'Other', lastName: 'Family' }));
      const page = await world.page({ as: owner.api });
      for (const path of [`/seniors/${theirs.id}`, `/seniors/${theirs.id}/report`]) {
        await page.goto(`${world.system.url}${path}`);
        await page.getByRole('heading', { level: 1, name: 'Profile Not Found' }).waitFor();
        await page.getByText("This loved one's profile could not be found.", { exact: true }).waitFor();
        expect(await page.getByText('Other Family').count()).toBe(0);
      }
      await shootAndScan(page, 'screens-profile-not-found');
      await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL(`${world.system.url}/`);
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Paula!' }).waitFor();
    });
  });

  describe('Check In', () => {
    it('signs in on /dev-login, asks for a mood, saves it, lists it and shows it on the dashboard', async () => {
      const page = await world.page();
      await page.goto(`${world.system.url}/dev-login`);
      await page.getByLabel('Your name').fill('Cora Checkin');
      await page.getByLabel('Email').fill(address('cora'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Cora!' }).waitFor();

      await page
        .getByRole('region', { name: 'Quick Actions' })
        .getByRole('link', { name: 'Check In', exact: true })
        .click();
      await page.waitForURL(`${world.system.url}/check-in`);
      await page.getByRole('heading', { level: 1, name: 'How are you feeling today?' }).waitFor();
      const main = page.getByRole('main');
      const mood = main.getByRole('group', { name: 'Your mood right now' });
      for (const name of ['Very low', 'Low', 'Okay', 'Good', 'Great']) {
        await mood.getByRole('radio', { name, exact: true }).waitFor();
      }
      const history = main.getByRole('region', { name: 'Your past check-ins' });
      await history.getByText('No check-ins yet.').waitFor();
      await shootAndScan(page, 'screens-check-in-empty');

      const save = main.getByRole('button', { name: 'Save Check-In' });
      await save.click();
      await main.getByText('Please choose how you are feeling', { exact: true }).waitFor();
      await scan(page);

      // The message gone once a mood is chosen, and the form readied for the next check-in:
      // web/src/routes/check-in/CheckInPage.unit.spec.tsx.
      await mood.getByRole('radio', { name: 'Good', exact: true }).check();
      await main.getByLabel('Anything on your mind? (optional)').fill('Mum laughed at the old photos today.');
      await save.click();
      await toast(page, 'Check-In Saved').waitFor();
      await history.getByText('Good (4/5)', { exact: true }).waitFor();
      await history.getByText('Mum laughed at the old photos today.').waitFor();
      expect(await history.getByRole('listitem').count()).toBe(1);
      await shootAndScan(page, 'screens-check-in-saved');

      // Back on the dashboard (no reload): the Recent Check-in card and the Latest Mood figure.
      await main.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL(`${world.system.url}/`);
      const card = page.getByRole('region', { name: 'Recent Check-in' });
      await card.getByText('4/5', { exact: true }).waitFor();
      await card.getByText('Good', { exact: true }).waitFor();
      expect(await statCard(main, 'Latest Mood')).toEqual({ count: 1, value: '4/5', detail: 'Good' });
      await card.getByRole('link', { name: 'See all your check-ins' }).click();
      await page.waitForURL(`${world.system.url}/check-in`);
      await history.getByText('Good (4/5)', { exact: true }).waitFor();
    });
  });
});
