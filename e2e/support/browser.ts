import { Browser, BrowserContext, chromium, Locator, Page } from 'playwright-core';
import type { ApiClient } from './api';
import type { AxeResults, RunOptions } from 'axe-core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Debian's Chromium, headless, with the flags this closed network needs. Never a downloaded browser.
// extraArgs: more flags, such as Chromium's fake microphone (FAKE_MICROPHONE).
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

// Chromium's fake microphone (a beeping tone) and its permission prompt accepted by itself.
export const FAKE_MICROPHONE = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export const SCREENSHOT_DIR = join(__dirname, '..', 'screenshots');

// Full-page pictures of a screen, for a person to look at: written only when SCREENSHOTS is set
// (`SCREENSHOTS=1 npx jest e2e/tests/…`). Nobody looks at them in a CI run, and a tall page at two
// widths costs about a tenth of a browser file's time.
export const SCREENSHOTS = Boolean(process.env.SCREENSHOTS);

export async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

// A printed page (PDF) kept beside the screenshots, under the same switch.
export function keepBeside(name: string, bytes: Uint8Array) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(join(SCREENSHOT_DIR, name), bytes);
}

// axe-core itself, put into the page once per document and run there with axe.run, reporting only
// violations. @axe-core/playwright's AxeBuilder re-injects the 0.5 MB script on every call, runs the
// rules per frame and merges them in a new blank page, which our frameless pages do not need: the
// same rules find the same violations here in about a seventh of the time (measured: 280 ms against
// 2000 ms a scan on the profile page), and the browser tests scan every screen at two widths.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// axe marks its duplicate-id rules deprecated (HTML 5 parsing no longer fails on them), so no tag turns
// them on; a repeated id still breaks every label, aria-labelledby and #link that names it, and a
// profile tab kept mounted beside another can repeat one (decision 250). Named rules override tags.
export const AXE_RULES: RunOptions['rules'] = {
  'duplicate-id': { enabled: true },
  'duplicate-id-active': { enabled: true },
  'duplicate-id-aria': { enabled: true },
};

// Finite CSS transitions and animations (a tab's colours, a toast sliding in) run to their end, so
// screenshots and axe's colour-contrast check see the settled screen rather than a blend (a busy
// machine's slow frames once caught a fade-in part-way). Endless animations (a spinner) are not waited
// for, nor anything past two seconds.
export const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );

export async function axeViolations(
  page: Page,
  runOnly: RunOptions['runOnly'] = { type: 'tag', values: AXE_TAGS },
): Promise<AxeResults['violations']> {
  await settled(page);
  if (!(await page.evaluate('typeof window.axe?.run === "function"'))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    { runOnly, rules: AXE_RULES, resultTypes: ['violations'] } as RunOptions,
  );
  return results.violations;
}

// axe-core finds no violations (WCAG 2.x A/AA and best practices) on the page as it stands.
export async function expectNoAxeViolations(page: Page) {
  const summary = (await axeViolations(page)).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

// axe-core on the settled screen (axeViolations settles it).
export async function scan(page: Page) {
  await expectNoAxeViolations(page);
}

// Screenshots of the screen as it stands at 1280 and 390 px (`<name>-1280`, `<name>-390`), and an
// axe-core scan at both widths; the page is left at desktop width.
export async function shootAndScan(page: Page, name: string) {
  await settled(page);
  await screenshot(page, `${name}-1280`);
  await scan(page);
  await page.setViewportSize(PHONE);
  await settled(page);
  await screenshot(page, `${name}-390`);
  await scan(page);
  await page.setViewportSize(DESKTOP);
}

// A page in its own context (cookies isolated; axe needs a context made with newContext()).
export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

export const closePage = (page: Page | undefined) => page?.context().close();

// The API client's session and anti-forgery cookies, given to a browser context: the page is
// signed in as that client without going through a sign-in screen.
export async function carrySession(context: BrowserContext, api: ApiClient, url: string) {
  await context.addCookies(
    ['sid', 'csrf'].map((name) => {
      const value = api.cookie(name);
      if (!value) throw new Error(`the API client has no ${name} cookie`);
      return { name, value, url };
    }),
  );
}

// Requests to `url` held until the test lets them go (the answer is the release): a loading state
// stays observable without sleeps.
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

// Opens what a disclosure button (aria-expanded) shows only on asking, unless it is open already (a
// wide screen opens some at once), and waits until it says it is open.
export async function expand(button: Locator) {
  if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  await button.and(button.page().locator('[aria-expanded="true"]')).waitFor();
}

// Reloads the page until `target` shows: for what a server finishes after the screen was drawn (a
// text's delivery status, a projection, a reflection written by a queue). Each look waits longer than
// the one before (2 s, 3 s, 4.5 s…), so a loaded machine that takes seconds to draw the page after a
// reload still gets a whole look rather than being reloaded mid-render every 2 s (a CI run failed so).
export async function reloadUntilVisible(target: Locator, { timeoutMs = 45_000 } = {}) {
  const page = target.page();
  const deadline = Date.now() + timeoutMs;
  for (let look = 2_000; ; look = Math.min(look * 1.5, 10_000)) {
    await page.reload();
    try {
      return await target.waitFor({ timeout: Math.max(1, Math.min(look, deadline - Date.now())) });
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}
