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

  beforeAll(async () => {
    // Many low scores follow for Grace: her levels are kept at the default, so every new activity
    // plays the same steps however the earlier ones went (difficulty has its own tests).
    for (const t of ['grandkid-match', 'places-flashcards', 'recipe-sequencing', 'shopping-bingo'])
      expect(
        (await world.api.json('PUT', `/api/seniors/${world.lovedOne.id}/difficulty/${t}`, { pinnedLevel: 3 })).status,
      ).toBe(200);
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
    const res = await world.api.json<{ playUrl: string; link: { id: string } }>('POST', `/api/games/${gameId}/links`);
    expect(res.status).toBe(201);
    return {
      token: new URL(res.body.playUrl).pathname.split('/').pop()!,
      linkId: res.body.link.id,
      playUrl: res.body.playUrl,
    };
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
  const detail = (gameId: string) =>
    world.api.json<{
      gameInstance: { status: string };
      result: { computedScoresJSON: { accuracy: number }; summaryJSON: { correctAnswers: number } } | null;
    }>('GET', `/api/games/${gameId}`);

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

  it('serves the play page only what it needs, and records the first opening', async () => {
    const gameId = await newGame();
    const { token, linkId } = await newLink(gameId);
    // Token entropy, hashing, expiry, revocation and headers: security/play-links.e2e.spec.ts.
    const unopened = await queryDb<{ first_opened_at: Date | null }>(
      world.system.databaseUrl,
      'SELECT first_opened_at FROM games.magic_links WHERE id = $1',
      [linkId],
    );
    expect(unopened[0]!.first_opened_at).toBeNull();
    const res = await player().request('GET', `/api/play/${token}`);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      template: { slug: 'grandkid-match', title: 'Family Photo Match' },
      gameInstance: {
        configJSON: {
          title: 'Grandchildren',
          // Gentle mode (on for new activities) gives each step its cues, the right name among them,
          // since errorless play must be able to show it; the answer key itself stays on the server.
          steps: steps.map(({ correctAnswer, ...shown }) => ({
            ...shown,
            cues: {
              hint: `Take your time. ${shown.question} It is someone from your family.`,
              firstLetter: correctAnswer[0],
              // Every step here has two names: both stay for cue 2.
              pair: shown.options,
              answer: correctAnswer,
            },
          })),
          accessibility: { largeText: true, audioInstructions: false, highContrast: true },
          gentle: true,
          // The loved one's language, stamped on the activity when it was made.
          language: 'en',
          cueDelays: { firstMs: 8000, nextMs: 5000 },
          // The loved one's level for the template when the activity was made.
          level: 3,
        },
      },
      senior: { firstName: 'Grace', language: 'en' },
      progress: { answeredSteps: [], completed: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/Private|555000/);
    // Without gentle mode nothing on the page tells the right answer.
    const classic = await newLink(await newGame({ configJSON: { title: 'Grandchildren', steps, gentle: false } }));
    const plain = (await (await player().request('GET', `/api/play/${classic.token}`)).json()) as PlayResponse;
    expect(plain.gameInstance.configJSON.steps).toEqual(steps.map(({ correctAnswer: _key, ...shown }) => shown));
    expect(plain.gameInstance.configJSON).not.toHaveProperty('cueDelays');
    const opened = await queryDb<{ first_opened_at: Date | null }>(
      world.system.databaseUrl,
      'SELECT first_opened_at FROM games.magic_links WHERE id = $1',
      [linkId],
    );
    expect(opened[0]!.first_opened_at).not.toBeNull();
  });

  it('records each event once, recomputes the score from the answers, and refuses a second completion', async () => {
    const gameId = await newGame();
    const { token } = await newLink(gameId);
    const api = player();
    expect(
      (await event(api, token, { eventId: randomUUID(), type: 'START', payload: { timestamp: Date.now() } })).status,
    ).toBe(200);
    await expectEventually(async () => expect((await detail(gameId)).body.gameInstance.status).toBe('ACTIVE'));
    const answers = ['Emma', 'Noah', 'Leo', 'Zoe', 'Ivy']; // 3 of 5 right
    const ids = answers.map(() => randomUUID());
    for (const [i, answer] of answers.entries()) {
      expect(
        (
          await event(api, token, {
            eventId: ids[i],
            type: 'STEP',
            payload: { step: i, answer, timestamp: Date.now() },
          })
        ).body,
      ).toEqual({ ok: true, duplicate: false });
    }
    // A retry after a lost response: same id, appended once.
    expect(
      (await event(api, token, { eventId: ids[1], type: 'STEP', payload: { step: 1, answer: 'Mia' } })).body,
    ).toEqual({ ok: true, duplicate: true });
    const completeId = randomUUID();
    // The page claims 100%; the server believes the answers.
    const done = await complete(api, token, { eventId: completeId, computedScores: { accuracy: 1 } });
    expect(done.body).toMatchObject({ ok: true, accuracy: 0.6 });
    expect((await complete(api, token, { eventId: completeId })).body).toMatchObject({ ok: true, duplicate: true });
    const again = await complete(api, token, { eventId: randomUUID() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This activity is already complete.');
    expect(
      (await event(api, token, { eventId: randomUUID(), type: 'STEP', payload: { step: 0, answer: 'Emma' } })).status,
    ).toBe(409);
    await expectEventually(async () => {
      const { body } = await detail(gameId);
      expect(body.gameInstance.status).toBe('CLOSED');
      expect(body.result?.computedScoresJSON.accuracy).toBe(0.6);
      expect(body.result?.summaryJSON.correctAnswers).toBe(3);
    });
    const rows = await queryDb<{ type: string; n: string }>(
      world.system.databaseUrl,
      'SELECT type, count(*) n FROM games.game_events WHERE game_instance_id = $1 GROUP BY type ORDER BY type',
      [gameId],
    );
    expect(rows).toEqual([
      { type: 'COMPLETE', n: '1' },
      { type: 'START', n: '1' },
      { type: 'STEP', n: '5' },
    ]);
    const results = await world.api.json<{ gameInstanceId: string; computedScoresJSON: { accuracy: number } }[]>(
      'GET',
      `/api/seniors/${world.lovedOne.id}/results`,
    );
    expect(results.body.find((r) => r.gameInstanceId === gameId)?.computedScoresJSON.accuracy).toBe(0.6);
    const csv = await (await world.api.request('GET', `/api/games/${gameId}/results.csv`)).text();
    expect(csv.split('\r\n')[0]).toBe('Step,Prompt,Answer,Correct,Answered at');
    expect(csv).toContain('2,And this?,Noah,no,');
    expect(csv).toContain('Accuracy (%),60');
  });

  it('never sends the answer key to the play page, for any template', async () => {
    const recipe = {
      id: 'tea',
      recipeName: 'Tea',
      description: 'Make tea',
      recipeSteps: ['Boil the water', 'Add the tea bag', 'Pour the water'],
      correctOrder: [0, 1, 2],
    };
    const authored = {
      'grandkid-match': steps,
      'places-flashcards': [{ id: 'p', name: 'The pier', description: 'Sunday walks' }],
      'recipe-sequencing': [recipe],
      'shopping-bingo': [
        { id: 's', title: 'Shop', instructions: 'Find them', targetItems: ['Milk'], availableItems: ['Milk', 'Tea'] },
      ],
    };
    for (const [templateId, authoredSteps] of Object.entries(authored)) {
      // Authored steps, and the template's samples (an activity with none).
      for (const configSteps of [authoredSteps, []]) {
        const gameId = await newGame({ templateId, configJSON: { title: 'Keys', steps: configSteps } });
        const { token } = await newLink(gameId);
        const text = await (await player().request('GET', `/api/play/${token}`)).text();
        expect(text).not.toMatch(/correctAnswer|correctOrder/);
        const preview = await (await world.api.request('GET', `/api/games/${gameId}/preview`)).text();
        expect(preview).not.toMatch(/correctAnswer|correctOrder/);
      }
    }
    // A recipe is shown shuffled; its answer is positions in the shown list, scored on the server.
    const gameId = await newGame({ templateId: 'recipe-sequencing', configJSON: { title: 'Tea', steps: [recipe] } });
    const { token } = await newLink(gameId);
    const shown = (
      await player().json<{ gameInstance: { configJSON: { steps: { recipeSteps: string[] }[] } } }>(
        'GET',
        `/api/play/${token}`,
      )
    ).body.gameInstance.configJSON.steps[0]!.recipeSteps;
    expect(shown).not.toEqual(recipe.recipeSteps);
    const inOrder = recipe.recipeSteps.map((text) => shown.indexOf(text));
    await event(player(), token, { eventId: randomUUID(), type: 'STEP', payload: { step: 0, answer: inOrder } });
    expect((await complete(player(), token, { eventId: randomUUID() })).body.accuracy).toBe(1);
  });

  it('tells a second device what is already answered, and that the activity is finished', async () => {
    const gameId = await newGame();
    const { token } = await newLink(gameId);
    const progress = async () =>
      (await player().json<{ progress: unknown }>('GET', `/api/play/${token}`)).body.progress;
    await event(player(), token, { eventId: randomUUID(), type: 'START', payload: { timestamp: Date.now() } });
    expect(await progress()).toEqual({ answeredSteps: [], completed: false });
    for (const step of [0, 1])
      await event(player(), token, { eventId: randomUUID(), type: 'STEP', payload: { step, answer: 'Emma' } });
    expect(await progress()).toEqual({ answeredSteps: [0, 1], completed: false });
    // The page's completion carries only the raw answers: no client summary or score.
    const done = await player().json<{ ok: boolean }>('POST', `/api/play/${token}/complete`, {
      eventId: randomUUID(),
      rawData: [{ step: 2, answer: 'Leo', timestamp: Date.now() }],
    });
    expect(done.status).toBe(200);
    expect(await progress()).toEqual({ answeredSteps: [0, 1, 2], completed: true });
  });

  it("times the play by the device's own moments, not by when the calls arrived", async () => {
    const gameId = await newGame();
    const { token } = await newLink(gameId);
    const api = player();
    // The device played for 3 s, long ago (its calls waited in its outbox): the server hears it all now.
    const t0 = Date.now() - 60_000;
    await event(api, token, { eventId: randomUUID(), type: 'START', payload: { timestamp: t0 } });
    await event(api, token, {
      eventId: randomUUID(),
      type: 'STEP',
      payload: { step: 0, answer: 'Emma', timestamp: t0 + 1000 },
    });
    const rawData = [
      { step: 0, answer: 'Emma', timestamp: t0 + 1000 },
      // Never reached the server before the completion: its own moment still counts.
      { step: 1, answer: 'Mia', timestamp: t0 + 3000 },
    ];
    expect((await complete(api, token, { eventId: randomUUID(), rawData })).status).toBe(200);
    await expectEventually(async () => {
      const res = await world.api.json<{ result: { summaryJSON: { totalTime: number } } | null }>(
        'GET',
        `/api/games/${gameId}`,
      );
      expect(res.body.result?.summaryJSON.totalTime).toBe(3000);
    });
  });

  it('keeps answers the page still held when the connection dropped', async () => {
    const gameId = await newGame();
    const { token } = await newLink(gameId);
    const api = player();
    await event(api, token, { eventId: randomUUID(), type: 'START', payload: {} });
    await event(api, token, { eventId: randomUUID(), type: 'STEP', payload: { step: 0, answer: 'Emma' } });
    const rawData = [
      { step: 0, answer: 'Liam', timestamp: 1 }, // already recorded as Emma: the recorded one stands
      { step: 1, answer: 'Mia', timestamp: 2 },
      { step: 2, answer: 'Leo', timestamp: 3 },
    ];
    const done = await complete(api, token, { eventId: randomUUID(), rawData });
    expect(done.body.accuracy).toBeCloseTo(0.6);
  });

  it('stores photos resized, shows them to the team and to a play link that uses them only', async () => {
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
    const outsider = new ApiClient(world.system.url);
    await outsider.signIn('Out Sider', `out.${randomUUID().slice(0, 6)}@example.com`);
    expect((await outsider.request('GET', `/api/photos/${photo.photoId}`)).status).toBe(404);
    const notImage = new FormData();
    notImage.append('photo', new Blob([new Uint8Array(Buffer.from('hello'))], { type: 'image/png' }), 'x.png');
    const bad = await world.api.request('POST', '/api/photos', { body: notImage });
    expect(bad.status).toBe(400);
  });
});
