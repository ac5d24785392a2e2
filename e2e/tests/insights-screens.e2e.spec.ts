import { randomUUID } from 'node:crypto';
import { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/api';
import { carrySession, closePage, expectNoAxeViolations, launchBrowser, newPage, screenshot } from '../support/browser';
import { seedActivity } from '../support/seed';
import { removeDir, startEmbedded } from '../support/systems';

jest.setTimeout(180_000);

describe('AI Support & Insights in the browser', () => {
  let system: Awaited<ReturnType<typeof startEmbedded>>;
  let browser: Browser;
  let page: Page;
  let seniorId: string;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startEmbedded(), launchBrowser()]);
    const api = new ApiClient(system.url);
    const ownerId = (await api.signIn('Ada Insight', `ada.${randomUUID().slice(0, 6)}@example.com`)).id;
    const teamId = (await api.json<{ id: string }[]>('GET', '/api/care-teams')).body[0]!.id;
    seniorId = (await api.json<{ id: string }>('POST', '/api/seniors', { firstName: 'Rose', lastName: 'Garden' })).body
      .id;
    const base = { careTeamId: teamId, seniorId, createdBy: ownerId };
    await seedActivity(system.databaseUrl, {
      ...base,
      sentDaysAgo: 1.5,
      completedDaysAgo: 1,
      accuracy: 0.75,
      minutes: 10,
    });
    await seedActivity(system.databaseUrl, {
      ...base,
      sentDaysAgo: 2.5,
      completedDaysAgo: 2,
      accuracy: 0.75,
      minutes: 10,
    });
    page = await newPage(browser);
    await carrySession(page.context(), api, system.url);
  });
  afterAll(async () => {
    await closePage(page);
    await browser?.close();
    await system?.stop();
    if (system) removeDir(system.dataDir);
  });

  it('requests a weekly trend and a custom insight, saves them, and finds them in the history', async () => {
    await page.goto(`${system.url}/ai-assessment`);
    await page.getByRole('heading', { level: 1, name: 'AI Support & Insights' }).waitFor();
    await page.getByRole('heading', { name: 'No Insights Yet' }).waitFor();
    const submit = page.getByRole('button', { name: 'Generate Insight' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByLabel('Time Range').inputValue()).toBe('7d');
    const ranges = await page.getByLabel('Time Range').locator('option').allTextContents();
    expect(ranges).toEqual(['Last 7 days', 'Last 2 weeks', 'Last month', 'Last 3 months']);
    await page.getByRole('heading', { name: 'Sample Insights' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Choose Loved One').selectOption({ label: 'Rose Garden' });
    await submit.click();
    await page.getByText('Trend Analysis Complete', { exact: true }).first().waitFor();
    const card = page
      .getByRole('region', { name: /AI Insight/ })
      .or(page.locator('section', { has: page.getByRole('heading', { name: 'AI Insight' }) }));
    await card.getByText('New', { exact: true }).first().waitFor();
    await card
      .getByText(/In the last 7 days, Rose completed 2 activities/)
      .first()
      .waitFor();
    await card.getByText("Written by our built-in writer from Rose's results").first().waitFor();
    await page.getByRole('button', { name: 'Save Report' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await screenshot(page, 'ai-weekly-trend');

    await page.getByRole('button', { name: 'Custom Insight' }).click();
    await page.getByLabel('Your Question').fill('Which activities went best?');
    await page.getByLabel('Time Range').selectOption('30d');
    await submit.click();
    await page.getByText('Assessment Complete', { exact: true }).first().waitFor();
    await page.getByText('Your question: Which activities went best?').first().waitFor();
    await page.getByRole('button', { name: 'Save Report' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'View Assessment History' }).click();
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Assessment History' }) });
    await history.getByRole('heading', { level: 3, name: 'Weekly Trend' }).waitFor();
    await history.getByRole('heading', { level: 3, name: 'Custom Insight' }).waitFor();
    expect(await history.getByText('Saved', { exact: true }).count()).toBe(2);
    await screenshot(page, 'ai-history');
    await expectNoAxeViolations(page);

    // The profile's AI Insights tab shows the stored reports too.
    await page.goto(`${system.url}/seniors/${seniorId}`);
    await page.getByRole('tab', { name: 'AI Insights' }).click();
    await page
      .getByText(/In the last 7 days, Rose completed 2 activities/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Get a new insight' }).waitFor();
  });
});
