import { Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { expand, PHONE, scan, shootAndScan } from '../support/browser';
import {
  addPlayableActivity,
  addVoiceClip,
  anActivity,
  GRACE,
  inBrowser,
  profilePath,
  useSystem,
} from '../support/fixtures';
import { countRows } from '../support/systems';

jest.setTimeout(180_000);

const DONE_TEXT = 'Wonderful! You completed the activity! Your family will see how well you did.';
const SONG_TEXT = 'Here is a song you love';
const PLAY_SONG = 'Play the song';

type SongResult = { gameInstanceId: string; song?: { title: string; played: boolean } | null };

// A song to end on: after the last step the play page offers one of the loved one's songs,
// plays it only on a tap (the family's clip), and the results say it was played.
describe('the song an activity ends on (embedded profile, Chromium)', () => {
  const world = useSystem({ ...inBrowser('Sam Song', GRACE), shared: true });

  const withSong = async (title: string, song?: { title: string; voice?: string; artist?: string; link?: string }) =>
    addPlayableActivity(
      world,
      anActivity({
        templateId: 'places-flashcards',
        title,
        seniorId: world.lovedOne.id,
        steps: [{ id: 'pier', name: 'The pier', description: 'Sunday walks' }],
        config: { gentle: false, ...(song ? { song } : {}) },
      }),
    );
  const phone = async (url: string) => {
    const context = await world.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    world.track(context);
    const play = await context.newPage();
    // Every audio element told to play, by its source.
    await play.addInitScript(() => {
      const w = window as unknown as { __played: string[] };
      w.__played = [];
      const original = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        w.__played.push(this.src);
        return original.call(this);
      };
    });
    await play.goto(url);
    await play.getByRole('button', { name: 'Yes, I remember!', exact: true }).tap();
    await play.getByText(DONE_TEXT, { exact: true }).waitFor();
    return play;
  };
  const played = (play: Page) => play.evaluate(() => (window as unknown as { __played: string[] }).__played);
  const resultOf = async (gameId: string) => {
    const results = await world.api.json<SongResult[]>('GET', `/api/seniors/${world.lovedOne.id}/results`);
    return results.body.find((r) => r.gameInstanceId === gameId);
  };

  it('offers the song after the last step, plays it only on a tap, and the results say it was played', async () => {
    const clip = await addVoiceClip(world.api, 3);
    const { url, gameId } = await withSong('Places and a song', { title: 'Moon River', voice: clip.ref });
    const play = await phone(url);

    const card = play.locator('.song');
    await card.getByText(SONG_TEXT, { exact: true }).waitFor();
    await card.getByText('Moon River', { exact: true }).waitFor();
    // Nothing plays by itself, and nothing is recorded before the tap.
    expect(await played(play)).toEqual([]);
    await expectEventually(async () =>
      expect((await resultOf(gameId))?.song).toEqual({ title: 'Moon River', played: false }),
    );

    // The button is a large target with large words.
    const button = card.getByRole('button', { name: PLAY_SONG, exact: true });
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(64);
    expect(await button.evaluate((b) => parseFloat(getComputedStyle(b).fontSize))).toBeGreaterThanOrEqual(24);
    await scan(play);

    await button.tap();
    await expectEventually(async () =>
      expect(await played(play)).toEqual([expect.stringContaining(`/voice-clips/${clip.clipId}`)]),
    );
    await expectEventually(async () =>
      expect((await resultOf(gameId))?.song).toEqual({ title: 'Moon River', played: true }),
    );
    // A second tap plays it again but records nothing more.
    await button.tap();
    await expectEventually(async () => expect(await played(play)).toHaveLength(2));
    const songs = `SELECT count(*) AS n FROM games.game_events WHERE type = 'SONG' AND game_instance_id = '${gameId}'`;
    expect(await countRows(world.system.databaseUrl, songs)).toBe(1);

    // The family reads it on Recent Activities.
    const profile = await world.profile({ tab: 'activities' });
    await profile.getByText('Ended with a song: Moon River', { exact: true }).waitFor();
  });

  it('offers no song on an activity without one, and the play API refuses a song it does not have', async () => {
    const { url, token, gameId } = await withSong('Places only');
    const play = await phone(url);
    expect(await play.getByText(SONG_TEXT, { exact: true }).count()).toBe(0);
    const refused = await world.api.json<{ errors: { field: string; message: string }[] }>(
      'POST',
      `/api/play/${token}/event`,
      { type: 'SONG', payload: {} },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'type', message: 'This activity has no song.' }]);
    expect((await resultOf(gameId))?.song ?? null).toBeNull();
  });

  // A song without the family's clip (decision 254): its title, who sings it and the family's link to
  // where they listen to it, opened in a new tab on a tap, which counts as playing it.
  const LINK = 'https://music.example.com/track/moon-river';

  it("ends a song without a clip on its title, artist and the family's link, opened in a new tab on a tap", async () => {
    const { url, gameId } = await withSong('Places and a link', {
      title: 'Moon River',
      artist: 'Andy Williams',
      link: LINK,
    });
    const play = await phone(url);
    const card = play.locator('.song');
    await card.getByText(SONG_TEXT, { exact: true }).waitFor();
    await card.getByText('Moon River', { exact: true }).waitFor();
    await card.getByText('by Andy Williams', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: PLAY_SONG }).count()).toBe(0);
    const link = card.getByRole('link', { name: 'Listen to the song', exact: true });
    expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual([LINK, '_blank']);
    expect(await link.getAttribute('rel')).toContain('noopener');
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(64);
    for (const words of [link, card.getByText('by Andy Williams', { exact: true })])
      expect(await words.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(24);
    await shootAndScan(play, 'song-link-done');
    await expectEventually(async () =>
      expect((await resultOf(gameId))?.song).toEqual({ title: 'Moon River', played: false }),
    );

    // The closed network answers nothing at the music service: the new tab is enough.
    await play.context().route('https://music.example.com/**', (route) => route.fulfill({ body: 'Moon River' }));
    const [tab] = await Promise.all([play.context().waitForEvent('page'), link.tap()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(LINK);
    expect(new URL(play.url()).pathname).toMatch(/^\/play\//);
    await expectEventually(async () =>
      expect((await resultOf(gameId))?.song).toEqual({ title: 'Moon River', played: true }),
    );
  });

  it('lets the family give a song its artist and link on the Memory Box tab, refusing a link that is not a web address', async () => {
    const page = await world.page();
    await page.goto(`${world.system.url}${profilePath(world.lovedOne.id, 'memory-box')}`);
    const songs = page.getByRole('region', { name: 'Songs', exact: true });
    await expand(songs.getByRole('button', { name: 'Add a song', exact: true }));
    await songs.getByLabel('Song title', { exact: true }).fill('Blue Moon');
    await songs.getByLabel('Artist (optional)', { exact: true }).fill('Billie Holiday');
    const where = songs.getByLabel('Where you listen to it (optional)', { exact: true });
    await songs
      .getByText(
        'A link to the song on your own music service, starting with https://. Grace can open it at the end of an activity.',
        { exact: true },
      )
      .waitFor();
    await where.fill('javascript:alert(1)');
    await songs.getByRole('button', { name: 'Add the song', exact: true }).click();
    await songs.getByText('Link must be a web address starting with http:// or https://', { exact: true }).waitFor();
    expect(await songs.getByRole('listitem').filter({ hasText: 'Blue Moon' }).count()).toBe(0);
    await shootAndScan(page, 'song-link-refused');

    await where.fill('https://music.example.com/blue-moon');
    await songs.getByRole('button', { name: 'Add the song', exact: true }).click();
    const listed = songs.getByRole('listitem').filter({ hasText: 'Blue Moon' });
    await listed.getByText('· by Billie Holiday', { exact: true }).waitFor();
    const open = listed.getByRole('link', { name: 'Listen to Blue Moon (opens in a new tab)', exact: true });
    expect([await open.getAttribute('href'), await open.getAttribute('target')]).toEqual([
      'https://music.example.com/blue-moon',
      '_blank',
    ]);
    await shootAndScan(page, 'song-link-listed');

    // The same words in Spanish, for a member who reads the screens in it.
    const es = await world.page({ locale: 'es-ES' });
    await es.goto(`${world.system.url}${profilePath(world.lovedOne.id, 'memory-box')}`);
    const canciones = es.getByRole('region', { name: 'Canciones', exact: true });
    await canciones.getByText('· de Billie Holiday', { exact: true }).waitFor();
    await canciones
      .getByRole('link', { name: 'Escuchar Blue Moon (se abre en una pestaña nueva)', exact: true })
      .waitFor();
    await expand(canciones.getByRole('button', { name: 'Añadir una canción', exact: true }));
    await canciones.getByLabel('Artista (opcional)', { exact: true }).waitFor();
    await canciones.getByLabel('Dónde la escuchan (opcional)', { exact: true }).waitFor();
    await scan(es);
  });
});
