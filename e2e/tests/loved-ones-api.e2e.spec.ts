import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/api';
import { addLovedOne, addMember, aLovedOne, aMember, refusedLovedOne, seededFor, useSystem } from '../support/fixtures';
import { seedActivities, TWO_WEEKS_PLAYED } from '../support/seed';

jest.setTimeout(120_000);

type Dashboard = {
  seniors: { id: string; firstName: string }[];
  recentGameInstances: { id: string; status: string }[];
  careTeams: { id: string; name: string; role: string }[];
  recentCheckIn: { mood: number; aiReflection: string | null } | null;
  stats: Record<string, number | null>;
  highlights: { kind: string; title: string; detail: string; seniorId: string | null }[];
};

describe('loved ones, dashboard and check-ins (API)', () => {
  const world = useSystem({ shared: true, caregiver: { name: 'Nora Owner' } });
  const teamId = () => world.caregiver.teamId!;
  let sibling: ApiClient;

  beforeAll(async () => {
    // Signing in to accept an invitation joins that team only: no team of their own.
    sibling = (await addMember(world.system, world.caregiver, aMember({ name: 'Sid Sibling' }))).api;
  });

  it('shows honest empty figures before there is any data', async () => {
    const { status, body } = await world.api.json<Dashboard>('GET', '/api/dashboard');
    expect(status).toBe(200);
    expect(body.seniors).toEqual([]);
    expect(body.recentGameInstances).toEqual([]);
    expect(body.careTeams).toEqual([{ id: teamId(), name: "Nora's Care Team", role: 'OWNER' }]);
    expect(body.recentCheckIn).toBeNull();
    expect(body.stats).toEqual({
      activitiesThisWeek: 0,
      activitiesLastWeek: 0,
      engagementRate: null,
      sentLast30Days: 0,
      completedLast30Days: 0,
      averageMinutes: null,
      latestMood: null,
    });
    expect(body.highlights).toEqual([]);
  });

  // The rules behind these routes (the spec's defaults, E.164, every refused input, who may add or
  // change a loved one) are care's, checked on the real bus: seniors/loved-ones.int.spec.ts and
  // teams/access.int.spec.ts; here, each route's answer as the gateway gives it.
  it('adds a loved one (201, the phone in E.164), answers a refusal with the field and its message, and edits it (200)', async () => {
    const refused = aLovedOne({ firstName: 'Rose', lastName: 'Hill', phone: '(555) 010-2030' });
    expect(await refusedLovedOne(world.api, refused)).toEqual([
      { field: 'phone', message: 'Please enter the phone number with its country code, e.g. +1 555 123 4567' },
    ]);
    const ok = await world.api.json<{ id: string; phone: string }>('POST', '/api/seniors', {
      firstName: 'Rose',
      lastName: 'Hill',
      phone: '+1 (555) 010-2030',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.phone).toBe('+15550102030');
    const fixed = await world.api.json<{ phone: string | null }>('PATCH', `/api/seniors/${ok.body.id}`, {
      phone: '+44 20 7946 0958',
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.phone).toBe('+442079460958');
  });

  it('computes every dashboard figure from seeded results, and the sibling sees the same', async () => {
    const senior = await addLovedOne(world.api, aLovedOne({ firstName: 'Walter', lastName: 'Stats' }));
    await seedActivities(world.system.databaseUrl, seededFor(world.caregiver, senior), [
      ...TWO_WEEKS_PLAYED,
      { sentDaysAgo: 3 },
      { sentDaysAgo: null },
    ]);
    expect((await world.api.json('POST', '/api/check-ins', { mood: 4, freeText: 'A calmer week.' })).status).toBe(201);

    const { body } = await world.api.json<Dashboard>('GET', '/api/dashboard');
    expect(body.stats).toEqual({
      activitiesThisWeek: 2,
      activitiesLastWeek: 1,
      engagementRate: 0.75,
      sentLast30Days: 4,
      completedLast30Days: 3,
      averageMinutes: 12,
      latestMood: 4,
    });
    expect(body.recentGameInstances).toHaveLength(5);
    expect(body.highlights).toEqual([
      expect.objectContaining({
        kind: 'best-score',
        title: 'Best score this month: 100%',
        detail: 'on Family Photo Match',
      }),
      expect.objectContaining({ kind: 'streak', title: '2-day streak' }),
      expect.objectContaining({
        kind: 'completed',
        title: 'Completed Family Photo Match',
        // The highlight also says the first tries in plain words.
        detail: '100% correct in 8 min; all 4 on the first try',
      }),
    ]);
    // The reflection may already have been written by the insights service.
    expect(body.recentCheckIn).toMatchObject({ mood: 4, createdAt: expect.any(String) });

    const asSibling = await sibling.json<Dashboard>('GET', '/api/dashboard');
    expect(asSibling.body.seniors.map((s) => s.id)).toEqual(body.seniors.map((s) => s.id));
    expect({ ...asSibling.body.stats, latestMood: null }).toEqual({ ...body.stats, latestMood: null });
    expect(asSibling.body.careTeams).toEqual([{ id: teamId(), name: "Nora's Care Team", role: 'SIBLING' }]);
    // Check-ins are the caregiver's own.
    expect(asSibling.body.recentCheckIn).toBeNull();

    const results = await sibling.json<
      { title: string; computedScoresJSON: { accuracy: number }; summaryJSON: { totalTime: number } }[]
    >('GET', `/api/seniors/${senior.id}/results`);
    expect(results.body.map((r) => [r.title, r.computedScoresJSON.accuracy])).toEqual([
      ['Family Photo Match', 1],
      ['Sunday Roast', 0.5],
      ['Family Photo Match', 0.25],
    ]);
    const overview = await world.api.json('GET', `/api/seniors/${senior.id}/overview`);
    expect(overview.body).toEqual({
      activitiesCompleted: 3,
      averageAccuracy: 0.5833333333333334,
      averageMinutes: 12,
      lastCompletedAt: expect.any(String),
    });

    const csv = await world.api.request('GET', `/api/seniors/${senior.id}/results.csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="walter-stats-results.csv"');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Completed,Activity,Template,Accuracy (%),Correct answers,Total steps,Duration (minutes)');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/,Sunday Roast,recipe-sequencing,50,2,4,12$/);
  });

  // The bounds, the order and the privacy of check-ins are care's: check-ins/check-ins.int.spec.ts.
  it("answers a check-in out of bounds with the field and its message, and lists the caregiver's own", async () => {
    const bad = await world.api.json<{ errors: { field: string; message: string }[] }>('POST', '/api/check-ins', {
      mood: 6,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'mood', message: 'Please choose how you are feeling' }]);
    const mine = await world.api.json<{ mood: number }[]>('GET', '/api/check-ins');
    expect(mine.status).toBe(200);
    expect(mine.body.map((c) => c.mood)).toEqual([4]);
  });

  it('answers 404 with the spec text for a profile that does not exist or is not yours', async () => {
    const res = await world.api.json<{ message: string }>('GET', `/api/seniors/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("This loved one's profile could not be found.");
  });
});
