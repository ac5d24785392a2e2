import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { DESKTOP, PHONE, scan, screenshot } from '../support/browser';
import { useSystem } from '../support/fixtures';

jest.setTimeout(180_000);

const HEADING = 'Personal memory activities for the person you care for';
const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');

// Errors the page reports: console errors and uncaught ones (React reports a hydration mismatch so).
// The browser's own line for a failed request (the signed-out user read answers 401) is not one.
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => void errors.push(e.message));
  return errors;
}

// The build pre-renders the landing page into index.html (Lighthouse mobile 95+): a visitor
// sees it before any script runs, the app hydrates it, and no other path ever shows it.
describe('the pre-rendered landing page (embedded profile, Chromium)', () => {
  // Pia, signed in for the one test that needs her; the other pages are a visitor's.
  const world = useSystem({ shared: true, browser: true, caregiver: { name: 'Pia Render' } });

  const open = (viewport = DESKTOP) => world.page({ viewport, as: null });

  it('the built index.html carries the landing page; app.html, sent for every other path, does not', async () => {
    const index = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const shell = readFileSync(join(WEB_DIST, 'app.html'), 'utf8');
    expect(index).toContain('<div id="root" data-prerendered="landing">');
    expect(index).toContain(HEADING);
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain(HEADING);

    const root = await fetch(`${world.system.url}/`);
    expect(root.headers.get('cache-control')).toBe('no-cache');
    expect(await root.text()).toBe(index);
    for (const path of ['/resources', '/game/templates', '/seniors/new', '/no-such-page']) {
      const res = await fetch(`${world.system.url}${path}`);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
      expect(await res.text()).toBe(shell);
    }
    // Hashed assets are cached for good: a returning visitor fetches only the page.
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(index)![1]!;
    const asset = await fetch(`${world.system.url}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([PHONE, DESKTOP])(
    'without its scripts the page reads in full at $width px, and passes axe',
    async (viewport) => {
      const page = await open(viewport);
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(world.system.url);
      await page.getByRole('heading', { level: 1, name: HEADING }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login');
      expect(await nav.getByRole('link', { name: 'How It Works' }).getAttribute('href')).toBe('#how-it-works');
      expect(await page.getByRole('link', { name: 'See How It Works' }).getAttribute('href')).toBe('/game/templates');
      expect(await page.getByRole('link', { name: 'Browse Resources' }).getAttribute('href')).toBe('/resources');
      await page.getByRole('button', { name: 'Get Started' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'How it works' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Your family dashboard' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Support and Resources' }).waitFor();
      expect(await page.locator('#how-it-works ol > li').count()).toBe(4);
      await screenshot(page, `landing-prerendered-${viewport.width}`);
      await scan(page);
    },
  );

  it('the app hydrates the markup (same elements, no errors) and then answers clicks', async () => {
    const page = await open(PHONE);
    const errors = collectErrors(page);
    // Hold the app's entry back until the markup on screen has been marked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(world.system.url, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: HEADING });
    await heading.waitFor();
    await heading.evaluate((h) => h.setAttribute('data-before-app', 'yes'));
    release();
    // Hydrated: the early-access dialog opens, and the heading is the very element that was there. The
    // click waits for React's props on the button (set as hydration reaches it): a click on the markup
    // before the script has run does nothing, and a loaded CI machine clicked that early.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent?.trim() === 'Get Started' && Object.keys(b).some((k) => k.startsWith('__reactProps$')),
      ),
    );
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('dialog', { name: 'Join the early access list' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await heading.getAttribute('data-before-app')).toBe('yes');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('landing');
    expect(errors).toEqual([]);
  });

  it('"Get Started" pressed while the app is still loading its language opens the dialog once it has', async () => {
    const page = await open(PHONE);
    const errors = collectErrors(page);
    // The app's entry has run; the language's catalog, which hydration waits for, is held back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let catalogAsked!: () => void;
    const asked = new Promise<void>((resolve) => (catalogAsked = resolve));
    await page.route(/\/assets\/(en|es)-[^/]+\.js$/, async (route) => {
      catalogAsked();
      await held;
      await route.continue();
    });
    await page.goto(world.system.url, { waitUntil: 'commit' });
    await asked;
    await page.getByRole('button', { name: 'Get Started' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: 'Join the early access list' }).waitFor();
    // Pressed once, opened once: no second dialog, and the trigger says it is open.
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(
      await page
        .getByRole('button', { name: 'Get Started', includeHidden: true })
        .first()
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(errors).toEqual([]);
  });

  it('a deleted account lands on the landing page with its notice, rendered by the app', async () => {
    const page = await open();
    const errors = collectErrors(page);
    await page.goto(`${world.system.url}/?account=deleted`);
    await page.getByRole('status').getByText('Your account has been deleted.', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('signed in, "/" shows the landing page while the sign-in is checked, then the dashboard', async () => {
    const page = await world.page();
    const errors = collectErrors(page);
    await page.goto(world.system.url);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Pia!' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: HEADING }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a deep link never shows the landing page first', async () => {
    const page = await open();
    const errors = collectErrors(page);
    await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${world.system.url}/resources`);
    expect(await page.locator('#root').innerHTML()).toBe('');
    await page.unrouteAll();
    await page.goto(`${world.system.url}/resources`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: HEADING }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
