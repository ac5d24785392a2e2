import { expectEventually } from '@carewith/platform/testing';
import type { Page } from 'playwright-core';
import {
  addBoxPhotos,
  aPersonStep,
  anActivity,
  distinctPhotos,
  inBrowser,
  playedWithStarters,
  useSystem,
} from '../support/fixtures';
import { keepBeside, PHONE, scan, shootAndScan } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { unzip } from '../support/zip';

jest.setTimeout(240_000);

// "Who I am" as a family would try it: a box with photos of three decades, a song and a month of
// play; "About me" written from them; one section kept back; shared with a care home under a PIN; read
// in a fresh browser with no account (page and book); the open in the family's log; revoked.
describe('About me: the handover page, its book, and a share a family can take back', () => {
  const world = useSystem({ ...inBrowser('Maria Lopez', { firstName: 'Rosa', lastName: 'Diaz' }), shared: true });
  const seniorPath = () => `/seniors/${world.lovedOne.id}`;

  beforeAll(async () => {
    const { api, lovedOne } = world;
    const photos = await addBoxPhotos(api, lovedOne.id, await distinctPhotos(3));
    const details = [
      {
        year: 1958,
        story: 'Dancing at the mill',
        people: [{ name: 'Ana', relation: 'sister' }],
        place: { name: 'The mill' },
      },
      { decade: 1970, story: 'Our wedding day', people: [{ name: 'Luis', relation: 'husband' }] },
      { year: 1994, story: 'The first grandchild', people: [{ name: 'Sofia', relation: 'granddaughter' }] },
    ];
    for (const [i, change] of details.entries())
      expect(
        (await api.json('PATCH', `${`/api${seniorPath()}`}/memory-box/photos/${photos[i]!.id}`, change)).status,
      ).toBe(200);
    expect(
      (
        await api.json('POST', `/api${seniorPath()}/memory-box/songs`, {
          title: "We'll Meet Again",
          artist: 'Vera Lynn',
        })
      ).status,
    ).toBe(201);
    // A month of play, at whatever time of day the run happens: three activities of the people in the box.
    const steps = [aPersonStep(photos[0]!.id, 'Ana'), aPersonStep(photos[1]!.id, 'Luis')];
    const played = await playedWithStarters(
      world,
      [1, 2, 3].map((n) => anActivity({ title: `Family faces ${n}`, seniorId: lovedOne.id, steps })),
      ['Ana', 'Luis'],
    );
    const starters = await api.json<{ starters: { id: string }[] }>(
      'GET',
      `/api/games/${played[0]}/conversation-starters`,
    );
    expect(
      (
        await api.json('PUT', `/api/conversation-starters/${starters.body.starters[0]!.id}/talked`, {
          note: 'She laughed',
        })
      ).status,
    ).toBe(200);
    // A line only the family can know, in the section they will keep back.
    expect(
      (
        await api.json('POST', `/api${seniorPath()}/about-me/notes`, {
          section: 'avoid',
          text: 'Do not mention the flood of 1962',
        })
      ).status,
    ).toBe(201);
  });

  let shareUrl = '';
  const PIN = '4821';

  it('writes the page from the box and play, with who added each item, on a phone and at 1280 px', async () => {
    const page = await world.profile({ tab: 'about-me', viewport: PHONE, isMobile: true, hasTouch: true });
    await page.getByRole('heading', { name: 'People who matter to me' }).waitFor();
    const main = page.getByRole('main');
    // On a phone the sections are one short list, each opened on asking: open them all.
    const folded = main.getByRole('button', { name: /\d+ items?\b/ });
    expect(await folded.count()).toBe(9);
    // Each opened one then reads "Fold".
    for (let i = 0; i < 9; i++) await folded.first().click();
    expect(await main.getByRole('button', { name: /^Fold/ }).count()).toBe(9);
    for (const text of ['Ana', 'sister', 'The mill', "We'll Meet Again", 'Do not mention the flood of 1962'])
      await main.getByText(text, { exact: false }).first().waitFor();
    await main.getByText('Added by Maria').first().waitFor();
    await main.getByText('From play').first().waitFor();
    // Nothing is shared until the family ticks it: every section says so.
    expect(await main.getByText('Not shared').count()).toBeGreaterThan(3);
    const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noHorizontalScroll).toBe(true);
    await shootAndScan(page, 'about-me');
    // Its paper views, as the family prints them.
    await page.getByRole('link', { name: 'Life-story book' }).click();
    await page.getByRole('heading', { name: 'The story of Rosa' }).waitFor();
    await shootAndScan(page, 'about-me-book');
    await page.goto(`${world.system.url}${seniorPath()}/about-me/print`);
    await page.getByRole('button', { name: 'Print or Save as PDF' }).waitFor();
    await shootAndScan(page, 'about-me-print');
  });

  it('shares every section but one with a PIN; a fresh browser with no account reads it, and the book by decade', async () => {
    const page = await world.profile({ tab: 'about-me' });
    await page.getByRole('heading', { name: 'People who matter to me' }).waitFor();
    // Nothing is shared until ticked: switch on every section and the book, then keep "Please avoid" back.
    const switches = [
      ...(await page.getByRole('switch', { name: /^Show this section/ }).all()),
      page.getByRole('switch', { name: 'Share the life-story book' }),
    ];
    expect(switches).toHaveLength(10);
    // Pressed one after another, as fast as a hand can: each press shows at once and is saved in turn.
    let saves = 0;
    page.on('response', (r) => {
      if (r.url().endsWith('/about-me/visibility') && r.ok()) saves++;
    });
    for (const sw of switches) {
      await sw.click();
      expect(await sw.isChecked()).toBe(true);
    }
    const avoid = page.getByRole('switch', { name: /^Show this section.*Please avoid/ });
    await avoid.click();
    expect(await avoid.isChecked()).toBe(false);
    await expectEventually(async () => expect(saves).toBe(11));

    await page.getByLabel('Who it is for').fill('Oak House care home');
    await page.getByLabel('Rosa themselves').check();
    await page.getByLabel('Name of who agreed').fill('Rosa Diaz');
    await page.getByLabel('PIN (optional)').fill(PIN);
    await page.getByRole('button', { name: 'Share the page' }).click();
    const link = page.getByRole('textbox', { name: 'Link to the page' });
    await link.waitFor();
    shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/shared\/about-me\/[A-Za-z0-9_-]{43}$/);
    await scan(page);

    const reader = await world.page({ as: null });
    await reader.goto(shareUrl);
    await reader.getByLabel('PIN').fill('0000');
    await reader.getByRole('button', { name: 'Open the page' }).click();
    await reader.getByText('That PIN is not right.').waitFor();
    await reader.getByLabel('PIN').fill(PIN);
    await reader.getByRole('button', { name: 'Open the page' }).click();
    await reader.getByRole('heading', { name: 'People who matter to me' }).waitFor();
    const body = await reader.locator('body').innerText();
    expect(body).toContain('Oak House care home');
    expect(body).toContain('Ana');
    expect(body).not.toContain('flood of 1962');
    expect(body).not.toMatch(/Please avoid/);
    expect(await reader.getByRole('switch').count()).toBe(0);
    await expectPhotosLoad(reader);
    await shootAndScan(reader, 'about-me-shared');

    await reader.getByRole('link', { name: 'Life-story book' }).click();
    await reader.getByRole('heading', { name: 'The 1950s' }).waitFor();
    await expectPhotosLoad(reader);
    await reader.emulateMedia({ media: 'print' });
    const pdf = await reader.pdf({ format: 'A4' });
    keepBeside('life-story-book.pdf', pdf);
    const { pages, text } = pdfText(pdf);
    for (const words of [
      'The 1950s',
      'Dancing at the mill',
      'The 1970s',
      'Our wedding day',
      'The 1990s',
      'The first grandchild',
      "We'll Meet Again",
    ])
      expect(text).toContain(words);
    // A title page, a page per decade, and the songs.
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(text).not.toContain('flood of 1962');
  });

  it('shows the open in the family’s log, and a revoked link reads "no longer shared" on the next load', async () => {
    const page = await world.profile({ tab: 'about-me' });
    await page.getByText('Oak House care home').first().waitFor();
    await page
      .getByText(/Opened [1-9]\d* time/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Revoke the link for Oak House care home' }).click();
    await page.getByRole('button', { name: 'Yes, revoke' }).click();
    await page.getByText('Revoked', { exact: true }).first().waitFor();

    const reader = await world.page({ as: null });
    await reader.goto(shareUrl);
    await reader.getByText('This page is no longer shared.').waitFor();
    expect(await reader.locator('body').innerText()).not.toContain('Ana');
    await scan(reader);
  });

  it('keeps the page, the share and its opens in the archive, and erasure takes every link back', async () => {
    const share = await world.api.json<{ url: string }>('POST', `/api${seniorPath()}/about-me/shares`, {
      recipient: 'St Mary ward 7',
      consent: { basis: 'best-interests', by: 'Dr Ruiz', consulted: 'Maria Lopez', date: '2026-11-20' },
    });
    expect(share.status).toBe(201);
    // The language chosen for the reader: this one reads it in Spanish, in a browser that never chose.
    const spanish = await world.api.json<{ url: string }>('POST', `/api${seniorPath()}/about-me/shares`, {
      recipient: 'Residencia Los Olivos',
      consent: { basis: 'attorney', by: 'Luis Diaz', date: '2026-11-21' },
      language: 'es',
    });
    const lector = await world.page({ as: null });
    await lector.goto(spanish.body.url);
    await lector.getByRole('heading', { name: 'Las personas importantes para mí' }).waitFor();
    await lector.getByText('Compartida por la familia con Residencia Los Olivos', { exact: false }).waitFor();
    await scan(lector);

    const res = await world.api.request('GET', `/api${seniorPath()}/export.zip`);
    expect(res.status).toBe(200);
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    const archived = JSON.parse(files.get('about-me.json')!.toString('utf8')) as {
      notes: { text: string }[];
      shares: { recipient: string; status: string; opens: number; consent: { basis: string } }[];
    };
    expect(archived.notes.map((n) => n.text)).toContain('Do not mention the flood of 1962');
    expect(archived.shares).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recipient: 'Oak House care home', status: 'revoked' }),
        expect.objectContaining({
          recipient: 'St Mary ward 7',
          status: 'active',
          consent: expect.objectContaining({ basis: 'best-interests' }),
        }),
      ]),
    );
    expect(archived.shares.find((s) => s.recipient === 'Oak House care home')!.opens).toBeGreaterThan(0);
    expect(files.get('about-me.json')!.toString('utf8')).not.toContain(share.body.url.split('/').pop());

    expect((await world.api.request('DELETE', `/api${seniorPath()}`)).status).toBe(200);
    const reader = await world.page({ as: null });
    await reader.goto(share.body.url);
    await reader.getByText('This page is no longer shared.').waitFor();
  });
});

// Every image on the page has loaded (a shared page's photos come with the open's key).
async function expectPhotosLoad(page: Page) {
  await expectEventually(async () => {
    const images = await page
      .locator('img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.complete && img.naturalWidth > 0));
    expect(images.length).toBeGreaterThan(0);
    expect(images.every(Boolean)).toBe(true);
  });
}
