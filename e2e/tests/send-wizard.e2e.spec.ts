import { Page } from 'playwright-core';
import { expectEventually, TwilioFake } from '@carewith/platform/testing';
import { expectNoAxeViolations, reloadUntilVisible, screenshot } from '../support/browser';
import { addActivity, addLovedOne, aLovedOne, anActivity, useServer, useSystem } from '../support/fixtures';

jest.setTimeout(180_000);

type Mode = 'outbox' | 'twilio';

// The Send Activity wizard end to end in the distributed profile: once with no provider (the text
// lands in the outbox) and once with Twilio configured (at the local Twilio fake, then its callback).
describe.each<Mode>(['outbox', 'twilio'])('Send Activity wizard, %s', (mode) => {
  const fake = mode === 'twilio' ? useServer(() => new TwilioFake().start()) : undefined;
  const world = useSystem({
    profile: 'distributed',
    env: () => fake?.env ?? {},
    browser: true,
    caregiver: { name: 'Wanda Wizard' },
  });
  let page: Page;
  const phone = `+1555${String(Date.now()).slice(-7)}`;

  beforeAll(async () => {
    page = await world.page();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.system.url });
  });

  it('sends an activity in four steps and shows where the text went', async () => {
    const senior = await addLovedOne(world.api, aLovedOne({ firstName: 'Mabel', lastName: 'Wizard', phone }));
    const game = await addActivity(
      world.api,
      anActivity({ title: 'Our Street', templateId: 'places-flashcards', seniorId: senior.id }),
    );

    await page.goto(`${world.system.url}/assign`);
    await page.getByRole('heading', { level: 1, name: 'Send Activity' }).waitFor();
    const progress = page.getByRole('navigation', { name: 'Progress' });
    for (const step of ['Choose Activity', 'Select Loved One', 'Confirm & Send'])
      await progress.getByText(step).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Choose Activity' }).waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Our Street' }).check();
    await next.click();

    await page.getByRole('heading', { level: 2, name: 'Select Loved One' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Mabel Wizard' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { level: 2, name: 'Confirm & Send' }).waitFor();
    const message = page.getByLabel('Personal Message (optional)');
    expect(await message.inputValue()).toBe(
      'Hi Mabel! We made a memory activity just for you. Tap the link below to enjoy it whenever you like. Love, your family',
    );
    await message.fill('');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message is required').waitFor();
    await message.fill('Hello Mabel, this one is about our old street.');
    await expectNoAxeViolations(page);
    await screenshot(page, `wizard-confirm-${mode}`);
    await page.getByRole('button', { name: 'Send' }).click();

    await page.getByRole('heading', { level: 2, name: 'Activity Sent!' }).waitFor();
    await page.getByText('A new activity has been sent to your loved one').first().waitFor();
    const playUrl = await page.getByLabel('Play link').inputValue();
    expect(playUrl).toMatch(new RegExp(`^${world.system.url}/play/[A-Za-z0-9_-]{43}$`));
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Link Copied', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(playUrl);
    await page.getByRole('link', { name: 'Send Another' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `wizard-sent-${mode}`);
    const body = `Hello Mabel, this one is about our old street.\n${playUrl}\nReply STOP to opt out.`;

    if (mode === 'outbox') {
      await page.goto(`${world.system.url}/dev/outbox`);
      await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
      await page.getByRole('heading', { name: `To: ${phone}` }).waitFor();
      await page.getByText('Hello Mabel, this one is about our old street.').waitFor();
      await page.getByRole('link', { name: playUrl }).waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'outbox');
      return;
    }
    const sent = await expectEventually(() => {
      const m = fake!.messages.find((x) => x.to === phone);
      if (!m) throw new Error('not at Twilio yet');
      return m;
    });
    expect(sent).toMatchObject({ to: phone, from: fake!.from, body });
    const auth = fake!.requests.find((r) => r.method === 'POST')?.auth;
    expect(auth).toBe(`Basic ${Buffer.from(`${fake!.accountSid}:${fake!.authToken}`).toString('base64')}`);
    await page.goto(`${world.system.url}/games/${game.id}`);
    const card = page.getByRole('region', { name: 'Text Messages' });
    await reloadUntilVisible(card.getByText('Sent', { exact: true }));
    expect((await fake!.callback(sent, 'delivered')).status).toBe(204);
    await reloadUntilVisible(card.getByText('Delivered', { exact: true }));
    await card.getByText(`To •••• ${phone.slice(-4)}`).waitFor();
    await screenshot(page, 'activity-delivered');
  });
});
