import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/api';
import { addLovedOne, addMember, aLovedOne, aMember, refusedLovedOne, seededFor, useSystem } from '../support/fixtures';
import { seedActivities, TWO_WEEKS_PLAYED } from '../support/seed';
import { queryDb } from '../support/systems';

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

  it('adds a loved one with the spec defaults and a phone normalised to E.164', async () => {
    // Without its country code the number is refused, not guessed.
    const refused = aLovedOne({ firstName: 'Rose', lastName: 'Hill', phone: '(555) 010-2030' });
    expect(await refusedLovedOne(world.api, refused)).toEqual([
      { field: 'phone', message: 'Please enter the phone number with its country code, e.g. +1 555 123 4567' },
    ]);
    const ok = await world.api.json<{
      id: string;
      phone: string;
      prefsJSON: unknown;
      careTeamId: string;
      myRole: string;
    }>('POST', '/api/seniors', {
      firstName: 'Rose',
      lastName: 'Hill',
      phone: '+1 (555) 010-2030',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      phone: '+15550102030',
      careTeamId: teamId(),
      myRole: 'OWNER',
      prefsJSON: { accessibility: { largeText: true, audioInstructions: false, highContrast: true } },
    });
    const fixed = await world.api.json<{ phone: string | null }>('PATCH', `/api/seniors/${ok.body.id}`, {
      phone: '+44 20 7946 0958',
    });
    expect(fixed.body.phone).toBe('+442079460958');
    const removed = await world.api.json<{ phone: string | null; firstName: string }>(
      'PATCH',
      `/api/seniors/${ok.body.id}`,
      { phone: '' },
    );
    expect(removed.body).toMatchObject({ phone: null, firstName: 'Rose' });
  });

  it('refuses bad loved-one input with the field and the reason, and writes nothing', async () => {
    const count = async () =>
      Number((await queryDb<{ n: string }>(world.system.databaseUrl, 'SELECT count(*) n FROM care.seniors'))[0]!.n);
    const before = await count();
    const cases: [string, unknown, string][] = [
      ['empty names', { firstName: '', lastName: ' ' }, 'firstName'],
      ['a 3-digit phone', { firstName: 'A', lastName: 'B', phone: '123' }, 'phone'],
      ['10 KB names', { firstName: 'x'.repeat(10_240), lastName: 'B' }, 'firstName'],
      [
        'unknown accessibility keys',
        {
          firstName: 'A',
          lastName: 'B',
          prefsJSON: { accessibility: { largeText: true, audioInstructions: false, highContrast: true, fontSize: 40 } },
        },
        'prefsJSON.accessibility',
      ],
      ['an unknown field', { firstName: 'A', lastName: 'B', isAdmin: true }, 'body'],
      [
        'wrong types',
        {
          firstName: 7,
          lastName: 'B',
          prefsJSON: { accessibility: { largeText: 'yes', audioInstructions: false, highContrast: true } },
        },
        'firstName',
      ],
    ];
    for (const [label, body, field] of cases) {
      const res = await world.api.json<{ errors: { field: string; message: string }[] }>('POST', '/api/seniors', body);
      expect({ label, status: res.status }).toEqual({ label, status: 400 });
      expect({ label, fields: res.body.errors.map((e) => e.field) }).toEqual({
        label,
        fields: expect.arrayContaining([field]),
      });
    }
    expect(await count()).toBe(before);
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
        // Issue #14: the highlight also says the first tries in plain words.
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

  it('keeps check-ins private to the caregiver, newest first, with the spec bounds', async () => {
    expect((await world.api.json('POST', '/api/check-ins', { mood: 6 })).status).toBe(400);
    expect((await world.api.json('POST', '/api/check-ins', { mood: 2, freeText: 'x'.repeat(5000) })).status).toBe(400);
    expect((await world.api.json('POST', '/api/check-ins', { mood: 2 })).status).toBe(201);
    const mine = await world.api.json<{ mood: number }[]>('GET', '/api/check-ins');
    expect(mine.body.map((c) => c.mood).slice(0, 2)).toEqual([2, 4]);
    expect((await sibling.json<unknown[]>('GET', '/api/check-ins')).body).toEqual([]);
  });

  it('lets a Family Helper view but not add or change loved ones', async () => {
    const [senior] = (await world.api.json<Dashboard>('GET', '/api/dashboard')).body.seniors;
    expect((await sibling.json('GET', `/api/seniors/${senior!.id}`)).body).toMatchObject({
      id: senior!.id,
      myRole: 'SIBLING',
    });
    expect((await sibling.json('PATCH', `/api/seniors/${senior!.id}`, { firstName: 'Changed' })).status).toBe(403);
    expect((await sibling.json('POST', '/api/seniors', { firstName: 'X', lastName: 'Y' })).status).toBe(403);
    expect(
      (await sibling.json('POST', '/api/seniors', { firstName: 'X', lastName: 'Y', careTeamId: teamId() })).status,
    ).toBe(403);
  });

  it('answers 404 with the spec text for a profile that does not exist or is not yours', async () => {
    const res = await world.api.json<{ message: string }>('GET', `/api/seniors/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("This loved one's profile could not be found.");
  });
});
