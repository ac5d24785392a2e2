import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectEventually } from '@carewith/platform/testing';
import type { Resident } from '@carewith/contracts';
import { DESKTOP, PHONE, scan, shootAndScan } from '../support/browser';
import { aCaregiver, signUp, useSystem, type Caregiver } from '../support/fixtures';
import { addResident, aResident, dateResidents } from '../support/homes';

jest.setTimeout(240_000);

// Care homes as a Home Manager sets one up: the home made from the dashboard, an Activity Coordinator
// invited by link who accepts, twenty residents (three through the form, the rest through the API),
// the Residents page at 1280 and 390 px with its no-activity flags, consent recorded on a
// best-interests decision, the family's invitation, what a coordinator cannot do, and Spanish.
describe('care homes in the caregiver app (embedded profile, Chromium)', () => {
  const world = useSystem({ shared: true, browser: true, caregiver: { name: 'Maggie Manager' } });
  let manager: Page;
  let homeId = '';
  let coordinator: Caregiver;
  let residents: Resident[] = [];
  const url = (path: string) => `${world.system.url}${path}`;
  const main = (page: Page) => page.getByRole('main');

  beforeAll(async () => {
    manager = await world.page();
  });

  it('lets a manager create a care home from the dashboard and land on its Residents', async () => {
    await manager.goto(url('/'));
    await main(manager).getByRole('link', { name: 'Create a care home' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Your care homes' }).waitFor();
    await main(manager).getByText('You do not work in a care home on Care With yet.').waitFor();
    await scan(manager);
    await manager.getByRole('button', { name: 'Create the care home' }).click();
    await main(manager).getByText('Give the care home a name').waitFor();
    await manager.getByLabel('Name of the care home').fill('Oak House');
    await manager.getByRole('button', { name: 'Create the care home' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Oak House' }).waitFor();
    homeId = manager.url().split('/homes/')[1]!;
    await main(manager).getByText('Your role: Home Manager').waitFor();
    await main(manager).getByText('No residents yet. Add the first one with "Add a resident".').waitFor();
    const nav = manager.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Care home' }).getAttribute('href')).toBe(`/homes/${homeId}`);
    await shootAndScan(manager, 'care-homes-empty');
  });

  it('invites an Activity Coordinator, who opens the link signed in and joins', async () => {
    const spec = aCaregiver({ name: 'Cora Coordinator' });
    coordinator = await signUp(world.system, spec);
    await main(manager).getByRole('link', { name: 'Staff' }).click();
    await manager.getByRole('heading', { name: 'Invite staff' }).waitFor();
    await manager.getByLabel('Email address').fill('not an address');
    await manager.getByRole('button', { name: 'Send the invitation' }).click();
    await main(manager).getByText('Enter a valid email address').waitFor();
    await manager.getByLabel('Email address').fill(spec.email);
    await manager.getByRole('radio', { name: /Activity Coordinator/ }).check();
    await manager.getByRole('button', { name: 'Send the invitation' }).click();
    const link = await manager.getByLabel(`Invitation link for ${spec.email}`).inputValue();
    expect(link).toMatch(/\/home-invitations\/[A-Za-z0-9_-]+$/);
    const pending = manager.getByRole('region', { name: 'Invitations not yet accepted' });
    await pending.getByText(spec.email).waitFor();
    await shootAndScan(manager, 'care-homes-staff-invited');

    const page = await world.page({ as: coordinator.api });
    await page.goto(link);
    await page
      .getByRole('heading', { level: 1, name: 'Maggie Manager invited you to join the staff of Oak House' })
      .waitFor();
    await main(page).getByText('Activity Coordinator').waitFor();
    await shootAndScan(page, 'care-homes-invitation');
    await page.getByRole('button', { name: 'Accept and join' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Oak House' }).waitFor();
    await page.getByRole('link', { name: 'Go to Oak House' }).click();
    await page.getByRole('heading', { level: 1, name: 'Oak House' }).waitFor();
    await main(page).getByText('Your role: Activity Coordinator').waitFor();

    await manager.reload();
    const staff = manager.getByRole('region', { name: 'Staff' });
    const cora = staff.getByRole('listitem').filter({ hasText: 'Cora Coordinator' });
    await cora.getByText('Activity Coordinator').waitFor();
    await cora.getByText(spec.email).waitFor();
    await pending.getByText('No invitations waiting.').waitFor();
  });

  it("refuses to remove the home's last manager, in the server's words", async () => {
    await manager.goto(url(`/homes/${homeId}/staff`));
    await manager.getByRole('button', { name: 'Remove Maggie Manager from the staff' }).click();
    await manager.getByRole('button', { name: 'Yes, remove' }).click();
    await main(manager)
      .getByRole('alert')
      .filter({ hasText: 'A care home needs at least one Home Manager.' })
      .waitFor();
  });

  it('adds residents through the form and shows twenty, flagged where inactive, at 1280 and 390 px', async () => {
    await manager.goto(url(`/homes/${homeId}`));
    await manager.getByRole('button', { name: 'Add a resident' }).click();
    await manager.getByRole('button', { name: 'Add the resident' }).click();
    await main(manager).getByText('Enter their first name').waitFor();
    await main(manager).getByText('Enter their last name').waitFor();
    for (const [first, last, room] of [
      ['Iris', 'Abbott', '1'],
      ['Walter', 'Baker', '2'],
      ['June', 'Carter', '3'],
    ]) {
      await manager.getByLabel('First name').fill(first!);
      await manager.getByLabel('Last name').fill(last!);
      await manager.getByLabel('Room (optional)').fill(room!);
      await manager.getByRole('button', { name: 'Add the resident' }).click();
      await manager.getByText(`${first} ${last} is now on the Residents list.`, { exact: true }).waitFor();
    }
    const fromApi: Resident[] = [];
    for (let n = 4; n <= 20; n++)
      fromApi.push(
        await addResident(
          world.api,
          homeId,
          aResident({ firstName: `Resident${n}`, lastName: 'Moss', room: String(n) }),
        ),
      );
    const listed = await world.api.json<Resident[]>('GET', `/api/homes/${homeId}/residents`);
    residents = listed.body;
    expect(residents).toHaveLength(20);
    const byName = (first: string) => residents.find((r) => r.firstName === first)!;
    // Walter and two others have had no activity for over a week; the rest were active lately.
    const idle = [byName('Walter'), byName('Resident5'), byName('Resident9')].map((r) => r.id);
    await dateResidents(world.system.databaseUrl, idle, { joinedDaysAgo: 30, activeDaysAgo: 9 });
    await dateResidents(
      world.system.databaseUrl,
      [byName('Iris').id, ...fromApi.filter((r) => !idle.includes(r.id)).map((r) => r.id)],
      { joinedDaysAgo: 30, activeDaysAgo: 2 },
    );

    await manager.reload();
    const table = manager.getByRole('table', { name: 'Residents' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(20);
    expect(await table.getByText('No activity for 7 days').count()).toBe(3);
    const walter = table.locator('tr').filter({ hasText: 'Walter Baker' });
    await walter.getByText('No activity for 7 days').waitFor();
    await walter.getByText('Active 9 days ago').waitFor();
    await table.locator('tr').filter({ hasText: 'Iris Abbott' }).getByText('Active 2 days ago').waitFor();
    await table.locator('tr').filter({ hasText: 'June Carter' }).getByText('No activity yet').waitFor();
    await main(manager).getByText('20 residents').waitFor();
    await main(manager).getByText('3 have had no activity for a week').waitFor();
    expect(await manager.getByRole('list', { name: 'Residents' }).isVisible()).toBe(false);
    await shootAndScan(manager, 'care-homes-residents');

    // A phone: a card per resident, nothing wider than the screen.
    await manager.setViewportSize(PHONE);
    const cards = manager.getByRole('list', { name: 'Residents' });
    await cards.waitFor();
    expect(await table.isVisible()).toBe(false);
    expect(await cards.getByRole('listitem').count()).toBe(20);
    const walterCard = cards.getByRole('listitem').filter({ hasText: 'Walter Baker' });
    await walterCard.getByText('No activity for 7 days').waitFor();
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await manager.getByLabel('Find a resident').fill('Walter');
    expect(await cards.getByRole('listitem').count()).toBe(1);
    await walterCard.getByRole('link', { name: 'Walter Baker' }).click();
    await manager.getByRole('heading', { level: 1, name: /Walter Baker/ }).waitFor();
    await manager.setViewportSize(DESKTOP);
  });

  it('records consent on a best-interests decision, with whom they consulted, and shows it as recorded', async () => {
    const walter = residents.find((r) => r.firstName === 'Walter')!;
    const consentUrl = `/api/homes/${homeId}/residents/${walter.id}/consent`;
    // The server holds the same rule: not a word written without whom they consulted.
    const refused = await world.api.json<{ errors: { field: string; message: string }[] }>('PUT', consentUrl, {
      photos: true,
      songs: true,
      basis: 'best-interests',
      by: 'Dr Shah',
      date: '2026-11-20',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'consulted', message: 'Say whom they consulted' }]);

    await manager.goto(url(`/homes/${homeId}/residents/${walter.id}`));
    const consent = manager.getByRole('region', { name: 'Photos and songs in group sessions' });
    await consent
      .getByText("No consent recorded yet: nothing of Walter's is shown or played on a shared screen.")
      .waitFor();
    await consent
      .getByRole('group', { name: 'May their photos be shown?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await consent
      .getByRole('group', { name: 'May their songs be played?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await consent.getByRole('radio', { name: 'A best-interests decision' }).check();
    await consent.getByLabel('Name of who agreed').fill('Dr Shah');
    await consent.getByLabel('The date they agreed').fill('2026-11-20');
    await consent.getByRole('button', { name: 'Record consent' }).click();
    await consent.getByText('Say whom they consulted').waitFor();
    expect(await consent.getByLabel('Whom they consulted').getAttribute('aria-invalid')).toBe('true');
    await scan(manager);
    await consent.getByLabel('Whom they consulted').fill('His daughter Ana and the GP');
    await consent.getByRole('button', { name: 'Record consent' }).click();
    await consent
      .getByText('A best-interests decision by Dr Shah on 20 November 2026, after asking His daughter Ana and the GP.')
      .waitFor();
    await consent.getByText('Their photos may be shown.').waitFor();
    await consent.getByText(/^Recorded by Maggie Manager on /).waitFor();
    await shootAndScan(manager, 'care-homes-resident');

    await manager.goto(url(`/homes/${homeId}`));
    const row = manager.getByRole('table', { name: 'Residents' }).locator('tr').filter({ hasText: 'Walter Baker' });
    await row.getByText('Photos and songs shared').waitFor();
  });

  it("lets a manager add a resident's photo in the browser, shown at once and on the Residents list at 1280 px", async () => {
    const iris = residents.find((r) => r.firstName === 'Iris')!;
    const shown = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
    const portrait = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#c2847a' } })
      .png()
      .toBuffer();
    await manager.setViewportSize(DESKTOP);
    await manager.goto(url(`/homes/${homeId}/residents/${iris.id}`));
    const glance = manager.getByRole('region', { name: 'At a glance' });
    await glance.getByText("A photo helps the staff know Iris. Only the home's staff see it.").waitFor();
    expect(await glance.locator('img').count()).toBe(0);
    const [chooser] = await Promise.all([
      manager.waitForEvent('filechooser'),
      glance.getByRole('button', { name: 'Add a photo of Iris' }).click(),
    ]);
    await chooser.setFiles({ name: 'iris.png', mimeType: 'image/png', buffer: portrait });
    await glance.getByText('Photo saved.').waitFor();
    const photo = glance.locator('img');
    expect(await photo.getAttribute('src')).toMatch(
      new RegExp(`^/api/homes/${homeId}/residents/${iris.id}/photo\\?v=\\d+$`),
    );
    await expectEventually(async () => expect(await shown(photo)).toBe(true));
    await glance.getByRole('button', { name: "Change Iris's photo" }).waitFor();
    await shootAndScan(manager, 'care-homes-resident-photo');

    // The Residents list (care learns of the photo from games' fact a moment later).
    const row = manager.getByRole('table', { name: 'Residents' }).locator('tr').filter({ hasText: 'Iris Abbott' });
    await expectEventually(async () => {
      await manager.goto(url(`/homes/${homeId}`));
      await row.waitFor();
      expect(await row.locator('img').count()).toBe(1);
    });
    await expectEventually(async () => expect(await shown(row.locator('img'))).toBe(true));
    // Someone outside the home's staff gets nothing of it.
    const src = (await row.locator('img').getAttribute('src'))!;
    expect((await coordinator.api.get(src)).status).toBe(200);
    const stranger = await signUp(world.system, aCaregiver({ name: 'Stan Stranger' }));
    expect((await stranger.api.get(src)).status).toBe(404);

    // Taken off again: their initials, and the address answers 404.
    await manager.goto(url(`/homes/${homeId}/residents/${iris.id}`));
    await glance.getByRole('button', { name: "Remove Iris's photo" }).click();
    await glance.getByText('Photo removed.').waitFor();
    await glance.getByRole('button', { name: 'Add a photo of Iris' }).waitFor();
    expect(await glance.locator('img').count()).toBe(0);
    expect((await coordinator.api.get(src)).status).toBe(404);
  });

  it("invites a resident's family and shows the link to copy", async () => {
    const iris = residents.find((r) => r.firstName === 'Iris')!;
    await manager.goto(url(`/homes/${homeId}/residents/${iris.id}`));
    const family = manager.getByRole('region', { name: 'Invite their family' });
    await family.getByLabel("Family member's email address").fill('ana.abbott@example.com');
    await family.getByRole('button', { name: 'Invite their family' }).click();
    const link = await family.getByLabel('Invitation link for ana.abbott@example.com').inputValue();
    expect(link).toMatch(/\/invite\/accept\?token=[A-Za-z0-9_-]+$/);
  });

  it('gives an Activity Coordinator the residents, staff and consent to read, and no manager controls', async () => {
    const page = await world.page({ as: coordinator.api });
    await page.goto(url(`/homes/${homeId}`));
    await page.getByRole('table', { name: 'Residents' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add a resident' }).count()).toBe(0);
    await scan(page);

    await main(page).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('region', { name: 'Staff' }).getByText('Maggie Manager').waitFor();
    expect(await page.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    expect(await page.getByLabel('Email address').count()).toBe(0);
    expect(await page.getByText(world.caregiver.email).count()).toBe(0);
    await scan(page);

    const walter = residents.find((r) => r.firstName === 'Walter')!;
    await page.goto(url(`/homes/${homeId}/residents/${walter.id}`));
    await page.getByText('Consent as recorded').waitFor();
    await page.getByText('Their songs may be played.').waitFor();
    expect(await main(page).getByRole('button').count()).toBe(0);
    expect(await main(page).getByRole('textbox').count()).toBe(0);
    // The server agrees: a coordinator's consent is refused.
    const refused = await coordinator.api.json('PUT', `/api/homes/${homeId}/residents/${walter.id}/consent`, {
      photos: false,
      songs: false,
      basis: 'person',
      by: 'Walter Baker',
      date: '2026-11-20',
    });
    expect(refused.status).toBe(403);
    await scan(page);
  });

  it('speaks Spanish to a coordinator whose browser reads Spanish', async () => {
    const page = await world.page({ as: coordinator.api, locale: 'es-ES' });
    await page.goto(url(`/homes/${homeId}`));
    await page.getByRole('heading', { level: 2, name: 'Residentes' }).waitFor();
    await main(page).getByText('Su función: Coordinador/a de actividades').waitFor();
    const table = page.getByRole('table', { name: 'Residentes' });
    await table.getByText('Sin actividad en 7 días').first().waitFor();
    expect(await table.getByText('Sin actividad en 7 días').count()).toBe(3);
    await table.locator('tr').filter({ hasText: 'Walter Baker' }).getByText('Fotos y canciones compartidas').waitFor();
    await main(page).getByText('3 no han tenido actividad en una semana').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await shootAndScan(page, 'care-homes-residents-es');
    // On a phone the header's four links keep to the screen, "Residencia" too.
    await page.setViewportSize(PHONE);
    const careHome = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Residencia' });
    const box = (await careHome.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('lets the manager take a resident off the home, after asking; the list has nineteen', async () => {
    const june = residents.find((r) => r.firstName === 'June')!;
    await manager.goto(url(`/homes/${homeId}/residents/${june.id}`));
    await manager.getByRole('button', { name: 'Remove June Carter from the home' }).click();
    await manager.getByRole('button', { name: 'Yes, remove' }).click();
    await manager.getByText('June Carter is no longer a resident of Oak House.', { exact: true }).waitFor();
    await manager.getByRole('heading', { level: 1, name: 'Oak House' }).waitFor();
    await main(manager).getByText('19 residents').waitFor();
    expect(await manager.getByRole('table', { name: 'Residents' }).getByText('June Carter').count()).toBe(0);

    // Your care homes: the home, the manager's role and its nineteen residents.
    await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Care home' }).waitFor();
    await manager.goto(url('/homes'));
    const oak = main(manager).getByRole('listitem').filter({ hasText: 'Oak House' });
    await oak.getByText('Home Manager · 19 residents').waitFor();
    await shootAndScan(manager, 'care-homes-list');
  });
});
