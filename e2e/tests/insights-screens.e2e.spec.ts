import { Page } from 'playwright-core';
import { expectNoAxeViolations, screenshot } from '../support/browser';
import { seedActivity } from '../support/seed';
import { useSystem } from '../support/fixtures';

jest.setTimeout(180_000);

describe('AI Support & Insights in the browser', () => {
  const world = useSystem({
    shared: true,
    browser: true,
    caregiver: { name: 'Ada Insight' },
    lovedOne: { firstName: 'Rose', lastName: 'Garden' },
  });

  beforeAll(async () => {
    const base = { careTeamId: world.caregiver.teamId!, seniorId: world.lovedOne.id, createdBy: world.caregiver.id };
    for (const daysAgo of [1, 2])
      await seedActivity(world.system.databaseUrl, {
        ...base,
        sentDaysAgo: daysAgo + 0.5,
        completedDaysAgo: daysAgo,
        accuracy: 0.75,
        minutes: 10,
      });
    page = await world.page();
  });
  let page: Page;

  it('requests a weekly trend and a custom insight, saves them, and finds them in the history', async () => {
    await page.goto(`${world.system.url}/ai-assessment`);
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
    await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}`);
    await page.getByRole('tab', { name: 'AI Insights' }).click();
    await page.waitForURL(`${world.system.url}/seniors/${world.lovedOne.id}/insights`);
    await page
      .getByText(/In the last 7 days, Rose completed 2 activities/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Get a new insight' }).waitFor();
  });
});
