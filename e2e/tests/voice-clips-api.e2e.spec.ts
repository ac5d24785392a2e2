import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { ApiClient } from '../support/api';
import { clipForm, mp3Frames, wav } from '../support/audio';
import { playLink, useSystem } from '../support/fixtures';
import { countRows } from '../support/systems';

jest.setTimeout(120_000);

type Clip = { clipId: string; ref: string; url: string };

const NOT_A_CLIP = 'Please choose an MP3 voice clip.';
const TOO_LONG = 'Please keep the voice clip to 20 seconds or less.';
// A small limit for this system, so the size check is reached with short clips (64 KB: 16 s at 32 kbps).
const MAX_AUDIO_KB = 64;

// The voice clip routes: what is accepted (MP3 only, checked from the bytes, at most 20 s
// and MAX_AUDIO_KB), what is refused and why, with nothing written; byte ranges (iOS Safari plays audio
// only from a server that answers them); the step field; the play link's read.
describe('voice clips over HTTP (embedded profile)', () => {
  const world = useSystem({
    env: { MAX_AUDIO_KB: String(MAX_AUDIO_KB) },
    caregiver: { name: 'Ada Audio' },
    lovedOne: { firstName: 'Rose', lastName: 'Api' },
  });
  const clips = async () => countRows(world.system.databaseUrl, 'SELECT count(*) AS n FROM games.voice_clips');
  const upload = async (form: FormData) => {
    const res = await world.api.request('POST', '/api/voice-clips', { body: form });
    return { status: res.status, body: (await res.json()) as Clip & { message?: string; errors?: unknown } };
  };
  const game = (steps: unknown[]) =>
    world.api.json<{ id: string; errors?: unknown }>('POST', '/api/games', {
      title: 'Voices',
      templateId: 'shopping-bingo',
      seniorId: world.lovedOne.id,
      configJSON: { title: 'Voices', steps },
    });
  const shopping = (voice?: string) => ({
    id: randomUUID().slice(0, 8),
    title: 'Market',
    instructions: 'Find the milk.',
    targetItems: ['Milk'],
    availableItems: ['Milk', 'Eggs'],
    ...(voice ? { voice } : {}),
  });

  it('refuses anything but an MP3 of at most 20 seconds and MAX_AUDIO_KB, with the field and the reason, writing nothing', async () => {
    const form = new FormData();
    form.append('careTeamId', randomUUID());
    const refusals = [
      ['no file', form],
      ['a WAV', clipForm(wav({ seconds: 1, sampleRate: 8_000, channels: 1 }), 'voice.wav')],
      ['text named .mp3', clipForm(Buffer.from('not audio at all, only words'), 'voice.mp3')],
      ['one MP3 frame', clipForm(mp3Frames(0.03))],
    ] as const;
    for (const [name, body] of refusals) {
      const res = await upload(body);
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 400,
        body: { code: 'VALIDATION', message: NOT_A_CLIP, errors: [{ field: 'clip', message: NOT_A_CLIP }] },
      });
    }
    // At 32 kbps, 15.5 seconds (62 KB) fit in 64 KB; 18 seconds (72 KB) do not.
    expect((await upload(clipForm(mp3Frames(15.5)))).status).toBe(201);
    const tooBig = await upload(clipForm(mp3Frames(18)));
    expect(tooBig).toEqual({
      status: 413,
      body: {
        code: 'PAYLOAD_TOO_LARGE',
        message: `Please choose a voice clip smaller than ${MAX_AUDIO_KB} KB.`,
        errors: [{ field: 'clip', message: `Please choose a voice clip smaller than ${MAX_AUDIO_KB} KB.` }],
      },
    });
    const before = await clips();
    for (const body of refusals.map(([, b]) => b)) await upload(body);
    expect(await clips()).toBe(before);
  });

  it('accepts a clip of 20 seconds and refuses one of 21, by its frames, whatever its size', async () => {
    // MPEG-2 Layer III at 8 kbps, 22.05 kHz (26-byte frames): 21 seconds in about 21 KB.
    const frames = (seconds: number) => {
      const count = Math.round(seconds / (576 / 22_050));
      const out = Buffer.alloc(count * 26);
      for (let i = 0; i < count; i++) out.set([0xff, 0xf3, 0x10, 0xc0], i * 26);
      return out;
    };
    expect((await upload(clipForm(frames(20)))).status).toBe(201);
    const long = await upload(clipForm(frames(21)));
    expect(long).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: TOO_LONG, errors: [{ field: 'clip', message: TOO_LONG }] },
    });
  });

  it('serves a clip whole, or by byte range as Safari asks for it', async () => {
    const bytes = mp3Frames(2, { noise: true });
    const saved = await upload(clipForm(bytes));
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      clipId: expect.any(String),
      ref: `voice:${saved.body.clipId}`,
      url: `/api/voice-clips/${saved.body.clipId}`,
    });
    const get = (range?: string) =>
      world.api.request('GET', saved.body.url, range ? { headers: { range } } : {}).then(async (res) => ({
        status: res.status,
        type: res.headers.get('content-type'),
        ranges: res.headers.get('accept-ranges'),
        contentRange: res.headers.get('content-range'),
        body: Buffer.from(await res.arrayBuffer()),
      }));
    const whole = await get();
    expect(whole).toMatchObject({ status: 200, type: 'audio/mpeg', ranges: 'bytes', contentRange: null });
    expect(whole.body.equals(bytes)).toBe(true);
    const probe = await get('bytes=0-1');
    expect(probe).toMatchObject({ status: 206, contentRange: `bytes 0-1/${bytes.length}` });
    expect(probe.body.equals(bytes.subarray(0, 2))).toBe(true);
    const rest = await get('bytes=100-');
    expect(rest).toMatchObject({ status: 206, contentRange: `bytes 100-${bytes.length - 1}/${bytes.length}` });
    expect(rest.body.equals(bytes.subarray(100))).toBe(true);
    const tail = await get('bytes=-10');
    expect(tail.body.equals(bytes.subarray(-10))).toBe(true);
    expect(await get(`bytes=${bytes.length + 5}-`)).toMatchObject({
      status: 416,
      contentRange: `bytes */${bytes.length}`,
    });
    // Several ranges, or a header that is not one: the whole clip.
    for (const range of ['bytes=0-1,50-60', 'bytes=abc', 'pages=1-2']) {
      const res = await get(range);
      expect({ range, status: res.status, length: res.body.length }).toEqual({
        range,
        status: 200,
        length: bytes.length,
      });
    }
  });

  it('takes a clip on any kind of step, checks its reference, and lets only the link of an activity that uses it hear it', async () => {
    const saved = await upload(clipForm(mp3Frames(2)));
    const bad = await game([shopping('voice:not-a-clip')]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'configJSON.steps.0.voice', message: 'Please record the voice clip again' },
    ]);
    const using = await game([shopping(saved.body.ref), shopping()]);
    const notUsing = await game([shopping()]);
    expect([using.status, notUsing.status]).toEqual([201, 201]);
    const token = async (gameId: string) => (await playLink(world.api, gameId)).token;
    const [usingToken, notUsingToken] = [await token(using.body.id), await token(notUsing.body.id)];
    const player = new ApiClient(world.system.url);
    const payload = await player.json<{ gameInstance: { configJSON: { steps: { voice?: string }[] } } }>(
      'GET',
      `/api/play/${usingToken}`,
    );
    expect(payload.body.gameInstance.configJSON.steps.map((s) => s.voice)).toEqual([saved.body.ref, undefined]);
    const heard = await player.request('GET', `/api/play/${usingToken}/voice-clips/${saved.body.clipId}`, {
      headers: { range: 'bytes=0-1' },
    });
    expect({
      status: heard.status,
      type: heard.headers.get('content-type'),
      referrer: heard.headers.get('referrer-policy'),
    }).toEqual({ status: 206, type: 'audio/mpeg', referrer: 'no-referrer' });
    expect((await player.request('GET', `/api/play/${notUsingToken}/voice-clips/${saved.body.clipId}`)).status).toBe(
      404,
    );
    expect((await player.request('GET', `/api/play/${usingToken}/voice-clips/${randomUUID()}`)).status).toBe(404);
    expect((await player.request('GET', `/api/voice-clips/${saved.body.clipId}`)).status).toBe(401);
  });

  it('refuses to start with a MAX_AUDIO_KB a bus message cannot carry, naming it', () => {
    const result = spawnSync(process.execPath, ['services/gateway/dist/main.js'], {
      cwd: resolve(__dirname, '..', '..'),
      env: { ...process.env, MAX_AUDIO_KB: '5000', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(/MAX_AUDIO_KB/);
  });
});
