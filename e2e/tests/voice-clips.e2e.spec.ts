import { randomUUID } from 'node:crypto';
import { Browser, Locator, Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { invitationToken } from '../support/invitations';
import { mp3Frames, wav } from '../support/audio';
import {
  carrySession,
  DESKTOP,
  expand,
  FAKE_MICROPHONE,
  launchBrowser,
  PHONE,
  scan,
  screenshot,
  settled,
  shootAndScan,
} from '../support/browser';
import { queryDb } from '../support/systems';
import { addLovedOne, aLovedOne, placesForm, profilePath, useSystem } from '../support/fixtures';

jest.setTimeout(180_000);

type Utterance = { text: string; lang: string; rate: number };
type Played = { src: string; playedSeconds: number; calls: number };

const HELP_TEXT = 'Take your time! Click on the answer that feels right to you.';
const CLIP_PATH = /^\/api\/voice-clips\/([0-9a-f-]{36})$/;
const VOICE_LABEL = 'Your voice (optional)';
const TOO_LONG = 'Please keep the voice clip to 20 seconds or less.';
const SILENT = 'Nothing could be heard in this clip. Please check the microphone and record again.';
const UNREADABLE = 'This audio file could not be read. Please choose another one, for example an M4A or MP3 file.';
const DENIED =
  'The microphone could not be used. Please allow it for this site in your browser, or choose an audio file.';
const NO_MICROPHONE = 'No microphone was found. Please connect one, or choose an audio file.';
const RECORDING_FAILED = 'Recording could not start in this browser. Please choose an audio file instead.';
const OTHER_TEAM =
  'Please record the voice clip again: it was added before you chose a loved one from another care team.';

// What a page asks of the browser's sound, seen at the browser's own API: every utterance given to
// speechSynthesis.speak (its text, language and rate) and every audio element told to play.
function listen() {
  const w = window as unknown as { __spoken: Utterance[]; __played: HTMLMediaElement[] };
  w.__spoken = [];
  w.__played = [];
  const speak = speechSynthesis.speak.bind(speechSynthesis);
  speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
    w.__spoken.push({ text: u.text, lang: u.lang, rate: Math.round(u.rate * 100) / 100 });
    speak(u);
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    w.__played.push(this);
    return play.call(this);
  };
}

// The utterances with words (the empty one that unlocks speech on the first tap is left out).
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Utterance[] }).__spoken.filter((u) => u.text.trim() !== ''));
const forgetSpoken = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __spoken: Utterance[] }).__spoken.length = 0;
  });
// The audio element last told to play: its source and how much of it has played.
const lastPlayed = (page: Page) =>
  page.evaluate((): Played | null => {
    const all = (window as unknown as { __played: HTMLMediaElement[] }).__played;
    const a = all[all.length - 1];
    if (!a) return null;
    let playedSeconds = 0;
    for (let i = 0; i < a.played.length; i++) playedSeconds += a.played.end(i) - a.played.start(i);
    return { src: a.currentSrc, playedSeconds, calls: all.length };
  });

describe('the family’s voice on each step, and Hear Again for real (embedded, Chromium)', () => {
  const world = useSystem({
    shared: true,
    browser: FAKE_MICROPHONE,
    caregiver: { name: 'Vera Voice' },
    lovedOne: { firstName: 'Rose', lastName: 'Voice' },
  });
  const tag = randomUUID().slice(0, 6);

  // The caregiver at 1280 px, signed in, the page's sound watched.
  async function caregiverPage(on: Browser = world.browser): Promise<Page> {
    const context = await on.newContext({ viewport: DESKTOP });
    world.track(context);
    await carrySession(context, world.api, world.system.url);
    await context.addInitScript(listen);
    return context.newPage();
  }

  // The loved one's phone: no cookies, touch, its sound watched.
  async function phone(url: string): Promise<Page> {
    const context = await world.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    world.track(context);
    await context.addInitScript(listen);
    const play = await context.newPage();
    await play.goto(url);
    return play;
  }

  // The new-activity form with the Familiar Places template and its first step added.
  async function seasideForm(page: Page, title: string): Promise<{ main: Locator; card: Locator; voice: Locator }> {
    const seaside = { name: 'The seaside', description: 'Where we swam every summer.' };
    const { main, card } = await placesForm(world, page, title, seaside);
    return { main, card, voice: card.getByRole('group', { name: VOICE_LABEL, exact: true }) };
  }

  const chooseFile = async (page: Page, voice: Locator, name: string, buffer: Buffer, button = 'Choose audio file') => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      voice.getByRole('button', { name: button, exact: true }).click(),
    ]);
    await chooser.setFiles({ name, mimeType: name.endsWith('.wav') ? 'audio/wav' : 'audio/mpeg', buffer });
  };

  const clipIdOf = async (voice: Locator, step: number) => {
    const audio = voice.getByLabel(`Voice clip for step ${step}`, { exact: true });
    await audio.waitFor();
    const src = (await audio.getAttribute('src')) ?? '';
    expect(src).toMatch(CLIP_PATH);
    return CLIP_PATH.exec(src)![1]!;
  };

  const playLink = async (gameId: string) => {
    const link = await world.api.json<{ playUrl: string }>('POST', `/api/games/${gameId}/links`);
    expect(link.status).toBe(201);
    return new URL(link.body.playUrl).pathname.split('/').pop()!;
  };

  it('a clip recorded in the step editor is what Hear Again plays on the loved one’s phone; a step without one is read aloud, sentence by sentence', async () => {
    const page = await caregiverPage();
    const title = `By the sea ${tag}`;
    const { main, voice } = await seasideForm(page, title);
    await main.getByRole('checkbox', { name: 'Audio instructions' }).check();

    // Record with Chromium's fake microphone (a beeping tone): the button turns into Stop, the time counts.
    await voice.getByRole('button', { name: 'Record voice', exact: true }).click();
    const stop = voice.getByRole('button', { name: 'Stop recording', exact: true });
    await stop.waitFor();
    await expectEventually(async () =>
      expect(await voice.getByRole('status').textContent()).toBe(
        'Recording. Press Stop recording when you are done; it stops by itself after 20 seconds.',
      ),
    );
    await voice.getByText('Recording: 2 of 20 seconds', { exact: true }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'voice-clip-recording-1280');
    // The upload is held a moment, to see the editor say it is saving.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/voice-clips', async (route) => {
      await held;
      await route.continue();
    });
    await stop.click();
    await voice.getByRole('button', { name: 'Saving voice clip...', exact: true }).waitFor();
    release();
    const clipId = await clipIdOf(voice, 1);
    expect(await voice.getByRole('status').textContent()).toBe('Voice clip saved.');
    await voice.getByRole('button', { name: 'Record again', exact: true }).waitFor();
    await voice.getByRole('button', { name: 'Choose another file', exact: true }).waitFor();
    await page.unroute('**/api/voice-clips');

    // What was stored is the MP3 the browser made: MPEG-2 Layer III, mono, 22.05 kHz, about 32 kbps,
    // as long as the recording, in the loved one's team.
    const [row] = await queryDb<{ duration_ms: number; bytes: number }>(
      world.system.databaseUrl,
      'SELECT duration_ms, length(mp3)::int AS bytes FROM games.voice_clips WHERE id = $1',
      [clipId],
    );
    expect(row!.duration_ms).toBeGreaterThanOrEqual(1_900);
    expect(row!.duration_ms).toBeLessThan(6_000);
    expect(row!.bytes / (row!.duration_ms / 1000)).toBeCloseTo(4_000, -3);
    const stored = await page.request.get(`${world.system.url}/api/voice-clips/${clipId}`);
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toBe('audio/mpeg');
    const head = [...(await stored.body()).subarray(0, 4)];
    expect([head[0], head[1], head[2]! & 0xfc, head[3]! & 0xc0]).toEqual([0xff, 0xf3, 0x40, 0xc0]);

    // The caregiver's preview: Hear Again plays the same clip.
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    await preview.getByRole('button', { name: 'Hear Again', exact: true }).click();
    await expectEventually(async () =>
      expect(await lastPlayed(page)).toMatchObject({ src: `${world.system.url}/api/voice-clips/${clipId}` }),
    );
    await expectEventually(async () => expect((await lastPlayed(page))!.playedSeconds).toBeGreaterThan(1));
    await shootAndScan(page, 'voice-clip-saved');

    // A second step without a recorded voice.
    await main.getByRole('button', { name: 'Add step', exact: true }).click();
    const card2 = main.getByRole('region', { name: 'Step 2', exact: true });
    await card2.getByLabel('Place name', { exact: true }).fill('The bakery');
    await card2.getByLabel('Description', { exact: true }).fill('Fresh bread on Saturdays.');
    await main.getByRole('button', { name: 'Create Activity', exact: true }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const gameId = new URL(page.url()).pathname.split('/').pop()!;
    const detail = await world.api.json<{ gameInstance: { configJSON: { steps: { voice?: string }[] } } }>(
      'GET',
      `/api/games/${gameId}`,
    );
    expect(detail.body.gameInstance.configJSON.steps.map((s) => s.voice)).toEqual([`voice:${clipId}`, undefined]);

    // The loved one's phone, audio instructions on: nothing sounds before their first tap.
    const token = await playLink(gameId);
    const play = await phone(`${world.system.url}/play/${token}`);
    await play.getByText('Question 1 of 2', { exact: true }).waitFor();
    await settled(play);
    expect({ spoken: await spoken(play), played: await lastPlayed(play) }).toEqual({ spoken: [], played: null });
    const lang = await play.evaluate(() => document.documentElement.lang);
    const clipUrl = `${world.system.url}/api/play/${token}/voice-clips/${clipId}`;

    // Their first tap on the page reads the step: here, in the family's voice, not the device's.
    await play.getByRole('heading', { level: 2, name: 'The seaside', exact: true }).tap();
    await expectEventually(async () => expect(await lastPlayed(play)).toMatchObject({ src: clipUrl }));
    await expectEventually(async () => expect((await lastPlayed(play))!.playedSeconds).toBeGreaterThan(1.5));
    expect(await spoken(play)).toEqual([]);

    // Hear Again plays the clip again, from its start.
    const before = (await lastPlayed(play))!.calls;
    await play.getByRole('button', { name: 'Hear Again', exact: true }).tap();
    await expectEventually(async () =>
      expect(await lastPlayed(play)).toMatchObject({ src: clipUrl, calls: before + 1 }),
    );
    await expectEventually(async () => expect((await lastPlayed(play))!.playedSeconds).toBeGreaterThan(1.5));
    expect(await spoken(play)).toEqual([]);
    await screenshot(play, 'voice-clip-play-step-1-390');

    // The next step has no clip: with audio instructions on it is read at once, slowly, sentence by sentence.
    await play.getByRole('button', { name: 'Yes, I remember!', exact: true }).tap();
    await play.getByText('Question 2 of 2', { exact: true }).waitFor();
    const step2 = ['The bakery.', 'Fresh bread on Saturdays.', 'Do you remember this place?'].map((text) => ({
      text,
      lang,
      rate: 0.9,
    }));
    await expectEventually(async () => expect(await spoken(play)).toEqual(step2));
    await forgetSpoken(play);
    await play.getByRole('button', { name: 'Hear Again', exact: true }).tap();
    await expectEventually(async () => expect(await spoken(play)).toEqual(step2));

    // Need Help? reads its words too.
    await forgetSpoken(play);
    await play.getByRole('button', { name: 'Need Help?', exact: true }).tap();
    await play.getByRole('dialog', { name: HELP_TEXT }).waitFor();
    await expectEventually(async () =>
      expect(await spoken(play)).toEqual([
        { text: 'Take your time!', lang, rate: 0.9 },
        { text: 'Click on the answer that feels right to you.', lang, rate: 0.9 },
      ]),
    );
    await scan(play);
  });

  // Without audio instructions, nothing read before Hear Again, which reads the prompt's sentences; the
  // first tap unlocking the audio element; with them, a first tap on an answer reading the next step,
  // never the one left; a photo question's choices read as a list: web/src/play/hear-again.unit.spec.tsx
  // and first-tap.unit.spec.tsx.

  it('a chosen audio file becomes the clip; one too long, silent or unreadable is refused with a reason; a clip can be removed', async () => {
    const page = await caregiverPage();
    const { voice } = await seasideForm(page, `Files ${tag}`);

    await chooseFile(page, voice, 'too-long.wav', wav({ seconds: 25, sampleRate: 8_000, channels: 1 }));
    await voice.getByRole('alert').filter({ hasText: TOO_LONG }).waitFor();
    await chooseFile(page, voice, 'silence.wav', wav({ seconds: 2, frequency: 0 }));
    await voice.getByRole('alert').filter({ hasText: SILENT }).waitFor();
    await chooseFile(page, voice, 'notes.mp3', Buffer.from('these are my notes, not a recording'));
    await voice.getByRole('alert').filter({ hasText: UNREADABLE }).waitFor();
    await shootAndScan(page, 'voice-clip-unreadable');
    expect(await voice.locator('audio').count()).toBe(0);

    // A 3-second stereo WAV at 44.1 kHz: kept as a 3-second mono MP3.
    await chooseFile(page, voice, 'hello.wav', wav({ seconds: 3 }));
    const clipId = await clipIdOf(voice, 1);
    expect(await voice.getByRole('alert').count()).toBe(0);
    const [row] = await queryDb<{ duration_ms: number }>(
      world.system.databaseUrl,
      'SELECT duration_ms FROM games.voice_clips WHERE id = $1',
      [clipId],
    );
    expect(Math.abs(row!.duration_ms - 3_000)).toBeLessThan(150);

    // Another file replaces it; Remove takes it away (the focus then: VoiceClipField.unit.spec.tsx).
    await chooseFile(page, voice, 'again.wav', wav({ seconds: 1.5, frequency: 660 }), 'Choose another file');
    await expectEventually(async () => expect(await clipIdOf(voice, 1)).not.toBe(clipId));
    await voice.getByRole('button', { name: 'Remove voice clip', exact: true }).click();
    expect(await voice.locator('audio').count()).toBe(0);
  });

  it('a clip kept in one care team is flagged when the activity goes to a loved one of another', async () => {
    // Vera is also a Co-Caregiver of Ben's team, which has a loved one of its own.
    const ben = new ApiClient(world.system.url);
    await ben.signIn('Ben Other', `ben.${tag}@example.com`);
    const benTeam = (await ben.json<{ id: string }[]>('GET', '/api/care-teams')).body[0]!.id;
    await addLovedOne(ben, aLovedOne({ firstName: 'Otto', lastName: 'Elsewhere', careTeamId: benTeam }));
    const invite = await ben.json<{ id: string }>('POST', '/api/invite', {
      email: world.caregiver.email,
      role: 'OWNER',
      careTeamId: benTeam,
    });
    const joinToken = await invitationToken(world.system.databaseUrl, invite.body.id);
    expect((await world.api.json('POST', '/api/invitations/accept', { token: joinToken })).status).toBe(200);

    const page = await caregiverPage();
    const { main, voice } = await seasideForm(page, `Two teams ${tag}`);
    await chooseFile(page, voice, 'hello.wav', wav({ seconds: 1 }));
    await clipIdOf(voice, 1);
    await main.getByLabel('For Loved One', { exact: true }).selectOption({ label: 'Otto Elsewhere' });
    await main.getByRole('button', { name: 'Create Activity', exact: true }).click();
    await voice.getByRole('alert').filter({ hasText: OTHER_TEAM }).waitFor();
    // The first problem has the focus: the voice field's button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Record again');
    await shootAndScan(page, 'voice-clip-other-team');
    // Recorded again in the new loved one's team, the activity is created.
    const first = await clipIdOf(voice, 1);
    await chooseFile(page, voice, 'again.wav', wav({ seconds: 1 }), 'Choose another file');
    await expectEventually(async () => expect(await clipIdOf(voice, 1)).not.toBe(first));
    await main.getByRole('button', { name: 'Create Activity', exact: true }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
  });

  // Each refusal's mapping, and no recording started: web/src/routes/games/VoiceClipField.unit.spec.tsx.
  it('a microphone refused, missing or failing says what to do instead', async () => {
    // Chromium with a microphone whose permission is refused (no prompt to accept it).
    const refusing = await launchBrowser(['--use-fake-device-for-media-stream']);
    // Chromium on this machine, which has no microphone.
    const noMicrophone = await launchBrowser();
    try {
      for (const [on, message, name] of [
        [refusing, DENIED, 'denied'],
        [noMicrophone, NO_MICROPHONE, 'none'],
      ] as const) {
        const page = await caregiverPage(on);
        const { voice } = await seasideForm(page, `Microphone ${name}`);
        await voice.getByRole('button', { name: 'Record voice', exact: true }).click();
        await voice.getByRole('alert').filter({ hasText: message }).waitFor();
        if (name === 'denied') await shootAndScan(page, 'voice-clip-microphone-denied');
      }
    } finally {
      await Promise.all([refusing.close(), noMicrophone.close()]);
    }

    // A browser whose recorder fails to start (cannot happen here for real: it is made to fail).
    const page = await caregiverPage();
    await page.addInitScript(() => {
      class BrokenRecorder {
        static isTypeSupported = () => true;
        constructor() {
          throw new DOMException('no encoder', 'NotSupportedError');
        }
      }
      (window as unknown as { MediaRecorder: unknown }).MediaRecorder = BrokenRecorder;
    });
    const { voice } = await seasideForm(page, 'Recorder failing');
    await voice.getByRole('button', { name: 'Record voice', exact: true }).click();
    await voice.getByRole('alert').filter({ hasText: RECORDING_FAILED }).waitFor();
  });

  it('a song for the memory box: a chosen MP3 and a recorded clip of up to a minute, each heard on the tab; a longer one refused', async () => {
    const page = await caregiverPage();
    await page.goto(`${world.system.url}${profilePath(world.lovedOne.id, 'memory-box')}`);
    const songs = page.getByRole('region', { name: 'Songs', exact: true });
    await expand(songs.getByRole('button', { name: 'Add a song', exact: true }));
    const clip = songs.getByRole('group', { name: "The song's clip (optional)", exact: true });
    const title = songs.getByLabel('Song title', { exact: true });
    const add = songs.getByRole('button', { name: 'Add the song', exact: true });
    const listed = (song: string) => songs.getByRole('listitem').filter({ hasText: song });
    // A song on the tab plays its clip: the player's source is the stored clip, and it plays.
    const plays = async (song: string) => {
      const audio = listed(song).getByLabel(song, { exact: true });
      const src = (await audio.getAttribute('src')) ?? '';
      expect(src).toMatch(CLIP_PATH);
      await audio.evaluate((el: HTMLAudioElement) => el.play());
      await expectEventually(async () => expect((await lastPlayed(page))!.playedSeconds).toBeGreaterThan(0.5));
      expect((await lastPlayed(page))!.src).toBe(`${world.system.url}${src}`);
      await audio.evaluate((el: HTMLAudioElement) => el.pause());
      return CLIP_PATH.exec(src)![1]!;
    };

    // Over a minute (MP3 frames of 62 seconds): refused at the clip's field, with the reason.
    await chooseFile(page, clip, 'medley.mp3', mp3Frames(62));
    await clip.getByRole('alert').filter({ hasText: 'Please keep the song to 60 seconds or less.' }).waitFor();
    expect(await clip.locator('audio').count()).toBe(0);

    // A clip recorded on the tab with the fake microphone (a beeping tone), the minute counted.
    await title.fill(`Que sera ${tag}`);
    await clip.getByRole('button', { name: 'Record voice', exact: true }).click();
    await clip.getByText('Recording: 2 of 60 seconds', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await clip.getByRole('status').textContent()).toBe(
      'Recording. Press Stop recording when you are done; it stops by itself after 60 seconds.',
    );
    await clip.getByRole('button', { name: 'Stop recording', exact: true }).click();
    await clip.getByLabel('Clip of the song you are adding', { exact: true }).waitFor();
    expect(await clip.getByRole('alert').count()).toBe(0);
    await shootAndScan(page, 'memory-box-song-recorded');
    await add.click();
    await listed(`Que sera ${tag}`).waitFor();
    expect(await clip.locator('audio').count()).toBe(0);
    const recordedId = await plays(`Que sera ${tag}`);

    // A chosen MP3 of about 45 seconds, longer than a step's voice may be: that recording's MP3 over and
    // over, as a phone's music file would be a real one.
    const durationOf = async (clipId: string) =>
      (
        await queryDb<{ duration_ms: number }>(
          world.system.databaseUrl,
          'SELECT duration_ms FROM games.voice_clips WHERE id = $1',
          [clipId],
        )
      )[0]!.duration_ms;
    const once = await durationOf(recordedId);
    const times = Math.ceil(45_000 / once);
    const mp3 = await (await page.request.get(`${world.system.url}/api/voice-clips/${recordedId}`)).body();
    await title.fill(`Moon River ${tag}`);
    await chooseFile(page, clip, 'moon-river.mp3', Buffer.concat(Array.from({ length: times }, () => mp3)));
    await clip.getByLabel('Clip of the song you are adding', { exact: true }).waitFor();
    expect(await clip.getByRole('status').textContent()).toBe('Voice clip saved.');
    await add.click();
    await listed(`Moon River ${tag}`).waitFor();
    const chosenId = await plays(`Moon River ${tag}`);
    expect(chosenId).not.toBe(recordedId);
    expect(Math.abs((await durationOf(chosenId)) - times * once)).toBeLessThan(1_000);
    expect(await durationOf(chosenId)).toBeGreaterThan(40_000);

    const box = await world.api.json<{ songs: { title: string; clipId: string | null }[] }>(
      'GET',
      `/api/seniors/${world.lovedOne.id}/memory-box`,
    );
    expect(box.body.songs.filter((song) => song.title.endsWith(tag)).map((song) => song.clipId)).toHaveLength(2);
    expect(box.body.songs.every((song) => song.clipId)).toBe(true);
  });
});
