import { randomUUID } from 'node:crypto';
import { Locator, Page } from 'playwright-core';
import { ApiClient } from '../support/api';
import { carrySession, DESKTOP, newPage, PHONE, scan, screenshot, shootAndScan } from '../support/browser';
import { seedActivity } from '../support/seed';
import { queryDb } from '../support/systems';
import { profilePath, useSystem } from '../support/fixtures';

jest.setTimeout(180_000);

// Defects found walking the caregiver's screens as a family would: signed-out deep links,
// the wizard and the browser's Back button, AI reports on drafts, durations, the phone header and
// links from the profile's Recent Activities.
describe('caregiver navigation and wording (embedded profile)', () => {
  const tag = randomUUID().slice(0, 8);
  const email = `nora.${tag}@example.com`;
  const world = useSystem({
    shared: true,
    browser: true,
    caregiver: { name: 'Nora Path', email },
    lovedOne: { firstName: 'Ada', lastName: 'Path', phone: '+15555550142' },
  });

  const pageAs = (viewport = DESKTOP, signedIn = true) => world.page({ viewport, as: signedIn ? undefined : null });

  // The development sign-in page, as a person fills it in.
  async function signInOnPage(page: Page) {
    await page.getByRole('heading', { name: 'Sign in (development)' }).waitFor();
    await page.getByLabel('Name').fill('Nora Path');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  const createActivity = async (title: string) =>
    (
      await world.api.json<{ id: string }>('POST', '/api/games', {
        title,
        templateId: 'places-flashcards',
        seniorId: world.lovedOne.id,
        configJSON: { title },
      })
    ).body.id;

  describe('signed out', () => {
    it.each([
      ['a loved one', () => `/seniors/${world.lovedOne.id}`, 'Ada Path', 'Overview'],
      // A tab's own address, back on that tab.
      ["a loved one's tab", () => profilePath(world.lovedOne.id, 'plan'), 'Ada Path', 'Plan'],
      ['the wizard with its query', () => `/assign?seniorId=${world.lovedOne.id}`, 'Send Activity', null],
      ['the AI assessment', () => '/ai-assessment', 'AI Support & Insights', null],
    ])('sends a visit to %s to sign in and back to that very page', async (_what, path, heading, tab) => {
      const page = await pageAs(DESKTOP, false);
      await page.goto(`${world.system.url}${path()}`);
      await page.waitForURL((url) => url.pathname === '/dev-login');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(path());
      await page.getByRole('heading', { name: 'Sign in (development)' }).waitFor();
      expect(await page.getByText('Page Not Found').count()).toBe(0);
      await scan(page);
      await signInOnPage(page);
      await page.waitForURL(`${world.system.url}${path()}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (tab) expect(await page.getByRole('tab', { selected: true }).allInnerTexts()).toEqual([tab]);
    });

    it('says where it is taking the person while it goes to sign in', async () => {
      const page = await pageAs(DESKTOP, false);
      // Held: the screen before the sign-in page stays observable.
      await page.route('**/api/login**', (route) => route.fulfill({ status: 204 }));
      await page.goto(`${world.system.url}/games/${randomUUID()}`);
      await page.getByRole('heading', { level: 1, name: 'Please sign in' }).waitFor();
      await page.getByText('Taking you to sign in. You will come back to this page afterwards.').waitFor();
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      await shootAndScan(page, 'signed-out-redirect');
    });

    it('still shows the 404 page for a path that is no screen at all', async () => {
      const page = await pageAs(DESKTOP, false);
      await page.goto(`${world.system.url}/seniors-and-more/nothing`);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    });

    it('after the session ends during an action, signs in again and comes back to the same activity', async () => {
      const gameId = await createActivity('Expired Walk');
      const page = await pageAs();
      await page.goto(`${world.system.url}/games/${gameId}`);
      await page.getByRole('heading', { level: 1, name: 'Expired Walk' }).waitFor();
      await queryDb(world.system.databaseUrl, `DELETE FROM gateway.sessions WHERE sess::text LIKE $1`, [
        `%${world.caregiver.id}%`,
      ]);
      // Held: the toast is on screen only for AUTH_REDIRECT_DELAY_MS before the page leaves, which a
      // loaded CI machine could miss; a 204 keeps the page while the sign-in address is checked.
      await page.route('**/api/login**', (route) => route.fulfill({ status: 204 }));
      const signInRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
      await page.getByRole('button', { name: 'Duplicate Activity' }).click();
      await page.getByText('You are logged out. Logging in again...').first().waitFor();
      const signInUrl = (await signInRequest).url();
      await page.unroute('**/api/login**');
      await page.goto(signInUrl);
      await page.waitForURL((url) => url.pathname === '/dev-login');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/games/${gameId}`);
      await signInOnPage(page);
      await page.waitForURL(`${world.system.url}/games/${gameId}`);
      await page.getByRole('heading', { level: 1, name: 'Expired Walk' }).waitFor();
      // The API client's own session went with the deleted rows: sign it in again for the next tests.
      await world.api.signIn('Nora Path', email);
    });
  });

  describe('the Send Activity wizard and the browser Back button', () => {
    const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

    it('goes back one step at a time with every choice and the message kept, and never back into a sent Confirm step', async () => {
      await createActivity('Harbour Walk');
      const page = await pageAs(PHONE);
      await page.goto(`${world.system.url}/`);
      await page.goto(`${world.system.url}/assign`);
      await heading(page, 'Choose Activity').waitFor();
      await page.getByRole('radio', { name: 'Harbour Walk' }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Select Loved One').waitFor();
      expect(await page.getByRole('radio', { name: 'Ada Path' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Confirm & Send').waitFor();
      const message = page.getByLabel('Personal Message (optional)');
      await message.fill('Hello Ada, the harbour again.');

      await page.goBack();
      await heading(page, 'Select Loved One').waitFor();
      expect(new URL(page.url()).pathname).toBe('/assign');
      expect(await page.getByRole('radio', { name: 'Ada Path' }).isChecked()).toBe(true);
      // The step's heading takes the focus, as it does with the wizard's own Back button.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Select Loved One');
      await page.goForward();
      await heading(page, 'Confirm & Send').waitFor();
      expect(await message.inputValue()).toBe('Hello Ada, the harbour again.');
      await page.goBack();
      await page.goBack();
      await heading(page, 'Choose Activity').waitFor();
      expect(await page.getByRole('radio', { name: 'Harbour Walk' }).isChecked()).toBe(true);
      await scan(page);

      // Forward again with the buttons, send, then Back: the loved one's step, not a second send.
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      expect(await message.inputValue()).toBe('Hello Ada, the harbour again.');
      await page.getByRole('button', { name: 'Send' }).click();
      await heading(page, 'Activity Sent!').waitFor();
      await page.goBack();
      await heading(page, 'Select Loved One').waitFor();
      expect(await heading(page, 'Confirm & Send').count()).toBe(0);
      // Leaving the wizard still works: one more Back reaches step 1, the next the page before it.
      await page.goBack();
      await heading(page, 'Choose Activity').waitFor();
      await page.goBack();
      await page.waitForURL(`${world.system.url}/`);
    });
  });

  describe('Generate AI Report', () => {
    it('is offered only once there are results, and says why before', async () => {
      const draft = await createActivity('Not Played Yet');
      const page = await pageAs();
      await page.goto(`${world.system.url}/games/${draft}`);
      // The disabled button and its description: web/src/routes/games/QuickActionsCard.unit.spec.tsx.
      const reason = 'An AI report is written from results: it can be generated once this activity has been played.';
      await page.getByText(reason).waitFor();
      await shootAndScan(page, 'ai-report-draft');

      const played = await seedActivity(world.system.databaseUrl, {
        careTeamId: world.caregiver.teamId!,
        seniorId: world.lovedOne.id,
        createdBy: world.caregiver.id,
        title: 'Played Once',
        sentDaysAgo: 1,
        completedDaysAgo: 0,
        accuracy: 1,
        minutes: 3,
      });
      await page.goto(`${world.system.url}/games/${played}`);
      const quick = page.getByRole('region', { name: 'Quick Actions' });
      await quick.getByRole('button', { name: 'Generate AI Report' }).waitFor();
      expect(await quick.getByRole('button', { name: 'Generate AI Report' }).isEnabled()).toBe(true);
      expect(await page.getByText(reason).count()).toBe(0);
    });
  });

  describe('durations and Recent Activities', () => {
    // One stat card's value, by its exact label (the landing page, shown while the sign-in is being
    // checked, has a sample dashboard whose "Average time" a loose match would find).
    const statValue = async (scope: Locator, label: string) =>
      (
        await scope
          .locator('dl > div')
          .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
          .locator('dd')
          .first()
          .textContent()
      )?.trim();

    it('says a short play "under 1 min" everywhere, and each recent activity opens its page', async () => {
      const api2 = new ApiClient(world.system.url);
      await api2.signIn('Quinn Short', `quinn.${tag}@example.com`);
      const team2 = (await api2.json<{ id: string }[]>('GET', '/api/care-teams')).body[0]!.id;
      const me2 = (await api2.json<{ id: string }>('GET', '/api/auth/user')).body.id;
      const rosa = (await api2.json<{ id: string }>('POST', '/api/seniors', { firstName: 'Rosa', lastName: 'Quick' }))
        .body;
      const quick = await seedActivity(world.system.databaseUrl, {
        careTeamId: team2,
        seniorId: rosa.id,
        createdBy: me2,
        title: 'Quick Names',
        sentDaysAgo: 0,
        completedDaysAgo: 0,
        accuracy: 1,
        minutes: 3 / 60,
      });
      const page = await newPage(world.browser, DESKTOP);
      world.track(page.context());
      await carrySession(page.context(), api2, world.system.url);

      await page.goto(`${world.system.url}/`);
      const main = page.getByRole('main');
      await main.getByText('Average Time', { exact: true }).waitFor();
      expect(await statValue(main, 'Average Time')).toBe('under 1 min');
      await main.getByText('100% correct in under 1 min').waitFor();

      await page.goto(`${world.system.url}/seniors/${rosa.id}`);
      expect(await statValue(main, 'Average Time')).toBe('under 1 min');
      await page.getByRole('tab', { name: 'Recent Activities' }).click();
      const recent = main.getByRole('tabpanel', { name: 'Recent Activities' });
      const item = recent.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem').first();
      // The tab reads its list once chosen: wait for it.
      await item.locator('dd').first().waitFor();
      expect(await item.locator('dd').allInnerTexts()).toEqual(['100%', 'under 1 min']);
      await shootAndScan(page, 'profile-recent-short-play');
      await item.getByRole('link', { name: 'Quick Names' }).click();
      await page.waitForURL(`${world.system.url}/games/${quick}`);
      const summary = page.getByRole('region', { name: 'Results Summary' });
      expect(await statValue(summary, 'Duration')).toBe('under 1 min');

      await page.goto(`${world.system.url}/seniors/${rosa.id}/report`);
      await page.getByRole('heading', { level: 1, name: 'Activity Report for Rosa Quick' }).waitFor();
      // The completed activities' table (the weekly charts' figures table comes before it).
      const completed = page.getByRole('region', { name: 'Completed activities table' }).getByRole('table');
      const cells = await completed.getByRole('row').nth(1).locator('td').allInnerTexts();
      expect(cells.at(-1)).toBe('under 1 min');
    });
  });

  describe('the header on a phone', () => {
    it('keeps the signed-in header to two rows at 390 px, with every link reachable', async () => {
      const page = await pageAs(PHONE);
      await page.goto(`${world.system.url}/`);
      await page.setViewportSize(DESKTOP);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).waitFor();
      await screenshot(page, 'header-desktop-1280');
      await page.setViewportSize(PHONE);
      await page.goto(`${world.system.url}/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Add Loved One', 'Create Activity', 'Invite Family', 'Nora Your account', 'Logout'])
        await nav.getByRole('link', { name }).waitFor();
      await nav.getByText('Nora', { exact: true }).waitFor();
      // Every item sits on one of at most two rows (items whose vertical centres are within 12 px
      // share a row), and nothing runs off the side.
      const centres = await nav
        .locator('a')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => r.top + r.height / 2));
      const rows = centres
        .sort((a, b) => a - b)
        .reduce<number[]>((acc, c) => (acc.length && c - acc.at(-1)! < 12 ? acc : [...acc, c]), []);
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shootAndScan(page, 'header-phone');
    });
  });
});
