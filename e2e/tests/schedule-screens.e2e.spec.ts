import { expectEventually } from '@carewith/platform/testing';
import { Locator, Page } from 'playwright-core';
import { ApiClient } from '../support/api';
import { expand, shootAndScan } from '../support/browser';
import { queryDb } from '../support/systems';
import {
  addActivity,
  addBoxPhotos,
  addLovedOne,
  addMember,
  aLovedOne,
  anActivity,
  aPersonStep,
  distinctPhotos,
  useSystem,
  profilePath,
} from '../support/fixtures';
import { seedPlayedSession } from '../support/seed';

jest.setTimeout(600_000);

type Senior = { id: string; careTeamId: string; phone: string | null; pausedUntil: string | null };
type Send =
  | { kind: 'review'; title: string; items: string[] }
  | { kind: 'box'; title: string; items: string[] }
  | { kind: 'activity'; gameId: string; title: string }
  | { kind: 'nothing' };
type Slot = { at: string; localDate: string; localTime: string; state: string; send: Send };
type Schedule = {
  pausedUntil: string | null;
  schedules: { id: string; repeat: string; days?: number[]; date?: string; time: string }[];
  comingUp: Slot[];
  recent: { outcome: string; localDate: string; title: string | null }[];
};

const ZONE = 'Europe/London';
const DAY = 86_400_000;
const NOTHING = 'Nothing is due yet, so nothing will be sent';

// The words the screens use, worked out here on their own: "Wednesday 25 November" for a local date,
// "Wed 25 Nov" for a pause's end in the loved one's zone, and a local date N days from today there.
const dayWords = (localDate: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${localDate}T00:00:00Z`),
  );
const shortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: ZONE }).format(
    new Date(iso),
  );
const localDate = (daysFromToday: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + daysFromToday * DAY));
const when = (slot: Slot) => `${dayWords(slot.localDate)}, ${slot.localTime}`;
const sendWords = (send: Send) =>
  send.kind === 'review'
    ? `${send.title} — ${send.items.join(', ')}`
    : send.kind === 'box'
      ? `${send.title}, made from the memory box — ${send.items.join(', ')}`
      : send.kind === 'activity'
        ? `Your activity "${send.title}"`
        : NOTHING;

// "Texts on a schedule" and "Coming up" on the loved one's profile, with the pause card.
describe('schedule and Coming up screens (embedded, Chromium)', () => {
  const world = useSystem({ shared: true, browser: true });

  const schedule = async (seniorId: string) => {
    const res = await world.api.json<Schedule>('GET', `/api/seniors/${seniorId}/schedule`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const lovedOne = (firstName: string, phone: string | null) =>
    addLovedOne<Senior>(world.api, aLovedOne({ firstName, timeZone: ZONE, ...(phone ? { phone } : {}) }));
  const draft = async (seniorId: string, title: string) =>
    (await addActivity(world.api, anActivity({ title, seniorId }))).id;
  async function pageAs(client: ApiClient, path: string) {
    const page = await world.page({ as: client, timezoneId: ZONE });
    await page.goto(`${world.system.url}${path}`);
    return page;
  }
  const comingUp = (page: Page) => page.getByRole('region', { name: 'Coming up' });
  const slotItem = (page: Page, slot: Slot) => comingUp(page).getByRole('listitem', { name: when(slot), exact: true });
  // A slot's controls open from its Change button; the slot, with them open.
  async function slotControls(page: Page, slot: Slot) {
    await expand(slotItem(page, slot).getByRole('button', { name: 'Change' }));
    return slotItem(page, slot);
  }
  // The form to add a time opens from its button.
  async function addTimeForm(page: Page) {
    const card = page.getByRole('region', { name: 'Texts on a schedule' });
    await expand(card.getByRole('button', { name: 'Add a time' }));
    return card.getByRole('form', { name: 'Add a time' });
  }
  // The slot's "Will send: ..." line (the choice of what to send lists the same words).
  const willSend = (page: Page, slot: Slot, words: string) =>
    slotItem(page, slot).locator('p').filter({ hasText: 'Will send:' }).getByText(words, { exact: true });
  // Each slot of the API's Coming up is on the screen with its time, state and what it sends.
  async function expectSlots(page: Page, slots: Slot[], stateWords: (slot: Slot) => string) {
    await slotItem(page, slots[0]!).waitFor();
    // A phone shows the next one and the rest on asking; a wide screen all at once.
    if (slots.length > 1) await expand(comingUp(page).getByRole('button', { name: /^Show (\d+ more|fewer)$/ }));
    await expect(comingUp(page).getByRole('list', { name: 'Coming up' }).getByRole('listitem').count()).resolves.toBe(
      slots.length,
    );
    for (const slot of slots) {
      const item = slotItem(page, slot);
      await item.getByText(stateWords(slot), { exact: true }).waitFor();
      await expect(willSend(page, slot, sendWords(slot.send)).isVisible()).resolves.toBe(true);
    }
  }
  // An error is tied to its field: the field is invalid and names the message in aria-describedby.
  async function expectFieldError(field: Locator, scope: Locator, message: string) {
    const error = scope.getByText(message, { exact: true });
    await error.waitFor();
    const id = await error.getAttribute('id');
    expect(id).toBeTruthy();
    expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(id);
  }

  it('sets a schedule, sees Coming up, pauses, skips one, resumes, chooses what to send and removes a schedule', async () => {
    const margaret = await lovedOne('Margaret', '+15550100101');
    await draft(margaret.id, 'Sunday lunch');
    const page = await pageAs(world.api, profilePath(margaret.id, 'plan'));
    const card = page.getByRole('region', { name: 'Texts on a schedule' });
    const form = await addTimeForm(page);

    // Nothing yet: the card says so (Coming up too: ComingUpCard.unit.spec.tsx); the form hints at the
    // texting window, in her zone. The hint and the errors tied to their fields, weekly by default, and
    // nothing sent without a day: ScheduleCard.unit.spec.tsx.
    await card.getByText('No texts on a schedule yet.', { exact: true }).waitFor();
    await expect(
      card
        .getByText('An activity goes to Margaret on its own at these times, never more than one text a day.', {
          exact: true,
        })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(card.getByText('Times are Europe/London time.', { exact: true }).isVisible()).resolves.toBe(true);
    const time = form.getByLabel('Time', { exact: true });
    await form.getByText('Texts go only between 09:00 and 15:00, Europe/London time.', { exact: true }).waitFor();

    // No day chosen: said by the days.
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('Choose at least one day', { exact: true }).waitFor();

    // A time outside her window: the server's 400, shown by the time field; nothing written.
    for (const day of ['Monday', 'Wednesday', 'Friday']) await form.getByRole('checkbox', { name: day }).check();
    await time.fill('08:00');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const outside = 'Texts go to Margaret only between 09:00 and 15:00. Choose a time in between.';
    await expectFieldError(time, form, outside);
    await expect(time.getAttribute('aria-invalid')).resolves.toBe('true');
    expect((await schedule(margaret.id)).schedules).toEqual([]);
    await shootAndScan(page, 'schedule-time-refused');

    // A one-off on a day gone by: the server's 400, by the date field.
    await form.getByRole('radio', { name: 'Once' }).check();
    const date = form.getByLabel('Date', { exact: true });
    await date.fill(localDate(-1));
    await time.fill('10:00');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFieldError(date, form, 'That day has passed. Choose today or a later day.');
    expect((await schedule(margaret.id)).schedules).toEqual([]);
    await shootAndScan(page, 'schedule-date-refused');

    // Every Monday, Wednesday and Friday at 10:00, then once tomorrow at 10:30.
    await form.getByRole('radio', { name: 'Every week' }).check();
    for (const day of ['Monday', 'Wednesday', 'Friday']) await form.getByRole('checkbox', { name: day }).check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await card.getByText('Saved. The next texts are under Coming up.', { exact: true }).waitFor();
    const list = card.getByRole('list', { name: 'Texts on a schedule' });
    await list.getByText('Every Monday, Wednesday and Friday at 10:00', { exact: true }).waitFor();
    await form.getByRole('radio', { name: 'Once' }).check();
    await date.fill(localDate(1));
    await time.fill('10:30');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const once = `Once on ${dayWords(localDate(1))} at 10:30`;
    await list.getByText(once, { exact: true }).waitFor();
    const saved = await schedule(margaret.id);
    expect(saved.schedules.map((s) => [s.repeat, s.days ?? s.date, s.time])).toEqual([
      ['weekly', [1, 3, 5], '10:00'],
      ['once', localDate(1), '10:30'],
    ]);

    // Coming up: the next slots in her time, all planned; the first sends her draft, the rest nothing yet.
    expect(saved.comingUp.length).toBeGreaterThanOrEqual(3);
    expect(saved.comingUp.map((s) => s.state)).toEqual(saved.comingUp.map(() => 'planned'));
    expect(saved.comingUp.map((s) => sendWords(s.send))).toEqual([
      'Your activity "Sunday lunch"',
      ...saved.comingUp.slice(1).map(() => NOTHING),
    ]);
    await expectSlots(page, saved.comingUp, () => 'Planned');
    await shootAndScan(page, 'schedule-coming-up');

    // Pause for 7 days (the pause card): Coming up shows the same pause, and the slots in it Paused.
    const pauseCard = page.getByRole('region', { name: 'Pause texts for a few days' });
    await pauseCard.getByRole('button', { name: 'Pause for 7 days' }).click();
    await pauseCard.getByRole('button', { name: 'Resume now' }).waitFor();
    const paused = await schedule(margaret.id);
    const until = shortDay(paused.pausedUntil!);
    await pauseCard.getByText(`Texts paused until ${until}`, { exact: true }).waitFor();
    await comingUp(page).getByText(`Texts paused until ${until}`, { exact: true }).waitFor();
    await expect(
      comingUp(page).getByText('Nothing scheduled will be sent before then.', { exact: true }).isVisible(),
    ).resolves.toBe(true);
    const inPause = paused.comingUp.filter((s) => Date.parse(s.at) < Date.parse(paused.pausedUntil!));
    expect(inPause.length).toBeGreaterThanOrEqual(1);
    expect(paused.comingUp.map((s) => s.state)).toEqual(
      paused.comingUp.map((s) => (inPause.includes(s) ? 'paused' : 'planned')),
    );
    await expectSlots(page, paused.comingUp, (s) => (s.state === 'paused' ? `Paused until ${until}` : 'Planned'));
    await shootAndScan(page, 'schedule-paused');

    // Skip the first one: Skipped ("Send this one after all" offered instead: ComingUpCard.unit.spec.tsx).
    const first = paused.comingUp[0]!;
    await (await slotControls(page, first)).getByRole('button', { name: 'Skip this one' }).click();
    await slotItem(page, first).getByText('Skipped', { exact: true }).waitFor();
    expect((await schedule(margaret.id)).comingUp[0]!.state).toBe('skipped');
    await shootAndScan(page, 'schedule-skipped');

    // Resume: every slot but the skipped one is planned again (the pause's words gone from Coming up:
    // ComingUpCard.unit.spec.tsx).
    await pauseCard.getByRole('button', { name: 'Resume now' }).click();
    await pauseCard.getByRole('button', { name: 'Pause for 7 days' }).waitFor();
    const resumed = await schedule(margaret.id);
    expect(resumed.pausedUntil).toBeNull();
    expect(resumed.comingUp.map((s) => s.state)).toEqual([
      'skipped',
      ...resumed.comingUp.slice(1).map(() => 'planned'),
    ]);
    await expectSlots(page, resumed.comingUp, (s) => (s.state === 'skipped' ? 'Skipped' : 'Planned'));
    await shootAndScan(page, 'schedule-resumed');

    // Send it after all; then choose her draft for the last slot instead of the Review.
    await (await slotControls(page, first)).getByRole('button', { name: 'Send this one after all' }).click();
    await slotItem(page, first).getByText('Planned', { exact: true }).waitFor();
    const last = resumed.comingUp[resumed.comingUp.length - 1]!;
    const choice = (await slotControls(page, last)).getByLabel('What to send', { exact: true });
    await choice.locator('option', { hasText: 'Sunday lunch' }).waitFor({ state: 'attached' });
    await expect(choice.locator('option').allTextContents()).resolves.toEqual([
      'The Review',
      'Your activity "Sunday lunch"',
    ]);
    await choice.selectOption({ label: 'Your activity "Sunday lunch"' });
    await willSend(page, last, 'Your activity "Sunday lunch"').waitFor();
    const chosen = await schedule(margaret.id);
    expect(chosen.comingUp.map((s) => s.state)).toEqual(chosen.comingUp.map(() => 'planned'));
    expect(sendWords(chosen.comingUp[chosen.comingUp.length - 1]!.send)).toBe('Your activity "Sunday lunch"');
    await expectSlots(page, chosen.comingUp, () => 'Planned');
    await shootAndScan(page, 'schedule-chosen');

    // A change that fails says so (the slot staying as it was: ComingUpCard.unit.spec.tsx).
    await page.route('**/api/seniors/*/coming-up', (route) => route.fulfill({ status: 503, body: 'down' }));
    await (await slotControls(page, first)).getByRole('button', { name: 'Skip this one' }).click();
    await page.getByText("We couldn't change this text. Please try again.", { exact: true }).first().waitFor();
    await page.unroute('**/api/seniors/*/coming-up');

    // Remove the one-off: gone from the list and from the server.
    await list
      .getByRole('listitem')
      .filter({ hasText: once })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await card.getByText('Removed. It will send nothing more.', { exact: true }).waitFor();
    await expect(list.getByText(once, { exact: true }).count()).resolves.toBe(0);
    const removed = await schedule(margaret.id);
    expect(removed.schedules.map((s) => s.repeat)).toEqual(['weekly']);
    await expectSlots(page, removed.comingUp, () => 'Planned');
    await shootAndScan(page, 'schedule-removed');
  });

  it('shows the Review a slot will send, edits it before it goes, and the last scheduled texts', async () => {
    const walter = await lovedOne('Walter', '+15550100102');
    // Two finished activities in which Walter missed Liam (two days ago) and Emma (yesterday).
    const steps = [aPersonStep('l', 'Liam'), aPersonStep('e', 'Emma')];
    async function missed(title: string, at: number, step: number) {
      const { id } = await addActivity(world.api, anActivity({ title, steps, seniorId: walter.id }));
      await seedPlayedSession(world.system.databaseUrl, id, {
        at,
        steps: [{ step, answer: 'Someone else' }],
        totalSteps: 2,
        totalTime: 60_000,
      });
      return id;
    }
    const liamGame = await missed('Photos 1', Date.now() - 2 * DAY, 0);
    await missed('Photos 2', Date.now() - DAY, 1);
    const created = await world.api.json<Schedule>('POST', `/api/seniors/${walter.id}/schedules`, {
      repeat: 'weekly',
      days: [1, 2, 3, 4, 5, 6, 7],
      time: '11:00',
    });
    expect(created.status).toBe(201);
    const withReview = await expectEventually(
      async () => {
        const s = await schedule(walter.id);
        expect(s.comingUp[0]?.send).toMatchObject({ kind: 'review', items: ['Liam', 'Emma'] });
        return s;
      },
      { timeoutMs: 30_000 },
    );
    const first = withReview.comingUp[0]!;
    expect(sendWords(first.send)).toBe('Review: Family Photo Match — Liam, Emma');

    // What became of the last slots, in plain words (written as the slot runner writes them).
    const outcomes: [string, number, string | null][] = [
      ['sent', 1, liamGame],
      ['skipped', 2, null],
      ['paused', 3, null],
      ['stopped', 4, null],
      ['no-phone', 5, null],
    ];
    for (const [outcome, daysAgo, gameId] of outcomes) {
      await queryDb(
        world.system.databaseUrl,
        `INSERT INTO games.scheduled_sends (senior_id, care_team_id, local_date, at, outcome, game_id, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $4)`,
        [walter.id, walter.careTeamId, localDate(-daysAgo), new Date(Date.now() - daysAgo * DAY), outcome, gameId],
      );
    }

    const page = await pageAs(world.api, profilePath(walter.id, 'plan'));
    await willSend(page, first, 'Review: Family Photo Match — Liam, Emma').waitFor();
    await page
      .getByRole('region', { name: 'Texts on a schedule' })
      .getByText('Every day at 11:00', { exact: true })
      .waitFor();
    const recent = comingUp(page).getByRole('list', { name: 'Last scheduled texts' });
    await expect(recent.getByRole('listitem').allTextContents()).resolves.toEqual([
      `${dayWords(localDate(-1))}: Sent "Photos 1"`,
      `${dayWords(localDate(-2))}: Skipped by the family`,
      `${dayWords(localDate(-3))}: Not sent: texts were paused`,
      `${dayWords(localDate(-4))}: Not sent: their phone replied STOP`,
      `${dayWords(localDate(-5))}: Not sent: no phone number`,
    ]);
    await shootAndScan(page, 'schedule-review');

    // Edit before it goes: the Review becomes a draft activity, chosen for the slot, and opens in the
    // edit form, filled with its steps.
    await (await slotControls(page, first)).getByRole('button', { name: 'Edit before it goes' }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('heading', { level: 1, name: 'Edit Activity' }).waitFor();
    await page
      .getByText('Change "Review: Family Photo Match" before it is sent to Walter Lane.', { exact: true })
      .waitFor();
    await expect(page.getByLabel('Activity Name', { exact: true }).inputValue()).resolves.toBe(
      'Review: Family Photo Match',
    );
    await page.getByText('2 steps, played in this order. Up to 20.', { exact: true }).waitFor();
    await shootAndScan(page, 'schedule-review-edit');
    const gameId = page.url().split('/').slice(-2)[0]!;
    const edited = await schedule(walter.id);
    expect(edited.comingUp[0]!.send).toMatchObject({ kind: 'activity', gameId, title: 'Review: Family Photo Match' });
    await page.goBack();
    await willSend(page, first, 'Your activity "Review: Family Photo Match"').waitFor();
    await shootAndScan(page, 'schedule-review-edited');
  });

  it('shows the memory box activity a slot will send, and offers it among the choices', async () => {
    const bea = await lovedOne('Bea', '+15550100777');
    const photos = await addBoxPhotos(world.api, bea.id, await distinctPhotos(2));
    for (const [photo, name] of [
      [photos[0]!, 'Emma'],
      [photos[1]!, 'Liam'],
    ] as const) {
      const named = await world.api.json('PATCH', `/api/seniors/${bea.id}/memory-box/photos/${photo.id}`, {
        people: [{ name }],
      });
      expect(named.status).toBe(200);
    }
    const draftId = await draft(bea.id, 'Tea time');
    const created = await world.api.json('POST', `/api/seniors/${bea.id}/schedules`, {
      repeat: 'weekly',
      days: [1, 2, 3, 4, 5, 6, 7],
      time: '11:00',
    });
    expect(created.status).toBe(201);
    const planned = await expectEventually(async () => {
      const s = await schedule(bea.id);
      expect(s.comingUp[0]?.send).toMatchObject({ kind: 'box', items: expect.arrayContaining(['Emma', 'Liam']) });
      return s;
    });
    const first = planned.comingUp[0]!;
    const page = await pageAs(world.api, profilePath(bea.id, 'plan'));
    await willSend(page, first, sendWords(first.send)).waitFor();
    const choice = (await slotControls(page, first)).getByLabel('What to send', { exact: true });
    // The family's drafts come with the dashboard's read, which may answer after the schedule's (a loaded
    // run read the options before it had).
    await choice.locator('option', { hasText: 'Tea time' }).waitFor({ state: 'attached' });
    await expect(choice.locator('option').allTextContents()).resolves.toEqual([
      'The next activity from the memory box',
      'Your activity "Tea time"',
    ]);
    // The family swaps it for their own activity.
    await choice.selectOption({ label: 'Your activity "Tea time"' });
    await willSend(page, first, 'Your activity "Tea time"').waitFor();
    expect((await schedule(bea.id)).comingUp[0]?.send).toMatchObject({ kind: 'activity', gameId: draftId });
    await shootAndScan(page, 'schedule-box');
  });

  it('says when a STOP or a missing phone number stops the texts; a Family Helper sees them without controls', async () => {
    const rose = await lovedOne('Rose', '+15550100103');
    const ivy = await lovedOne('Ivy', null);
    await queryDb(world.system.databaseUrl, 'INSERT INTO messaging.sms_opt_outs (phone) VALUES ($1)', [rose.phone]);
    for (const senior of [rose, ivy]) {
      const res = await world.api.json('POST', `/api/seniors/${senior.id}/schedules`, {
        repeat: 'weekly',
        days: [2, 4],
        time: '14:30',
      });
      expect(res.status).toBe(201);
    }
    // Two slots that came and sent nothing, as the slot runner writes them.
    await queryDb(
      world.system.databaseUrl,
      `INSERT INTO games.scheduled_sends (senior_id, care_team_id, local_date, at, outcome, decided_at)
       VALUES ($1, $2, $3, $4, 'nothing-due', $4), ($1, $2, $5, $6, 'missed', $6)`,
      [
        ivy.id,
        ivy.careTeamId,
        localDate(-1),
        new Date(Date.now() - DAY),
        localDate(-2),
        new Date(Date.now() - 2 * DAY),
      ],
    );

    const stopped = await schedule(rose.id);
    expect(stopped.comingUp.map((s) => s.state)).toEqual(stopped.comingUp.map(() => 'stopped'));
    const page = await pageAs(world.api, profilePath(rose.id, 'plan'));
    await expectSlots(page, stopped.comingUp, () => 'Stopped: their phone replied STOP');
    // Nothing to skip or change while her phone refuses texts: ComingUpCard.unit.spec.tsx.
    await page
      .getByRole('region', { name: 'Texts on a schedule' })
      .getByText('Every Tuesday and Thursday at 14:30', { exact: true })
      .waitFor();
    await shootAndScan(page, 'schedule-stopped');

    const noPhone = await schedule(ivy.id);
    expect(noPhone.comingUp.map((s) => s.state)).toEqual(noPhone.comingUp.map(() => 'no-phone'));
    await page.goto(`${world.system.url}${profilePath(ivy.id, 'plan')}`);
    await expectSlots(page, noPhone.comingUp, () => 'No phone number');
    const recent = comingUp(page).getByRole('list', { name: 'Last scheduled texts' });
    await expect(recent.getByRole('listitem').allTextContents()).resolves.toEqual([
      `${dayWords(localDate(-1))}: Nothing was due, so nothing was sent`,
      `${dayWords(localDate(-2))}: Not sent: it was too late in the day by the time we could send it`,
    ]);
    await shootAndScan(page, 'schedule-no-phone');

    // A Family Helper of the team: the schedule and Coming up in words, and no control.
    const { api: helper } = await addMember(world.system, world.caregiver);
    const refused = await helper.json('POST', `/api/seniors/${ivy.id}/schedules`, {
      repeat: 'weekly',
      days: [1],
      time: '10:00',
    });
    expect(refused.status).toBe(403);
    const helperPage = await pageAs(helper, profilePath(ivy.id, 'plan'));
    const card = helperPage.getByRole('region', { name: 'Texts on a schedule' });
    await card.getByText('Every Tuesday and Thursday at 14:30', { exact: true }).waitFor();
    await expectSlots(helperPage, noPhone.comingUp, () => 'No phone number');
    // No control for a Family Helper: ScheduleCard.unit.spec.tsx and ComingUpCard.unit.spec.tsx.
    await shootAndScan(helperPage, 'schedule-family-helper');
  });

  it('says when nothing comes in two weeks, and when the schedule cannot be read or changed', async () => {
    const june = await lovedOne('June', '+15550100104');
    const later = localDate(20);
    const res = await world.api.json('POST', `/api/seniors/${june.id}/schedules`, {
      repeat: 'once',
      date: later,
      time: '10:00',
    });
    expect(res.status).toBe(201);
    const page = await pageAs(world.api, profilePath(june.id, 'plan'));
    await page
      .getByRole('region', { name: 'Texts on a schedule' })
      .getByText(`Once on ${dayWords(later)} at 10:00`, { exact: true })
      .waitFor();
    await comingUp(page).getByText('Nothing is coming up in the next two weeks.', { exact: true }).waitFor();
    await shootAndScan(page, 'schedule-nothing-coming-up');

    // A failed removal, save and read: web/src/routes/seniors/ScheduleCard.unit.spec.tsx. Their words here.
    await page.route('**/api/seniors/*/schedules/*', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText("We couldn't remove this time. Please try again.", { exact: true }).first().waitFor();
    await page.route('**/api/seniors/*/schedules', (route) => route.fulfill({ status: 503, body: 'down' }));
    const form = await addTimeForm(page);
    await form.getByRole('checkbox', { name: 'Tuesday' }).check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("We couldn't save this time. Please try again.", { exact: true }).first().waitFor();
    await page.route('**/api/seniors/*/schedule', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.reload();
    await page
      .getByText("We couldn't load the schedule. Please refresh the page to try again.", { exact: true })
      .waitFor();
    await shootAndScan(page, 'schedule-load-failed');
  });
});
