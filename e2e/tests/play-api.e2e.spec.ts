import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { PlayResponse } from '@carewith/contracts';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { queryDb } from '../support/systems';
import { useSystem } from '../support/fixtures';

jest.setTimeout(120_000);

const steps = [
  { id: 'a', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma' },
  { id: 'b', question: 'And this?', options: ['Noah', 'Mia'], correctAnswer: 'Mia' },
  { id: 'c', question: 'Who plays piano?', options: ['Ava', 'Leo'], correctAnswer: 'Leo' },
  { id: 'd', question: 'Who loves cake?', options: ['Zoe', 'Max'], correctAnswer: 'Zoe' },
  { id: 'e', question: 'Who is the eldest?', options: ['Kai', 'Ivy'], correctAnswer: 'Kai' },
];

describe('activities and play (API, embedded profile)', () => {
  const world = useSystem({
    shared: true,
    caregiver: { name: 'Paula Player' },
    lovedOne: { firstName: 'Grace', lastName: 'Private', phone: '+15550001111' },
  });

  const newGame = async (body: Record<string, unknown> = {}) => {
    const res = await world.api.json<{ id: string; status: string }>('POST', '/api/games', {
      title: 'Grandchildren',
      templateId: 'grandkid-match',
      seniorId: world.lovedOne.id,
      configJSON: { title: 'Grandchildren', steps },
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const newLink = async (gameId: string) => {
    const res = await world.api.json<{ playUrl: string }>('POST', `/api/games/${gameId}/links`);
    expect(res.status).toBe(201);
    return { token: new URL(res.body.playUrl).pathname.split('/').pop()! };
  };
  const player = () => new ApiClient(world.system.url);
  const event = (api: ApiClient, token: string, body: unknown) =>
    api.json<{ ok: boolean; duplicate: boolean }>('POST', `/api/play/${token}/event`, body);
  const complete = (api: ApiClient, token: string, body: Record<string, unknown> = {}) =>
    api.json<{ accuracy: number; duplicate: boolean; message?: string }>('POST', `/api/play/${token}/complete`, {
      summary: { totalSteps: 5, correctAnswers: 5, totalTime: 1000, engagement: 'high' },
      rawData: [],
      computedScores: { accuracy: 1 },
      ...body,
    });

  it('lists the four templates', async () => {
    const res = await world.api.json<{ slug: string; title: string; category: string }[]>('GET', '/api/templates');
    expect(res.body.map((t) => [t.slug, t.title, t.category])).toEqual([
      ['grandkid-match', 'Family Photo Match', 'MATCHING'],
      ['places-flashcards', 'Familiar Places', 'MEMORY'],
      ['recipe-sequencing', 'Recipe Sequencing', 'SEQUENCING'],
      ['shopping-bingo', 'Shopping Memory', 'MEMORY'],
    ]);
  });

  it('refuses steps that do not fit the template or are inconsistent, with the field', async () => {
    const res = await world.api.json<{ errors: { field: string; message: string }[] }>('POST', '/api/games', {
      title: 'Bad',
      templateId: 'grandkid-match',
      configJSON: { title: 'Bad', steps: [{ id: 'x', question: 'Q?', options: ['A', 'B'], correctAnswer: 'C' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'configJSON.steps.0.correctAnswer', message: 'The correct answer must be one of the options' },
    ]);
    const missing = await world.api.json<{ errors: { field: string; message: string }[] }>('POST', '/api/games', {
      configJSON: { title: '' },
    });
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'templateId', message: 'Please select a template' },
      ]),
    );
  });

  // What games decides (the page's whole payload, each event once, the server's score, the answer key
  // kept back for every template, a second device, the device's timing, answers after a dropped
  // connection): services/games/src/play/play.service.int.spec.ts, over the bus. Here the routes.
  it('serves the play page over HTTP with the first name only, and records play and its end', async () => {
    const gameId = await newGame();
    const { token } = await newLink(gameId);
    // Token entropy, hashing, expiry, revocation and headers: security/play-links.e2e.spec.ts.
    const api = player();
    const res = await api.request('GET', `/api/play/${token}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PlayResponse;
    expect(body).toMatchObject({
      template: { slug: 'grandkid-match', title: 'Family Photo Match' },
      senior: { firstName: 'Grace', language: 'en' },
      progress: { answeredSteps: [], completed: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/Private|555000|correctAnswer/);
    const preview = await world.api.request('GET', `/api/games/${gameId}/preview`);
    expect([preview.status, await preview.text()]).toEqual([200, expect.not.stringMatching(/correctAnswer/)]);

    const start = { eventId: randomUUID(), type: 'START', payload: { timestamp: Date.now() } };
    expect(await event(api, token, start)).toEqual({ status: 200, body: { ok: true, duplicate: false } });
    for (const [step, answer] of ['Emma', 'Noah', 'Leo', 'Zoe', 'Ivy'].entries())
      await event(api, token, {
        eventId: randomUUID(),
        type: 'STEP',
        payload: { step, answer, timestamp: Date.now() },
      });
    const done = await complete(api, token, { eventId: randomUUID() });
    expect([done.status, done.body.accuracy]).toEqual([200, 0.6]);
    const again = await complete(api, token, { eventId: randomUUID() });
    expect([again.status, again.body.message]).toEqual([409, 'This activity is already complete.']);
    // The CSV is read from the projection, which follows the stored events moments later.
    await expectEventually(async () => {
      const csv = await (await world.api.request('GET', `/api/games/${gameId}/results.csv`)).text();
      expect(csv.split('\r\n')[0]).toBe('Step,Prompt,Answer,Correct,Answered at');
      expect(csv).toContain('2,And this?,Noah,no,');
      expect(csv).toContain('Accuracy (%),60');
    });
  });

  // Who may see a photo (its team, a link whose activity uses it): play.service.int.spec.ts.
  it('stores photos resized, and serves them to the team and to a play link that uses them', async () => {
    const png = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c96' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'grandkid.png');
    const upload = await world.api.request('POST', '/api/photos', { body: form });
    expect(upload.status).toBe(201);
    const photo = (await upload.json()) as { photoId: string; ref: string };
    const stored = await queryDb<{ width: number; height: number }>(
      world.system.databaseUrl,
      'SELECT width, height FROM games.photos WHERE id = $1',
      [photo.photoId],
    );
    expect(stored).toEqual([{ width: 1200, height: 800 }]);
    const withPhoto = await newGame({
      configJSON: { title: 'With photo', steps: [{ ...steps[0], photo: photo.ref }, steps[1]] },
    });
    const { token } = await newLink(withPhoto);
    const shown = await player().request('GET', `/api/play/${token}/photos/${photo.photoId}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/jpeg');
    const other = await newLink(await newGame());
    expect((await player().request('GET', `/api/play/${other.token}/photos/${photo.photoId}`)).status).toBe(404);
    expect((await world.api.request('GET', `/api/photos/${photo.photoId}`)).status).toBe(200);
    const notImage = new FormData();
    notImage.append('photo', new Blob([new Uint8Array(Buffer.from('hello'))], { type: 'image/png' }), 'x.png');
    const bad = await world.api.request('POST', '/api/photos', { body: notImage });
    expect(bad.status).toBe(400);
  });
});
