import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { queryDb } from '../support/systems';
import { addActivity, anActivity, aPersonStep, uniqueEmail, useSystem } from '../support/fixtures';
import { seedPlayedSession } from '../support/seed';

jest.setTimeout(300_000);

type Review = {
  due: { key: string; label: string; kind: string; dueAt: string }[];
  next: {
    title: string;
    templateId: string;
    level: number;
    steps: { key: string; label: string; kind: string; dueAt: string | null }[];
  } | null;
};

const DAY = 86_400_000;
const dayStart = (t: number) => Math.floor(t / DAY) * DAY;

// Spaced review (read only): answers from past days make items due; the endpoint lists
// them, most overdue first, and the Review activity that would be built now.
describe('GET /api/seniors/:id/review (embedded)', () => {
  const world = useSystem({ shared: true, caregiver: { name: 'Nora Review' }, lovedOne: {} });

  const STEPS = [aPersonStep('l', 'Liam'), aPersonStep('e', 'Emma'), aPersonStep('n', 'Noah'), aPersonStep('a', 'Ava')];

  const createGame = async (seniorId: string, title: string) =>
    (await addActivity(world.api, anActivity({ title, steps: STEPS, seniorId }))).id;

  // A finished session at `at`, written into the event store as the play endpoints would have
  // written it then; answers by step index.
  async function session(title: string, at: number, answers: Record<number, string>) {
    const id = await createGame(world.lovedOne.id, title);
    await seedPlayedSession(world.system.databaseUrl, id, {
      at,
      steps: Object.entries(answers).map(([step, answer]) => ({ step: Number(step), answer })),
      totalSteps: 4,
      totalTime: 60_000,
    });
  }

  const review = async (seniorId = world.lovedOne.id) => {
    const res = await world.api.json<Review>('GET', `/api/seniors/${seniorId}/review`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('has nothing due and no activity before anything is played', async () => {
    await createGame(world.lovedOne.id, 'Photos 0');
    expect(await review()).toEqual({ due: [], next: null });
  });

  it('lists the missed items most overdue first, and the Review activity a slot would send now', async () => {
    const now = Date.now();
    // Given Liam missed two days ago, Emma missed yesterday, Noah right at once an hour ago; Ava never asked.
    await session('Photos 1', now - 2 * DAY, { 0: 'Someone else' });
    await session('Photos 2', now - DAY, { 1: 'Someone else' });
    // (today in UTC, whatever the hour the test runs)
    await session('Photos 3', Math.max(dayStart(now), now - 3_600_000), { 2: 'Noah' });
    const liam = {
      key: 'person:liam|',
      label: 'Liam',
      kind: 'person',
      // each answer is 10 s after its session's start
      dueAt: new Date(dayStart(now - 2 * DAY + 10_000) + DAY).toISOString(),
    };
    const emma = {
      key: 'person:emma|',
      label: 'Emma',
      kind: 'person',
      dueAt: new Date(dayStart(now - DAY + 10_000) + DAY).toISOString(),
    };
    // Then Noah is due tomorrow, not now; the activity has the two due items and one new (a third).
    // Its level is 2: the three sessions were hard (one answer of four each), and the difficulty record
    // follows every completion stored, these seeded ones too, as it would have followed their play.
    const expected = {
      due: [liam, emma],
      next: {
        title: 'Review: Family Photo Match',
        templateId: 'grandkid-match',
        level: 2,
        steps: [liam, emma, { key: 'person:ava|', label: 'Ava', kind: 'person', dueAt: null }],
      },
    };
    // (once the projection has applied all three sessions)
    await expectEventually(async () => expect(await review()).toEqual(expected), { timeoutMs: 30_000 });
    // And nothing was made or sent: still the four activities.
    const [made] = await queryDb<{ n: number }>(
      world.system.databaseUrl,
      'SELECT count(*)::int AS n FROM games.game_instances WHERE senior_id = $1',
      [world.lovedOne.id],
    );
    expect(made?.n).toBe(4);
  });

  it('refuses a malformed loved one id with a 400 naming it, and hides another family', async () => {
    const bad = await world.api.request('GET', '/api/seniors/not-a-uuid/review');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/uuid|id/i);
    const stranger = new ApiClient(world.system.url);
    await stranger.signIn('Sam Stranger', uniqueEmail('sam.review'));
    expect((await stranger.request('GET', `/api/seniors/${world.lovedOne.id}/review`)).status).toBe(404);
  });
});
