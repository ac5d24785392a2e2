import { randomUUID } from 'node:crypto';
import { CDPSession } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { PHONE, reloadUntilVisible } from '../support/browser';
import { addPlayableActivity, anActivity, GRACE, useMailedSystem } from '../support/fixtures';

jest.setTimeout(240_000);

const PLACES = [
  { id: 'a', name: 'The pier', description: 'Sunday walks' },
  { id: 'b', name: 'The market', description: 'Saturday mornings' },
  { id: 'c', name: 'The church', description: 'Where we married' },
];
const DONE_TEXT = 'Wonderful! You completed the activity! Your family will see how well you did.';

// Chromium's own network conditions for the page (the requests still reach the real server): a closed
// page's race made certain rather than left to luck (decision 256).
const network = (cdp: CDPSession, conditions: { offline: boolean; latency: number }) =>
  cdp.send('Network.emulateNetworkConditions', { ...conditions, downloadThroughput: -1, uploadThroughput: -1 });

// A loved one puts the phone down the moment the page thanks them: the last answer and the completion
// are still on the phone, on a slow mobile connection. The page sends them as it is hidden or closed
// (decision 255) and hands them to its service worker (decision 257), so the family still sees the
// result and still gets the completion e-mail.
describe('a play page closed right after the last answer (embedded profile, Chromium, real SMTP)', () => {
  const { smtp, address, world } = useMailedSystem((address) => ({
    browser: true,
    caregiver: { name: 'Nora Nearby', email: address('nora') },
    lovedOne: GRACE,
  }));

  const cases = [
    // A phone's mobile connection: each request takes 1.5 s, so the last answer is still on its way
    // when the page goes, and the completion behind it in the queue.
    { name: 'on a slow connection', title: 'Places on a slow line', serviceWorkers: 'allow', closing: 'slow' },
    // The same without the worker: the page's own requests, made as it closes, carry it.
    { name: 'with no service worker', title: 'Places without a worker', serviceWorkers: 'block', closing: 'slow' },
    // The page's own connection is gone as it closes (its requests fail): the worker sends what it was given.
    { name: 'by its service worker', title: 'Places the worker sends', serviceWorkers: 'allow', closing: 'offline' },
  ] as const;

  it.each(cases)('$name: the result reaches the profile and the completion e-mail arrives', async (c) => {
    const { url, token, gameId } = await addPlayableActivity(
      world,
      anActivity({
        templateId: 'places-flashcards',
        title: c.title,
        seniorId: world.lovedOne.id,
        steps: PLACES,
        config: { gentle: false },
      }),
    );
    const context = world.track(
      await world.browser.newContext({
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: c.serviceWorkers,
      }),
    );
    const play = await context.newPage();
    await play.goto(url);
    await play.getByText('Question 1 of 3', { exact: true }).waitFor();
    if (c.serviceWorkers === 'allow') await play.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await play.getByRole('button', { name: 'Yes, I remember!', exact: true }).tap();
    await play.getByText('Question 2 of 3', { exact: true }).waitFor();
    await play.getByRole('button', { name: "I'm not sure", exact: true }).tap();
    await play.getByText('Question 3 of 3', { exact: true }).waitFor();
    // Everything before the last answer has arrived.
    await expectEventually(async () =>
      expect(await play.evaluate((key) => localStorage.getItem(key), `carewith.play.outbox.${token}`)).toBe('[]'),
    );
    const cdp = await context.newCDPSession(play);
    await cdp.send('Network.enable');
    await network(cdp, { offline: false, latency: 1500 });
    await play.getByRole('button', { name: 'Yes, I remember!', exact: true }).tap();
    await play.getByRole('heading', { level: 2, name: DONE_TEXT, exact: true }).waitFor();
    if (c.closing === 'offline') await network(cdp, { offline: true, latency: 0 });
    await play.close({ runBeforeUnload: true });

    // The profile's Recent Activities: the activity, completed with all three answers (2 of 3).
    const profile = await world.profile({ tab: 'activities' });
    const item = profile
      .getByRole('tabpanel', { name: 'Recent Activities' })
      .getByRole('listitem')
      .filter({ has: profile.getByRole('heading', { name: c.title, exact: true }) });
    await reloadUntilVisible(item, { timeoutMs: 60_000 });
    expect((await item.locator('dd').first().innerText()).trim()).toBe('67%');
    expect(await item.getByText('Completed', { exact: true }).count()).toBe(1);

    // The family's completion e-mail, through the real SMTP server, once.
    await expectEventually(
      async () => {
        const mails = smtp.received.filter(
          (m) => m.to.includes(address('nora')) && m.mail.subject === `Grace finished "${c.title}"`,
        );
        expect(mails).toHaveLength(1);
        expect(mails[0]!.mail.text).toContain('How it went: 2 of 3 right (67%)');
        expect(mails[0]!.mail.text).toContain(`${world.system.url}/games/${gameId}`);
      },
      { timeoutMs: 60_000 },
    );
  });

  // Where fetch has no keepalive (Firefox before 133) the page beacons instead (decision 255): the play
  // routes take a beacon's JSON Blob as they take the page's fetch.
  it('the play routes take what sendBeacon sends', async () => {
    const { url, token } = await addPlayableActivity(
      world,
      anActivity({
        templateId: 'places-flashcards',
        title: 'Places by beacon',
        seniorId: world.lovedOne.id,
        steps: PLACES,
      }),
    );
    const { play } = await world.phone();
    await play.goto(url);
    await play.getByText('Question 1 of 3', { exact: true }).waitFor();
    const beacon = (kind: 'event' | 'complete', body: object) =>
      play.evaluate(([path, json]) => navigator.sendBeacon(path, new Blob([json], { type: 'application/json' })), [
        `/api/play/${token}/${kind}`,
        JSON.stringify(body),
      ] as const);
    const progress = async () =>
      (
        await new ApiClient(world.system.url).json<{ progress: { answeredSteps: number[]; completed: boolean } }>(
          'GET',
          `/api/play/${token}`,
        )
      ).body.progress;

    const step = { eventId: randomUUID(), type: 'STEP', payload: { step: 0, answer: 'know', timestamp: Date.now() } };
    expect(await beacon('event', step)).toBe(true);
    await expectEventually(async () => expect((await progress()).answeredSteps).toEqual([0]));
    const rawData = [1, 2].map((n) => ({ step: n, answer: 'know', timestamp: Date.now() }));
    expect(await beacon('complete', { eventId: randomUUID(), rawData })).toBe(true);
    await expectEventually(async () => expect(await progress()).toEqual({ answeredSteps: [0, 1, 2], completed: true }));
  });
});
