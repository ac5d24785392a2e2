import { expectEventually } from '@carewith/platform/testing';
import { EVIDENCE_CSV_COLUMNS, letterWeekAt, nextLetterAt, type HomeSummary, type Resident } from '@carewith/contracts';
import type { Page } from 'playwright-core';
import type { ApiClient } from '../support/api';
import { keepBeside, PHONE, scan, screenshot, settled } from '../support/browser';
import { aConsentRequest, familyJoins, fillBox, recordConsent } from '../support/care-homes';
import { useSystem } from '../support/fixtures';
import { addResident, aResident, createHome, hireStaff, type StaffMember } from '../support/homes';
import { pdfText } from '../support/pdf-text';

jest.setTimeout(300_000);

const TV = { width: 1920, height: 1080 };

// Every visible text on the page, with its size and its contrast against what is behind it (the first
// ancestor with a background), colours read through a canvas so that any CSS colour form is compared.
function textLegibility(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const background = (el: Element | null): string => {
      for (let e = el; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (rgba(bg)[3]! > 0) return bg;
      }
      return 'white';
    };
    const out: { text: string; size: number; contrast: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const [l1, l2] = [luminance(rgba(getComputedStyle(el).color)), luminance(rgba(background(el)))];
      out.push({
        text: text.slice(0, 60),
        size: parseFloat(getComputedStyle(el).fontSize),
        contrast: (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05),
      });
    }
    return out;
  });
}

// The TV shows large, high-contrast text only: 48 px or more, 7:1 or more.
async function expectLegibleFromAcrossTheRoom(tv: Page) {
  const texts = await textLegibility(tv);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((t) => t.size < 48 || t.contrast < 7)).toEqual([]);
}

// The card the TV shows: its heading and every picture's address.
const tvCard = async (tv: Page) => ({
  prompt: (await tv.locator('h1').first().innerText()).trim(),
  images: await tv.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src)),
});

// A home of ten residents (consent recorded for six: five agreed, one said no; four with none), a
// session of five run by the home's Activity Coordinator from a phone with the lounge TV in another
// browser (two of the five have families who filled their box without consent), every resident's taps,
// the month's evidence as CSV and PDF, and the family's weekly letter with its line from the home.
describe('Group sessions: the lounge TV, the phone as its remote, and the evidence', () => {
  const world = useSystem({ shared: true, browser: true, caregiver: { name: 'Hana Manager' } });
  let home: HomeSummary;
  // The Activity Coordinator who runs the session (the manager, Hana, set the home up).
  let cora: StaffMember;
  let residents: Resident[];
  // Box photos of residents with no consent: never on the TV.
  const hidden: string[] = [];
  let sessionId = '';
  let margaretsFamily: ApiClient;

  beforeAll(async () => {
    const { api, system } = world;
    home = await createHome(api, 'Oak House');
    cora = await hireStaff(system, api, home.id, { name: 'Cora Coordinator' });
    const people = [
      ['Margaret', 'Jones'],
      ['Albert', 'Reed'],
      ['Joan', 'Hill'],
      ['Stanley', 'Okafor'],
      ['Dorothy', 'Evans'],
      ['Walter', 'Price'],
      ['Edna', 'Shaw'],
      ['Frank', 'Moore'],
      ['Gladys', 'Ward'],
      ['Harold', 'Kent'],
    ] as const;
    residents = [];
    for (const [i, [firstName, lastName]] of people.entries())
      residents.push(await addResident(api, home.id, aResident({ firstName, lastName, room: `${i + 1}A` })));
    // Margaret (whose family may hear what she joins in), Albert, Joan, Edna and Frank agreed; Stanley's
    // record says no; Dorothy, Walter, Gladys and Harold have none.
    await recordConsent(api, home.id, residents[0]!.id, aConsentRequest({ familyLine: true }));
    for (const r of [1, 2, 6, 7].map((i) => residents[i]!)) await recordConsent(api, home.id, r.id);
    await recordConsent(api, home.id, residents[3]!.id, aConsentRequest({ photos: false, songs: false }));
    // Families fill the boxes: those who consented, and two who did not.
    const boxes = [
      {
        photos: [{ decade: 1950, place: 'Blackpool' }, { year: 1962 }],
        songs: [{ title: 'Moon River', artist: 'Andy Williams' }],
      },
      { photos: [{ decade: 1950, place: 'Blackpool' }], songs: [{ title: 'Moon River', artist: 'Andy Williams' }] },
      { photos: [{ year: 1958 }], songs: [] },
      { photos: [{ decade: 1950, place: 'Blackpool' }, { year: 1955 }], songs: [{ title: 'Stanley’s own song' }] },
      { photos: [{ decade: 1960, place: 'Skegness' }], songs: [] },
    ];
    for (const [i, box] of boxes.entries()) {
      const family = await familyJoins(system, api, home.id, residents[i]!.id, `Family ${people[i]![0]}`);
      if (i === 0) margaretsFamily = family;
      const ids = await fillBox(family, residents[i]!.seniorId, box, i * 3);
      if (i >= 3) hidden.push(...ids);
    }
  });

  it('starts a session for five from a phone, showing who joins in with nothing of theirs shown', async () => {
    const phone = await world.page({ as: cora.api, viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.goto(`${world.system.url}/homes/${home.id}/group-sessions/new`);
    const stanley = phone.getByRole('checkbox', { name: /Stanley Okafor/ });
    await stanley.waitFor();
    expect(await phone.getByText('No consent recorded: joins in; nothing of theirs is shown').count()).toBe(4);
    await phone.getByText('Shares no photos or songs: joins in; nothing of theirs is shown').waitFor();
    for (const name of ['Margaret Jones', 'Albert Reed', 'Joan Hill', 'Stanley Okafor', 'Dorothy Evans'])
      await phone.getByRole('checkbox', { name: new RegExp(name) }).check();
    const shared = phone.getByRole('region', { name: 'What they share' });
    await shared.getByText('The 1950s · 3 residents').waitFor();
    await shared.getByText('Blackpool · 2 residents').waitFor();
    await shared.getByText('Moon River by Andy Williams · 2 residents').waitFor();
    await shared.getByText('2 residents join in without anything of theirs on the screen.').waitFor();
    // Stanley's song, Dorothy's place: nothing of theirs is counted.
    expect(await shared.innerText()).not.toMatch(/Stanley|Skegness/);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'group-session-new-390');
    await scan(phone);
    await phone.getByRole('button', { name: 'Start' }).click();
    await phone.waitForURL(/\/group-sessions\/[0-9a-f-]{36}\/remote$/);
    sessionId = phone.url().split('/').at(-2)!;
    await phone.getByRole('heading', { name: 'Open on the lounge TV' }).waitFor();
    expect(await phone.getByRole('textbox', { name: "The TV page's address" }).inputValue()).toBe(
      `${world.system.url}/group-sessions/${sessionId}/tv`,
    );
  });

  it('moves the TV live with each press of the remote, never showing a name, a score or an unconsented photo', async () => {
    const remote = await world.page({ as: cora.api, viewport: PHONE, isMobile: true, hasTouch: true });
    const tv = await world.page({ as: cora.api, viewport: TV });
    await remote.goto(`${world.system.url}/group-sessions/${sessionId}/remote`);
    await tv.goto(`${world.system.url}/group-sessions/${sessionId}/tv`);
    const prompt = remote.getByTestId('remote-prompt');
    const onRemote = async () =>
      (await prompt.innerText())
        .replace(/^On the TV:\s*/, '')
        .split('\n')[0]!
        .trim();
    const cardNumber = async () =>
      Number((await remote.getByText(/^Card \d+ of \d+/).innerText()).match(/^Card (\d+)/)![1]);
    // The TV shows the card the remote shows (once the remote has its answer).
    const tvFollows = async () => {
      const wanted = await onRemote();
      await expectEventually(async () => expect((await tvCard(tv)).prompt).toBe(wanted));
    };
    // A press that moves by a card: the remote's answer first, then the TV.
    const move = async (name: 'Next' | 'Back') => {
      const from = await cardNumber();
      await remote.getByRole('button', { name, exact: true }).click();
      await expectEventually(async () => expect(await cardNumber()).toBe(from + (name === 'Next' ? 1 : -1)));
      await tvFollows();
    };
    await tvFollows();
    expect(await tv.getByRole('navigation').count()).toBe(0);
    await scan(tv);
    await expectLegibleFromAcrossTheRoom(tv);
    await screenshot(tv, 'group-session-tv-1920');
    await scan(remote);
    await screenshot(remote, 'group-session-remote-390');
    // The remote's big buttons are at least 64 px each way.
    for (const name of ['Back', 'Next', 'Show a hint', 'Play the song', 'End']) {
      const box = (await remote.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(64);
    }

    const names = residents.flatMap((r) => [r.firstName, r.lastName]);
    const seen: string[] = [];
    const next = remote.getByRole('button', { name: 'Next', exact: true });
    let sawHint = false;
    let sawSong = false;
    for (let card = 0; card < 30 && (await next.isEnabled()); card++) {
      const hint = remote.getByRole('button', { name: 'Show a hint' });
      if (!sawHint && (await hint.isEnabled())) {
        await hint.click();
        await tv.getByTestId('tv-hint').waitFor();
        await expectLegibleFromAcrossTheRoom(tv);
        sawHint = true;
      }
      const song = remote.getByRole('button', { name: 'Play the song' });
      if (!sawSong && (await song.isEnabled())) {
        await song.click();
        await tv.getByTestId('tv-song-title').waitFor();
        sawSong = true;
        await screenshot(tv, 'group-session-tv-song-1920');
      }
      const shown = await tvCard(tv);
      if (shown.images.length && !seen.length) {
        await expectEventually(async () =>
          expect(await tv.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0),
        );
        await screenshot(tv, 'group-session-tv-photo-1920');
      }
      seen.push(...shown.images);
      const text = await tv.locator('body').innerText();
      for (const name of names) expect(text).not.toContain(name);
      expect(text).not.toMatch(/\bscore\b|\d+ of \d+|\d+\s*\/\s*\d+/i);
      await move('Next');
    }
    // The TV loses its connection for a moment: it catches up with the card the remote moved to meanwhile.
    await tv.context().setOffline(true);
    await move('Back');
    await tv.context().setOffline(false);
    await expectEventually(async () => expect((await tvCard(tv)).prompt).toBe(await onRemote()), { timeoutMs: 30_000 });
    await move('Next');
    // Back goes back on the TV too.
    const last = (await tvCard(tv)).prompt;
    await move('Back');
    expect((await tvCard(tv)).prompt).not.toBe(last);
    await move('Next');
    // The deck ends on a song everyone can sing, played (or sung from the words) at a press.
    await tv.getByText('One last song together').waitFor();
    if (!sawSong) {
      await remote.getByRole('button', { name: 'Play the song' }).click();
      await tv.locator('audio').or(tv.getByText("Let's sing it together")).waitFor({ state: 'attached' });
      sawSong = true;
    }
    await scan(tv);
    await expectLegibleFromAcrossTheRoom(tv);
    await screenshot(tv, 'group-session-tv-closing-1920');
    expect(sawHint).toBe(true);
    expect(sawSong).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    for (const src of seen) for (const id of hidden) expect(src).not.toContain(id);
  });

  it("keeps each resident's record in two taps on the phone, saved as they are made", async () => {
    const remote = await world.page({ as: cora.api, viewport: PHONE, isMobile: true, hasTouch: true });
    await remote.goto(`${world.system.url}/group-sessions/${sessionId}/remote`);
    await remote.getByRole('button', { name: 'Everyone was here' }).click();
    const taps: [string, string, string][] = [
      ['Margaret', 'Full', 'Happy mood'],
      ['Albert', 'Some', 'Okay mood'],
      ['Joan', 'Full', 'Happy mood'],
      ['Stanley', 'None', 'Low mood'],
      ['Dorothy', 'Some', 'Happy mood'],
    ];
    // The lounge's Wi-Fi drops during Stanley's taps: they wait on the phone and are saved once it is back.
    for (const [name, attention, mood] of taps) {
      const card = remote.getByRole('region', { name, exact: true });
      if (name === 'Stanley') {
        await remote.context().setOffline(true);
        await card
          .getByRole('group', { name: `${name}'s attention` })
          .getByRole('button', { name: attention })
          .click();
        await card.getByText('No connection: it will be saved when the phone is back online.').waitFor();
        await remote.context().setOffline(false);
      }
      await card
        .getByRole('group', { name: `${name}'s attention` })
        .getByRole('button', { name: attention })
        .click();
      await card.getByRole('button', { name: mood }).click();
      await card.getByText('Saved', { exact: true }).waitFor();
    }
    await remote
      .getByRole('region', { name: 'Margaret', exact: true })
      .getByRole('button', { name: 'Sang along' })
      .click();
    await remote.getByRole('region', { name: 'Margaret', exact: true }).getByText('Saved', { exact: true }).waitFor();
    // Read back as the server keeps them.
    await expectEventually(async () => {
      const session = await cora.api.json<{
        records: { residentId: string; attention: string; mood: string; chips: string[] }[];
      }>('GET', `/api/group-sessions/${sessionId}`);
      expect(session.body.records).toHaveLength(5);
      const margaret = session.body.records.find((r) => r.residentId === residents[0]!.id)!;
      expect(margaret).toMatchObject({ attention: 'full', mood: 'happy', chips: ['sang-along'] });
    });
    await remote.getByRole('button', { name: 'End', exact: true }).click();
    await remote.getByRole('button', { name: 'Yes, end it' }).click();
    await remote.getByText('The session has ended.').waitFor();
    const tv = await world.page({ as: cora.api, viewport: TV });
    await tv.goto(`${world.system.url}/group-sessions/${sessionId}/tv`);
    await tv.getByRole('heading', { name: 'Thank you for joining in' }).waitFor();
    await expectLegibleFromAcrossTheRoom(tv);
    await scan(tv);
  });

  it("gives the month's evidence: active days, the records, a CSV and a printed PDF that hold every row", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const csv = await cora.api.request('GET', `/api/homes/${home.id}/evidence.csv?month=${month}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]!.replace(/"/g, '')).toBe(EVIDENCE_CSV_COLUMNS.join(','));
    for (const [first, last] of [
      ['Margaret', 'Jones'],
      ['Albert', 'Reed'],
      ['Joan', 'Hill'],
      ['Stanley', 'Okafor'],
      ['Dorothy', 'Evans'],
    ])
      expect(lines.filter((l) => l.includes(`${first} ${last}`))).toHaveLength(1);
    expect(lines.some((l) => l.includes('Walter'))).toBe(false);

    const page = await world.page({ as: cora.api });
    await page.goto(`${world.system.url}/homes/${home.id}/evidence?month=${month}`);
    const records = page.getByRole('table', { name: 'Records' });
    await records.waitFor();
    expect(await records.getByRole('row').count()).toBe(6);
    await page.getByRole('link', { name: 'Download CSV' }).waitFor();
    await page.getByRole('button', { name: 'Print or Save as PDF' }).waitFor();
    await settled(page);
    await screenshot(page, 'evidence-1280');
    await scan(page);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'evidence-390');
    await scan(page);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    keepBeside('evidence.pdf', pdf);
    const { text } = pdfText(pdf);
    for (const name of ['Margaret Jones', 'Albert Reed', 'Joan Hill', 'Stanley Okafor', 'Dorothy Evans'])
      expect(text).toContain(name);
    expect(text).toContain('Evidence: Oak House');
    expect(text).toContain('Happy mood');
    expect(text).toContain('Sang along');
    // Run by the coordinator, as the server names staff.
    expect(text).toContain('Sang along Cora');
    expect(text).not.toContain('Download CSV');

    // One resident's own page, and a month with nothing in it.
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Walter Price' }).click();
    await page.getByRole('heading', { name: 'Evidence: Walter Price' }).waitFor();
    await page.getByText('No records this month.').waitFor();
    await scan(page);
  });

  it("tells Margaret's family in their weekly letter what she joined in, and their reply reaches the home", async () => {
    const margaret = residents[0]!;
    const { timeZone } = (await margaretsFamily.json<{ timeZone: string }>('GET', `/api/seniors/${margaret.seniorId}`))
      .body;
    // Her letter's Sunday evening, the session in the week before it.
    const at = new Date(nextLetterAt(new Date(), timeZone).getTime() + 30 * 60_000);
    const { sunday } = letterWeekAt(at, timeZone);
    expect((await margaretsFamily.json('POST', '/api/dev/weekly-letters', { at: at.toISOString() })).status).toBe(200);
    const page = await world.page({ as: margaretsFamily, viewport: PHONE, isMobile: true, hasTouch: true });
    await expectEventually(
      async () => {
        await page.goto(`${world.system.url}/digest?week=${sunday}`);
        await page.getByRole('heading', { name: 'At the care home' }).waitFor({ timeout: 2_000 });
      },
      { timeoutMs: 60_000 },
    );
    const atHome = page.locator('section', { has: page.getByRole('heading', { name: 'At the care home' }) });
    const line = await atHome.locator('p').first().innerText();
    expect(line).toMatch(/^Margaret joined 1 group session this week(: .+)?\./);
    expect(line).toMatch(/Margaret sang along to “.+”\.$/);
    await scan(page);
    await screenshot(page, 'letter-home-line-390');

    // The family answers: something to talk about, into her box, which the home's staff read.
    await atHome
      .getByLabel('Reply to the care home: something Margaret could talk about')
      .fill('Ask her about Blackpool');
    await atHome.getByRole('button', { name: 'Send to the home' }).click();
    await atHome.getByText("Sent. It is in the memory box, where their care home's staff can read it too.").waitFor();
    const staff = await world.page({ as: cora.api });
    await staff.goto(`${world.system.url}/homes/${home.id}/residents/${margaret.id}`);
    const fromFamily = staff.locator('section', { has: staff.getByRole('heading', { name: 'From their family' }) });
    await fromFamily.getByText('“Ask her about Blackpool”').waitFor();
    expect(await fromFamily.innerText()).toContain('from Family');
    await scan(staff);
  });
});
