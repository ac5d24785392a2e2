import { randomUUID } from 'node:crypto';
import { Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { expand, shootAndScan } from '../support/browser';
import {
  addActivity,
  addMember,
  anActivity,
  playLink,
  playThrough,
  profileSection,
  useSystem,
} from '../support/fixtures';
import { queryDb } from '../support/systems';

jest.setTimeout(300_000);

type Change = {
  from: number;
  to: number;
  reason: string;
  at: string;
  gameId: string | null;
  byName?: string | null;
  words: string;
};
type Level = { templateId: string; level: number; pinned: boolean; changes: Change[] };

// Three photo questions; the loved one's first (and only) answer to each is someone else.
const PHOTO_STEPS = [
  { id: 'a', question: 'Who is this?', options: ['Emma', 'Liam', 'Mia'], correctAnswer: 'Emma' },
  { id: 'b', question: 'And this?', options: ['Noah', 'Mia', 'Liam'], correctAnswer: 'Mia' },
  { id: 'c', question: 'Who bakes?', options: ['Sophie', 'Liam', 'Noah'], correctAnswer: 'Sophie' },
];
const WRONG = ['Liam', 'Noah', 'Noah'];

describe('difficulty that adapts (embedded, Chromium)', () => {
  const world = useSystem({ shared: true, browser: true, lovedOne: {} });

  const levels = async () => {
    const res = await world.api.json<{ seniorId: string; templates: Level[] }>(
      'GET',
      `/api/seniors/${world.lovedOne.id}/difficulty`,
    );
    expect(res.status).toBe(200);
    return Object.fromEntries(res.body.templates.map((t) => [t.templateId, t])) as Record<string, Level>;
  };
  const newGame = (templateId: string, title: string, steps?: unknown[]) =>
    addActivity<{ configJSON: { level?: number } }>(
      world.api,
      anActivity({ templateId, title, steps, seniorId: world.lovedOne.id }),
    );
  const playToken = async (gameId: string) => (await playLink(world.api, gameId)).token;
  // Plays a photo activity through the play API with a wrong first answer on every step.
  async function playHard(title: string) {
    const game = await newGame('grandkid-match', title, PHOTO_STEPS);
    const token = await playToken(game.id);
    expect((await playThrough(world.system, token, WRONG)).accuracy).toBe(0);
    // The difficulty stream records the session from the completion's fact, moments after it.
    await expectEventually(async () =>
      expect(
        await queryDb(
          world.system.databaseUrl,
          `SELECT 1 FROM games.events WHERE type = 'SessionRecorded' AND data->>'gameId' = $1`,
          [game.id],
        ),
      ).toHaveLength(1),
    );
    return game.id;
  }
  // The last changes and the controls open from one button: "Change levels" for a
  // Co-Caregiver, "How levels change" for everyone else.
  const openLevels = (page: Page, name = 'Change levels') =>
    expand(
      page.getByRole('region', { name: 'How hard the activities are' }).getByRole('button', { name, exact: true }),
    );
  const photoCard = (page: Page) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Family Photo Match' }) });

  it('starts every template at level 3, stamps new activities with it, and refuses bad input with field and reason', async () => {
    const start = await levels();
    expect(Object.keys(start).sort()).toEqual([
      'grandkid-match',
      'places-flashcards',
      'recipe-sequencing',
      'shopping-bingo',
    ]);
    for (const t of Object.values(start))
      expect({ level: t.level, pinned: t.pinned, changes: t.changes }).toEqual({
        level: 3,
        pinned: false,
        changes: [],
      });
    expect((await newGame('recipe-sequencing', 'Tea')).configJSON.level).toBe(3);
    // An activity for no loved one has no level.
    const loose = await world.api.json<{ configJSON: { level?: number } }>('POST', '/api/games', {
      title: 'Loose',
      templateId: 'places-flashcards',
      configJSON: { title: 'Loose' },
    });
    expect(loose.status).toBe(201);
    expect(loose.body.configJSON.level).toBeUndefined();

    const put = (path: string, json: unknown) => world.api.json<{ errors?: unknown[] }>('PUT', path, json);
    const bad = await put(`/api/seniors/${world.lovedOne.id}/difficulty/grandkid-match`, { pinnedLevel: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'pinnedLevel', message: 'Choose a level from 1 to 5, or null to let it adapt' },
    ]);
    expect((await put(`/api/seniors/${world.lovedOne.id}/difficulty/grandkid-match`, {})).status).toBe(400);
    const badTemplate = await put(`/api/seniors/${world.lovedOne.id}/difficulty/chess`, { pinnedLevel: 2 });
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.errors).toEqual([
      {
        field: 'templateId',
        message: 'Must be one of grandkid-match, places-flashcards, recipe-sequencing, shopping-bingo',
      },
    ]);
    expect((await world.api.get(`/api/seniors/${randomUUID()}/difficulty`)).status).toBe(404);
    expect((await put(`/api/seniors/${randomUUID()}/difficulty/grandkid-match`, { pinnedLevel: 2 })).status).toBe(404);
    // Nothing was written by the refusals.
    expect(await levels()).toEqual(start);
  });

  it('steps down after two hard activities in a row; the profile, the timeline and the next activity say so', async () => {
    const first = await playHard('Photos one');
    expect((await levels())['grandkid-match']!.level).toBe(3);
    const second = await playHard('Photos two');
    const photo = (await levels())['grandkid-match']!;
    expect(photo.level).toBe(2);
    expect(photo.changes).toEqual([
      {
        from: 3,
        to: 2,
        reason: 'hard-sessions',
        at: expect.any(String),
        gameId: second,
        // No one chose this change: the rule made it.
        byName: null,
        words: 'Made gentler after two hard activities in a row',
      },
    ]);
    // Other templates are untouched.
    expect((await levels())['places-flashcards']!.level).toBe(3);
    // A new photo activity starts at level 2, and plays its questions with level 2's settings.
    const next = await newGame('grandkid-match', 'Photos three', PHOTO_STEPS);
    expect(next.configJSON.level).toBe(2);

    const { page, section } = await profileSection(
      world,
      'How hard the activities are',
      'Each kind of activity adapts to how Margaret does: gentler after two hard activities in a row or one left unfinished, a little harder after three easy ones in a row. New activities start at the level shown.',
      'Change levels',
    );
    const card = photoCard(page);
    await card.getByText('Level 2 of 5', { exact: true }).waitFor();
    await card.getByText('Adapts by itself', { exact: true }).waitFor();
    await card.getByText('Made gentler after two hard activities in a row', { exact: true }).waitFor();
    const places = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Familiar Places' }) });
    await places.getByText('Level 3 of 5', { exact: true }).waitFor();
    await places.getByText('No changes yet.', { exact: true }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shootAndScan(page, 'difficulty-profile-stepped-down');

    // The second activity's timeline says what its session changed; the first one's does not.
    await page.goto(`${world.system.url}/games/${second}`);
    const timeline = page.getByRole('region', { name: 'Activity Timeline' });
    await timeline.getByText('Activity Completed', { exact: true }).waitFor();
    await timeline.getByText('Made gentler after two hard activities in a row', { exact: true }).waitFor();
    await shootAndScan(page, 'difficulty-timeline');
    await page.goto(`${world.system.url}/games/${first}`);
    await timeline.getByText('Activity Completed', { exact: true }).waitFor();
    expect(await timeline.getByText('Made gentler', { exact: false }).count()).toBe(0);
  });

  it('an activity started and not completed within 24 h makes it gentler, once', async () => {
    const game = await newGame('places-flashcards', 'Places left unfinished');
    const token = await playToken(game.id);
    const player = new ApiClient(world.system.url);
    expect(
      (await player.json('POST', `/api/play/${token}/event`, { eventId: randomUUID(), type: 'START', payload: {} }))
        .status,
    ).toBeLessThan(300);
    // The projector marks the start; then the start is moved 25 hours back.
    await expectEventually(
      async () => {
        const rows = await queryDb(
          world.system.databaseUrl,
          `UPDATE games.game_instances SET started_at = now() - interval '25 hours'
            WHERE id = $1 AND started_at IS NOT NULL RETURNING id`,
          [game.id],
        );
        expect(rows).toHaveLength(1);
      },
      { timeoutMs: 30_000 },
    );
    // Reading the level runs the sweep for this loved one.
    const places = (await levels())['places-flashcards']!;
    expect({ level: places.level, changes: places.changes.map((c) => [c.reason, c.gameId, c.words]) }).toEqual({
      level: 2,
      changes: [['abandoned', game.id, 'Made gentler after an unfinished activity']],
    });
    expect((await levels())['places-flashcards']!.level).toBe(2);

    const page = await world.page();
    await page.goto(`${world.system.url}/games/${game.id}`);
    await page
      .getByRole('region', { name: 'Activity Timeline' })
      .getByText('Made gentler after an unfinished activity', { exact: true })
      .waitFor();
  });

  it('a Co-Caregiver pins a level from the profile, new activities use it, and lets it adapt again', async () => {
    const page = await world.profile({ tab: 'plan' });
    const card = photoCard(page);
    await openLevels(page);
    // Choosing a level saves it: no form to submit.
    await card.getByLabel('Level for Family Photo Match').selectOption({ label: 'Level 4' });
    await card.getByText('Set to level 4 by Nora', { exact: true }).waitFor();
    await card.getByText('Level 4 of 5', { exact: true }).waitFor();
    await card.getByText('Kept at this level', { exact: true }).waitFor();
    await shootAndScan(page, 'difficulty-profile-pinned');
    const photo = (await levels())['grandkid-match']!;
    expect({ level: photo.level, pinned: photo.pinned }).toEqual({ level: 4, pinned: true });
    // Who kept it comes with the change, so the screens say it in the member's language.
    expect(photo.changes[0]).toMatchObject({ reason: 'pinned', to: 4, byName: 'Nora' });
    expect((await newGame('grandkid-match', 'Photos pinned', PHOTO_STEPS)).configJSON.level).toBe(4);
    // While pinned, hard sessions are recorded and change nothing.
    await playHard('Photos pinned one');
    await playHard('Photos pinned two');
    expect((await levels())['grandkid-match']!.level).toBe(4);

    await page.reload();
    await openLevels(page);
    await card.getByLabel('Level for Family Photo Match').selectOption({ label: 'Let it adapt' });
    await card.getByText('Adapting again', { exact: true }).waitFor();
    await card.getByText('Adapts by itself', { exact: true }).waitFor();
    expect((await levels())['grandkid-match']!.pinned).toBe(false);

    // A refused save says so next to the control.
    await page.route('**/api/seniors/*/difficulty/grandkid-match', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await card.getByLabel('Level for Family Photo Match').selectOption({ label: 'Level 1 (gentlest)' });
    await card.getByRole('alert').getByText("We couldn't save the level. Please try again.").waitFor();
    // The control shows the level that is still saved.
    expect(await card.getByLabel('Level for Family Photo Match').inputValue()).toBe('adapt');
    await shootAndScan(page, 'difficulty-save-failed');
  });

  it('a Family Helper sees the levels but no control; a failed load says so', async () => {
    const { api: helper } = await addMember(world.system, world.caregiver);
    expect(
      (await helper.json('PUT', `/api/seniors/${world.lovedOne.id}/difficulty/grandkid-match`, { pinnedLevel: 2 }))
        .status,
    ).toBe(403);

    const page = await world.profile({ as: helper, tab: 'plan' });
    const card = photoCard(page);
    await openLevels(page, 'How levels change');
    await card.getByText('Adapting again', { exact: true }).waitFor();
    // No control for a Family Helper: web/src/routes/seniors/DifficultySection.unit.spec.tsx.
    await shootAndScan(page, 'difficulty-profile-helper');

    await page.route('**/api/seniors/*/difficulty', (route) => route.fulfill({ status: 503, body: '' }));
    await page.reload();
    await page.getByText("We couldn't load the levels. Please refresh the page to try again.").waitFor();
  });
});
