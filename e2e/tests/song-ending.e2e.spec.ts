import { Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { PHONE, scan } from '../support/browser';
import { addPlayableActivity, addVoiceClip, anActivity, GRACE, inBrowser, useSystem } from '../support/fixtures';
import { countRows } from '../support/systems';

jest.setTimeout(180_000);

const DONE_TEXT = 'Wonderful! You completed the activity! Your family will see how well you did.';
const SONG_TEXT = 'Here is a song you love';
const PLAY_SONG = 'Play the song';

type SongResult = { gameInstanceId: string; song?: { title: string; played: boolean } | null };

// A song to end on (issue #27): after the last step the play page offers one of the loved one's songs,
// plays it only on a tap (the family's clip), and the results say it was played.
describe('the song an activity ends on (embedded profile, Chromium)', () => {
  const world = useSystem(inBrowser('Sam Song', GRACE));

  const withSong = async (title: string, song?: { title: string; voice: string }) =>
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
});
