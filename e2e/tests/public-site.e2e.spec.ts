import { Page } from 'playwright-core';
import { DESKTOP, PHONE, scan, screenshot } from '../support/browser';
import { useSystem } from '../support/fixtures';

jest.setTimeout(180_000);

const DEMO_STEPS = ['Choose template', 'Customize', 'Share link', 'Senior plays', 'Results', 'Caregiver dashboard'];

// Nothing wider than the viewport: no sideways scrolling.
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

const removeButtons = (page: Page) => page.getByRole('button', { name: /^Remove/ });

async function expectDemoPage(page: Page, step: number) {
  await page.getByText('Demo with sample data.').waitFor();
  const stepper = page.getByRole('navigation', { name: 'Demo steps' });
  // The step's own screen first: until its code has loaded, the previous step stays on screen.
  await stepper.getByText(`Step ${step} of 6: ${DEMO_STEPS[step - 1]}`).waitFor();
  await expect(stepper.getByRole('listitem').count()).resolves.toBe(6);
  expect(await stepper.getByRole('listitem').allTextContents()).toEqual(
    DEMO_STEPS.map((label, i) => (i < step - 1 ? `✓${label} (done)` : `${i + 1}${label}`)),
  );
  expect(await stepper.locator('[aria-current="step"]').textContent()).toContain(DEMO_STEPS[step - 1]);
}

describe('the public site: landing, resources and the demo (embedded profile, Chromium)', () => {
  // Visitors only: no one signs in.
  const world = useSystem({ shared: true, browser: true, caregiver: false });

  it.each([PHONE, DESKTOP])('landing page at $width px', async (viewport) => {
    const page = await world.page({ viewport });
    await page.goto(world.system.url);
    await page
      .getByRole('heading', { level: 1, name: 'Personal memory activities for the person you care for' })
      .waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'How It Works' }).getAttribute('href')).toBe('#how-it-works');
    expect(await nav.getByRole('link', { name: 'Resources' }).getAttribute('href')).toBe('/resources');
    for (const [name, href] of [
      ['Community', 'https://community.carewith.app'],
      ['R.I.S.E.', 'https://rise.carewith.app'],
    ]) {
      const link = nav.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login');
    expect(await page.getByRole('link', { name: 'See How It Works' }).getAttribute('href')).toBe('/game/templates');
    await page.getByRole('button', { name: 'Start Supporting' }).waitFor();

    await page.getByRole('heading', { level: 2, name: 'How it works' }).waitFor();
    expect(await page.locator('#how-it-works ol > li').count()).toBe(4);
    await page.getByRole('heading', { level: 2, name: 'Your family dashboard' }).waitFor();
    await page.getByText('Sample data', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Support and Resources' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Resources' }).getAttribute('href')).toBe('/resources');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Instagram', 'Pinterest', 'Facebook', 'YouTube']) {
      const link = footer.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }

    // The anchor scrolls to the section; the hero's Get Started still opens the early-access dialog.
    await nav.getByRole('link', { name: 'How It Works' }).click();
    await page.waitForURL(/#how-it-works$/);
    await noSidewaysScroll(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `public-landing-${viewport.width}`);
    await scan(page);
    const getStarted = page.getByRole('button', { name: 'Get Started' });
    await getStarted.click();
    await page.getByRole('dialog', { name: 'Join the early access list' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Closed: the focus is back on the button that opened it, which says the dialog is closed.
    expect(await getStarted.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await getStarted.getAttribute('aria-expanded')).toBe('false');
  });

  it('resources: every tab by keyboard, the stage durations, helplines and the privacy section', async () => {
    const page = await world.page({ viewport: PHONE });
    await page.goto(world.system.url);
    await page.getByRole('link', { name: 'Browse Resources' }).click();
    await page.waitForURL(/\/resources$/);
    await page.getByRole('heading', { level: 1, name: 'Caregiver Resources' }).waitFor();
    await noSidewaysScroll(page);

    const tablist = page.getByRole('tablist', { name: 'Caregiver guides' });
    const names = ['Stages Guide', 'Communication', 'Safety & Home', 'Self-Care', 'Support'];
    expect(await tablist.getByRole('tab').allTextContents()).toEqual(names);
    const expectations: Record<string, string[]> = {
      'Stages Guide': [
        'Typically lasts 2-4 years',
        'Typically lasts 2-10 years',
        'Typically lasts 1-3 years',
        'Early stage',
        'Middle stage',
        'Late stage',
      ],
      Communication: ['Do', "Don't"],
      'Safety & Home': ['Prevent falls', 'Kitchen and medicines', 'Wandering and getting lost'],
      'Self-Care': ['Signs of caregiver stress', 'Looking after yourself'],
      Support: ['1-800-272-3900', '0800 888 6678', 'Emergency checklist', 'Helplines'],
    };

    // The keys (arrows, wrapping, Home, End, Tab into the panel) are
    // web/src/routes/resources/ResourcesPage.unit.spec.tsx's; here each panel in a browser, by keyboard.
    await tablist.getByRole('tab', { name: 'Stages Guide' }).focus();
    for (const [i, name] of names.entries()) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      const panel = page.getByRole('tabpanel', { name, exact: true });
      for (const text of expectations[name]!) await panel.getByText(text, { exact: true }).first().waitFor();
      await screenshot(page, `public-resources-${i + 1}-390`);
      await scan(page);
    }

    await page.getByRole('heading', { level: 2, name: 'Security and privacy' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'support@carewith.app' }).getAttribute('href')).toBe(
      'mailto:support@carewith.app',
    );
  });

  it('the demo, step by step, with its sample data and rules', async () => {
    const page = await world.page({ viewport: DESKTOP });
    await page.goto(world.system.url);
    await page.getByRole('link', { name: 'See How It Works' }).click();

    // 1. Templates: only the recommended one can be chosen.
    await page.waitForURL(/\/game\/templates$/);
    await expectDemoPage(page, 1);
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await cards.allInnerTexts()).toEqual([
      expect.stringMatching(/Grandkid Matching[\s\S]*Recommended[\s\S]*Easy[\s\S]*10-15 min/),
      expect.stringMatching(/Shopping List Bingo[\s\S]*Medium[\s\S]*15-20 min/),
      expect.stringMatching(/Familiar Places[\s\S]*Easy[\s\S]*10-15 min/),
      expect.stringMatching(/How To Make Tea[\s\S]*Medium[\s\S]*20-25 min/),
    ]);
    for (const title of ['Shopping List Bingo', 'Familiar Places', 'How To Make Tea'])
      expect(await page.getByRole('button', { name: `Coming soon: ${title}` }).isDisabled()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['How It Works', 'Resources', 'Community', 'R.I.S.E.'])
      await nav.getByRole('link', { name }).waitFor();
    expect(await nav.getByRole('link', { name: 'Community' }).getAttribute('target')).toBe('_blank');
    await screenshot(page, 'public-demo-1-templates-1280');
    await scan(page);

    // The header's Get Started opens the sign-in modal, which closes again.
    await nav.getByRole('button', { name: 'Get Started' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in to create real activities' });
    await signIn.waitFor();
    expect(await signIn.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login');
    await scan(page);
    await signIn.getByRole('button', { name: 'Close' }).click();
    await signIn.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Choose Grandkid Matching' }).click();

    // 2. Upload: four to start, never fewer than two, never more than eight.
    await page.waitForURL(/\/game\/upload$/);
    await expectDemoPage(page, 2);
    // Four to start, never fewer than two nor more than eight, the selects' choices:
    // web/src/routes/demo/DemoUploadPage.unit.spec.tsx. Here the page in a browser, then on to step 3.
    await page.getByRole('img', { name: 'Photo of Emma' }).waitFor();
    await removeButtons(page).first().click();
    await removeButtons(page).first().click();
    await page.getByRole('button', { name: 'Add Grandchild' }).click();
    await page.getByLabel('Name of grandchild 3').fill('Grandchild 3');
    await page.getByText('3 of 8 grandchildren').waitFor();
    await screenshot(page, 'public-demo-2-upload-1280');
    await scan(page);
    expect(
      await page.getByLabel('Timer').evaluate((s) => [...(s as HTMLSelectElement).options].map((o) => o.textContent)),
    ).toEqual(['No timer', 'Relaxed (30 seconds per match)', 'Standard (15 seconds per match)']);
    await page.getByLabel('Difficulty').selectOption('medium');
    await page.getByLabel('Timer').selectOption('relaxed');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3. Share: summary, the link with a two-second Copied!, a send form that sends nothing.
    await page.waitForURL(/\/game\/assign$/);
    await expectDemoPage(page, 3);
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Sophia, Noah, Grandchild 3').waitFor();
    await summary.getByText('Medium', { exact: true }).waitFor();
    await summary.getByText('Relaxed (30 seconds per match)', { exact: true }).waitFor();
    await page.getByText('10-11am or 2-3pm', { exact: false }).waitFor();
    expect(await page.getByLabel('Game link').inputValue()).toMatch(/^https:\/\/.+\/play\//);
    // How long "Copied!" stays: web/src/routes/demo/DemoAssignPage.unit.spec.tsx.
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    await page.getByLabel('Recipient name').fill('Grandma Rose');
    await page.getByLabel('Phone number').fill('+1 555 0100');
    await page.getByLabel('Message').fill('A game for you!');
    await page.getByRole('button', { name: 'Send Text Message' }).click();
    await page.getByRole('status').filter({ hasText: 'This is a demo, so no text message was sent.' }).waitFor();
    await page.getByRole('button', { name: 'Open Email Client' }).click();
    await page.getByRole('status').filter({ hasText: 'This is a demo, so no e-mail was sent.' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await screenshot(page, 'public-demo-3-assign-1280');
    await scan(page);
    await page.getByRole('button', { name: 'Preview Game' }).click();

    // 4. Play: photo, name, Make This Match!, n / 4, Start Over, then the results link.
    await page.waitForURL(/\/game\/play$/);
    await expectDemoPage(page, 4);
    const progress = page.getByText(/^Matches: \d \/ 4$/);
    expect(await progress.textContent()).toBe('Matches: 0 / 4');
    const match = page.getByRole('button', { name: 'Make This Match!' });
    const photo = (n: number) =>
      page
        .getByRole('region', { name: 'Photos' })
        .getByRole('button')
        .nth(n - 1);
    const name = (n: string) => page.getByRole('region', { name: 'Names' }).getByRole('button', { name: n });
    // A wrong pair, Start Over and the count: web/src/routes/demo/DemoPlayPage.unit.spec.tsx.
    await photo(1).click();
    await name('Liam').click();
    await match.click();
    await page.getByText('Not quite. Take your time and try another name.').waitFor();
    await page.getByRole('button', { name: 'Start Over' }).waitFor();
    await scan(page);
    for (const [i, kid] of ['Emma', 'Liam', 'Sophia', 'Noah'].entries()) {
      await photo(i + 1).click();
      await name(kid).click();
      await match.click();
      expect(await progress.textContent()).toBe(`Matches: ${i + 1} / 4`);
    }
    await page.getByText('Wonderful! All four grandchildren matched.').waitFor();
    await screenshot(page, 'public-demo-4-play-1280');
    await scan(page);
    await page.getByRole('link', { name: 'See Results' }).click();

    // 5. Results: the static sample figures.
    await page.waitForURL(/\/game\/results$/);
    await expectDemoPage(page, 5);
    const stats = await page
      .locator('dl > div')
      .evaluateAll((cards) =>
        cards.map((c) => [c.querySelector('dt')?.textContent, c.querySelector('dd')?.textContent]),
      );
    expect(stats).toEqual([
      ['Accuracy', '75%'],
      ['Correct', '3'],
      ['Total', '4'],
      ['Time', '8 min 23 s'],
    ]);
    for (const name of ['Play Again', 'Try Different Game', 'Share Results'])
      await page.getByRole('button', { name }).waitFor();
    await page.getByRole('button', { name: 'Share Results' }).click();
    await page.getByRole('status').filter({ hasText: 'nothing was shared' }).waitFor();
    await screenshot(page, 'public-demo-5-results-1280');
    await scan(page);
    await page.getByRole('button', { name: 'Play Again' }).click();
    await page.waitForURL(/\/game\/play$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Try Different Game' }).click();
    await page.waitForURL(/\/game\/templates$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View Caregiver Dashboard' }).click();

    // 6. Dashboard: static sample numbers and insights.
    await page.waitForURL(/\/game\/dashboard$/);
    await expectDemoPage(page, 6);
    await page.getByRole('heading', { level: 1, name: 'Caregiver dashboard' }).waitFor();
    await page.getByText('Sample data', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Insights' }).waitFor();
    await page.getByText('85%', { exact: true }).waitFor();
    await screenshot(page, 'public-demo-6-dashboard-1280');
    await scan(page);
  });

  it('every demo page reads at phone width without sideways scrolling', async () => {
    const page = await world.page({ viewport: PHONE });
    for (const [i, path] of ['templates', 'upload', 'assign', 'play', 'results', 'dashboard'].entries()) {
      await page.goto(`${world.system.url}/game/${path}`);
      await expectDemoPage(page, i + 1);
      await noSidewaysScroll(page);
      await screenshot(page, `public-demo-${i + 1}-${path}-390`);
      await scan(page);
    }
  });
});
