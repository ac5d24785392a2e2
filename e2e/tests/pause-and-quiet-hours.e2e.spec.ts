import { randomUUID } from 'node:crypto';
import { shootAndScan } from '../support/browser';
import { countRows } from '../support/systems';
import { aLovedOne, profilePath, refusedLovedOne, useSystem } from '../support/fixtures';

jest.setTimeout(300_000);

type Senior = {
  id: string;
  timeZone: string;
  quietHours: { from: string; to: string };
  pausedUntil: string | null;
};
type Refusal = { errors: { field: string; message: string }[] };

// The loved one's time zone, the hours texts may reach them, and a pause.
describe('time zone, quiet hours and pause (embedded, Chromium)', () => {
  const world = useSystem({ shared: true, browser: true, lovedOne: {} });

  const getSenior = async (id = world.lovedOne.id) => {
    const res = await world.api.json<Senior>('GET', `/api/seniors/${id}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const seniorCount = async () => countRows(world.system.databaseUrl, 'SELECT count(*) AS n FROM care.seniors');

  // What a loved one gets when the form names none: UTC, texts between 09:00 and 15:00, no pause.
  const expectDefaults = async () => {
    const senior = await getSenior();
    expect({ timeZone: senior.timeZone, quietHours: senior.quietHours, pausedUntil: senior.pausedUntil }).toEqual({
      timeZone: 'UTC',
      quietHours: { from: '15:00', to: '09:00' },
      pausedUntil: null,
    });
  };

  // A caregiver whose browser is in Chicago.
  const caregiverPage = () => world.page({ timezoneId: 'America/Chicago' });

  it('gives a loved one UTC, texts between 09:00 and 15:00 and no pause when the form names none', async () => {
    await expectDefaults();
  });

  it('refuses bad input with field and reason, and writes nothing', async () => {
    const before = await seniorCount();
    const marsTime = aLovedOne({ firstName: 'Ann', lastName: 'Bell', timeZone: 'Mars/Olympus' });
    expect(await refusedLovedOne(world.api, marsTime)).toEqual([
      { field: 'timeZone', message: 'Unknown time zone: use a name such as Europe/London' },
    ]);
    expect(await seniorCount()).toBe(before);

    const patch = (json: unknown) => world.api.json<Refusal>('PATCH', `/api/seniors/${world.lovedOne.id}`, json);
    const night = await patch({ quietHours: { from: '08:00', to: '20:00' } });
    expect(night.status).toBe(400);
    expect(night.body.errors).toEqual([
      {
        field: 'quietHours',
        message: 'Texts must start before they end, on the same day (for example between 09:00 and 15:00)',
      },
    ]);
    const badTime = await patch({ quietHours: { from: '25:00', to: '09:00' }, timeZone: 'Europe/London' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.errors).toEqual([
      { field: 'quietHours.from', message: 'Quiet hours start must be a time such as 09:00' },
    ]);

    const pause = (json: unknown) => world.api.json<Refusal>('POST', `/api/seniors/${world.lovedOne.id}/pause`, json);
    for (const body of [{ days: 0 }, { days: 15 }, { days: '3' }, { days: 2.5 }, {}]) {
      const res = await pause(body);
      expect({ body, status: res.status, fields: res.body.errors.map((e) => e.field) }).toEqual({
        body,
        status: 400,
        fields: ['days'],
      });
    }
    expect((await world.api.json('POST', `/api/seniors/${randomUUID()}/pause`, { days: 3 })).status).toBe(404);
    expect((await world.api.json('DELETE', `/api/seniors/${randomUUID()}/pause`)).status).toBe(404);

    await expectDefaults();
  });

  it('pauses until the start of the local day N days on, in the loved one time zone, and resumes', async () => {
    expect(
      (await world.api.json('PATCH', `/api/seniors/${world.lovedOne.id}`, { timeZone: 'Asia/Tokyo' })).status,
    ).toBe(200);
    const res = await world.api.json<Senior>('POST', `/api/seniors/${world.lovedOne.id}/pause`, { days: 3 });
    expect(res.status).toBe(200);
    // Tokyo is UTC+9 all year: its local date is the UTC date nine hours on.
    const tokyoNow = new Date(Date.now() + 9 * 3_600_000);
    const expected =
      Date.UTC(tokyoNow.getUTCFullYear(), tokyoNow.getUTCMonth(), tokyoNow.getUTCDate() + 3) - 9 * 3_600_000;
    expect(res.body.pausedUntil).toBe(new Date(expected).toISOString());
    expect((await getSenior()).pausedUntil).toBe(res.body.pausedUntil);
    const resumed = await world.api.json<Senior>('DELETE', `/api/seniors/${world.lovedOne.id}/pause`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.pausedUntil).toBeNull();
    expect((await getSenior()).pausedUntil).toBeNull();
  });

  it("a new loved one starts in the caregiver's time zone; the profile sets zone and hours, pauses and resumes", async () => {
    const page = await caregiverPage();
    await page.goto(`${world.system.url}/seniors/new`);
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(zone.inputValue()).resolves.toBe('America/Chicago');
    await page.getByLabel('First Name').fill('Walter');
    await page.getByLabel('Last Name').fill('Reed');
    await shootAndScan(page, 'tz-add-loved-one');
    await page.getByRole('button', { name: 'Add Loved One' }).click();
    await page.waitForURL(/\/seniors\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    expect((await getSenior(id)).timeZone).toBe('America/Chicago');

    const tab = (name: string) => page.getByRole('tab', { name }).click();
    await tab('Plan');
    await page.waitForURL(`${world.system.url}${profilePath(id, 'plan')}`);
    const card = page.getByRole('region', { name: 'Pause texts for a few days' });
    await card.getByText('Texts only between 09:00 and 15:00 (America/Chicago).').waitFor();

    // Edit (on Details): another zone and other hours; a window the wrong way round is refused first, in words.
    await tab('Details');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/London');
    const hours = page.getByRole('group', { name: 'Texts only between' });
    await hours.getByLabel('From').fill('16:00');
    await hours.getByLabel('Until').fill('10:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByText('Texts must start before they end, on the same day (for example between 09:00 and 15:00)')
      .waitFor();
    await shootAndScan(page, 'tz-edit-refused');
    expect((await getSenior(id)).quietHours).toEqual({ from: '15:00', to: '09:00' });
    await hours.getByLabel('From').fill('10:00');
    await hours.getByLabel('Until').fill('14:00');
    await shootAndScan(page, 'tz-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { name: 'Profile Details' }).waitFor();
    await tab('Plan');
    await card.getByText('Texts only between 10:00 and 14:00 (Europe/London).').waitFor();
    const saved = await getSenior(id);
    expect({ timeZone: saved.timeZone, quietHours: saved.quietHours }).toEqual({
      timeZone: 'Europe/London',
      quietHours: { from: '14:00', to: '10:00' },
    });

    // Pause for 3 days: the words say until when, in the loved one's zone.
    await expect(
      card
        .getByText(
          'For a bad day, a hospital stay or travel. Scheduled texts wait until the pause ends. You can still send an activity yourself.',
        )
        .isVisible(),
    ).resolves.toBe(true);
    await card.getByRole('button', { name: 'Pause for 3 days' }).click();
    await card.getByRole('button', { name: 'Resume now' }).waitFor();
    const paused = await getSenior(id);
    expect(paused.pausedUntil).not.toBeNull();
    const day = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'Europe/London',
    }).format(new Date(paused.pausedUntil!));
    expect(day).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}$/);
    await card.getByText(`Texts paused until ${day}`, { exact: true }).waitFor();
    await expect(card.getByText('Nothing scheduled will be sent before then.').isVisible()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'Pause for 1 day' }).count()).resolves.toBe(0);
    await shootAndScan(page, 'tz-paused');

    await card.getByRole('button', { name: 'Resume now' }).click();
    await card.getByRole('button', { name: 'Pause for 7 days' }).waitFor();
    await expect(card.getByRole('button', { name: 'Pause for 1 day' }).isVisible()).resolves.toBe(true);
    await expect(card.getByText(/Texts paused until/).count()).resolves.toBe(0);
    expect((await getSenior(id)).pausedUntil).toBeNull();
    await shootAndScan(page, 'tz-resumed');
  });
});
