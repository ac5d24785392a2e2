import { randomUUID } from 'node:crypto';
import { seedResults } from '../support/seed';
import { carrySession, closePage, expectNoAxeViolations, launchBrowser, newPage, PHONE } from '../support/browser';
import { queryDb } from '../support/systems';
import { useSystem } from '../support/fixtures';

jest.setTimeout(120_000);

// Past 500 results the figures, the list and the CSV stopped at the newest 500.
const COUNT = 1_050;
type Result = { id: string; completedAt: string };

describe('a loved one with a long history (API and profile, embedded profile)', () => {
  const world = useSystem({
    shared: true,
    caregiver: { name: 'Lena Long' },
    lovedOne: { firstName: 'Otto', lastName: 'Long' },
  });

  beforeAll(async () => {
    const { teamId, id } = world.caregiver;
    await seedResults(world.system.databaseUrl, {
      careTeamId: teamId!,
      seniorId: world.lovedOne.id,
      createdBy: id,
      count: COUNT,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;

  it('counts and averages every result in the overview, as PostgreSQL does', async () => {
    const [truth] = await queryDb<{ n: number; accuracy: number; ms: number; last: Date }>(
      world.system.databaseUrl,
      `SELECT count(*)::int AS n, avg((computed_scores_json->>'accuracy')::float8) AS accuracy,
              avg((summary_json->>'totalTime')::float8) AS ms, max(completed_at) AS last
         FROM games.results r JOIN games.game_instances g ON g.id = r.game_instance_id WHERE g.senior_id = $1`,
      [world.lovedOne.id],
    );
    const { body } = await world.api.json<Record<string, unknown>>('GET', `/api/seniors/${world.lovedOne.id}/overview`);
    expect(truth!.n).toBe(COUNT);
    expect(body).toEqual({
      activitiesCompleted: COUNT,
      averageAccuracy: expect.closeTo(truth!.accuracy, 12),
      averageMinutes: Math.round((truth!.ms / 60_000) * 10) / 10,
      lastCompletedAt: new Date(truth!.last).toISOString(),
    });
  });

  it('lists every result newest first, once each, and the CSV has a row for each', async () => {
    const { body } = await world.api.json<Result[]>('GET', `/api/seniors/${world.lovedOne.id}/results`);
    expect(body).toHaveLength(COUNT);
    expect(new Set(body.map((r) => r.id)).size).toBe(COUNT);
    const times = body.map((r) => Date.parse(r.completedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const csv = await world.api.request('GET', `/api/seniors/${world.lovedOne.id}/results.csv`);
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(COUNT + 1);
  });

  it('gives pages that follow the Link header through the same list, ties and microseconds included', async () => {
    const all = (await world.api.json<Result[]>('GET', `/api/seniors/${world.lovedOne.id}/results`)).body.map(
      (r) => r.id,
    );
    const paged: string[] = [];
    let next: string | null = `/api/seniors/${world.lovedOne.id}/results?limit=100`;
    let pages = 0;
    while (next) {
      const res = await world.api.request('GET', next);
      expect(res.status).toBe(200);
      paged.push(...((await res.json()) as Result[]).map((r) => r.id));
      next = res.headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
      pages++;
    }
    expect(pages).toBe(Math.ceil(COUNT / 100));
    expect(paged).toEqual(all);
    // The profile's first page is RESULTS_PAGE_SIZE long by default once paging is asked for.
    const first = await world.api.json<Result[]>(
      'GET',
      `/api/seniors/${world.lovedOne.id}/results?before=${encodeURIComponent('2999-01-01T00:00:00Z_' + randomUUID())}`,
    );
    expect(first.body.map((r) => r.id)).toEqual(all.slice(0, 20));
  });

  it('refuses a bad page request with the field and the reason', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['before=yesterday', 'before'],
      [`before=2025-02-31T00:00:00Z_${randomUUID()}`, 'before'],
    ] as const) {
      const res = await world.api.json<{ errors: { field: string; message: string }[] }>(
        'GET',
        `/api/seniors/${world.lovedOne.id}/results?${query}`,
      );
      expect({ query, status: res.status, fields: res.body.errors.map((e) => e.field) }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    }
  });

  it('shows Recent Activities a page at a time on a phone: the Overview counts every result and Show more adds the next page', async () => {
    browser = await launchBrowser();
    const page = await newPage(browser, PHONE);
    try {
      await carrySession(page.context(), world.api, world.system.url);
      await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}`);
      const main = page.getByRole('main');
      await main.getByText(String(COUNT), { exact: true }).first().waitFor();
      await main.getByRole('tab', { name: 'Recent Activities' }).click();
      const panel = main.getByRole('tabpanel', { name: 'Recent Activities' });
      // The completed activities' list (what Margaret knows follows it on the tab).
      const items = panel.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem');
      await items.first().waitFor();
      expect(await items.count()).toBe(20);
      await panel.getByRole('button', { name: 'Show more' }).click();
      await items.nth(39).waitFor();
      expect(await items.count()).toBe(40);
      await expectNoAxeViolations(page);
    } finally {
      await closePage(page);
    }
  });
});
