import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { aCaregiver, addMember, aMember, seededFor, signUp, useSystem, World } from '../support/fixtures';
import { seedActivities } from '../support/seed';

jest.setTimeout(120_000);

type Report = {
  id: string;
  type: string;
  prompt: string | null;
  output: string;
  writer: string;
  saved: boolean;
  gameInstanceId: string | null;
};

// A check-in by the member, and the reflection written on it once it arrives.
async function checkInReflection(api: ApiClient, body: object): Promise<string> {
  const created = await api.json<{ id: string }>('POST', '/api/check-ins', body);
  expect(created.status).toBe(201);
  return expectEventually(async () => {
    const list = (await api.json<{ id: string; aiReflection: string | null }[]>('GET', '/api/check-ins')).body;
    const reflection = list.find((c) => c.id === created.body.id)?.aiReflection;
    if (!reflection) throw new Error('no reflection yet');
    return reflection;
  });
}

// Iris and Rose, with five activities played: this week 3, 80% on average; the week before 2 at 50%.
function useFamily() {
  const world = useSystem({
    shared: true,
    caregiver: { name: 'Iris Insight' },
    lovedOne: { firstName: 'Rose', lastName: 'Trend' },
  });
  const ctx = {} as { owner: ApiClient; seniorId: string; gameId: string };
  beforeAll(async () => {
    ctx.owner = world.api;
    ctx.seniorId = world.lovedOne.id;
    ctx.gameId = await seedWeeks(world);
  });
  // The owner asks for this week's trend.
  const askTrend = <T>() => ctx.owner.json<T>('POST', '/api/ai/trend', { seniorId: ctx.seniorId, timeRange: '7d' });
  return { world, ctx, askTrend };
}

async function seedWeeks(world: World) {
  const { databaseUrl } = world.system;
  const [gameId] = await seedActivities(databaseUrl, seededFor(world.caregiver, world.lovedOne), [
    { sentDaysAgo: 1.5, completedDaysAgo: 1, accuracy: 0.9, minutes: 10 },
    { sentDaysAgo: 2.5, completedDaysAgo: 2, accuracy: 0.8, minutes: 10 },
    {
      sentDaysAgo: 3.5,
      completedDaysAgo: 3,
      accuracy: 0.7,
      minutes: 10,
      templateId: 'recipe-sequencing',
      title: 'Tea',
    },
    { sentDaysAgo: 9.5, completedDaysAgo: 9, accuracy: 0.5 },
    { sentDaysAgo: 10.5, completedDaysAgo: 10, accuracy: 0.5 },
  ]);
  return gameId!;
}

// The routes of /api/ai and the check-in's reflection through the whole system: status, shape, the
// CSV export, the field messages, the member's chosen language (the gateway's) and who may ask (care's).
// What the reports say (the figures, the question, the language asked for, the model and the fallback
// to the local writer) is insights' own: services/insights/src/reports/reports.int.spec.ts.
describe('AI insights through the gateway (embedded profile, no API key)', () => {
  const { world, ctx, askTrend } = useFamily();

  it('writes a weekly trend, keeps it in the history and exports the saved one as CSV', async () => {
    const res = await askTrend<{ trend: string; report: Report }>();
    expect(res.status).toBe(200);
    expect(res.body.trend).toContain('In the last 7 days, Rose completed 3 activities');
    expect(res.body.report).toMatchObject({ type: 'WEEKLY_TREND', writer: 'local', saved: false });
    expect(res.body.trend).toBe(res.body.report.output);
    const saved = await ctx.owner.json<Report>('POST', `/api/ai/reports/${res.body.report.id}/save`);
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toBe(true);
    const history = await ctx.owner.json<Report[]>('GET', `/api/ai/reports?seniorId=${ctx.seniorId}`);
    expect(history.body.map((r) => r.id)).toContain(res.body.report.id);
    const exported = await ctx.owner.request('GET', `/api/ai/reports/export?seniorId=${ctx.seniorId}`);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="insights-rose.csv"');
    const csv = await exported.text();
    const [header, row, ...rest] = csv.split('\r\n');
    expect(header).toBe('Written,Report,Question,Period,Saved,Written by,Text');
    // The saved weekly trend only; its paragraphs stay inside one quoted cell.
    expect(row).toMatch(
      /^\d{4}-\d\d-\d\dT[^,]+,Weekly trend,,Last 7 days,Yes,Built-in writer,"In the last 7 days, Rose/,
    );
    expect(csv).toContain(
      'This is not a medical assessment. If you notice a decline or are worried, please talk to a doctor."\r\n',
    );
    expect(rest).toEqual(['']);
  });

  it("answers the caregiver's own question, and refuses an empty one or an unknown range by field", async () => {
    const res = await ctx.owner.json<{ insight: string; report: Report }>('POST', '/api/ai/custom', {
      seniorId: ctx.seniorId,
      timeRange: '14d',
      question: 'Is she enjoying the recipe games?',
    });
    expect(res.status).toBe(200);
    expect(res.body.insight).toMatch(/^Rose completed 1 Recipe Sequencing activity in the last 2 weeks/);
    expect(res.body.report).toMatchObject({ writer: 'local', prompt: 'Is she enjoying the recipe games?' });
    const tooShort = await ctx.owner.json<{ errors: { field: string; message: string }[] }>('POST', '/api/ai/custom', {
      seniorId: ctx.seniorId,
      timeRange: '7d',
      question: '',
    });
    expect(tooShort.body.errors).toEqual([{ field: 'question', message: 'Please write your question' }]);
    const badRange = await ctx.owner.json<{ errors: { field: string; message: string }[] }>('POST', '/api/ai/trend', {
      seniorId: ctx.seniorId,
      timeRange: '1y',
    });
    expect(badRange.body.errors).toEqual([{ field: 'timeRange', message: 'Please select a time range' }]);
  });

  it('writes an activity report for a completed activity, shown on the activity', async () => {
    const res = await ctx.owner.json<Report>('POST', `/api/ai/assessments/${ctx.gameId}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'COGNITIVE_SUMMARY', gameInstanceId: ctx.gameId, writer: 'local' });
    expect(res.body.output).toMatch(/^Rose completed "Family Photo Match"/);
    const forGame = await ctx.owner.json<Report[]>('GET', `/api/ai/reports?gameId=${ctx.gameId}`);
    expect(forGame.body[0]!.id).toBe(res.body.id);
  });

  // A report and a reflection are in the language the request names (the screens'), else
  // the one chosen on Your account.
  it("writes reports and check-in reflections in the language chosen on Your account, unless the request names the screens' one", async () => {
    const named = await ctx.owner.json<Report>('POST', `/api/ai/assessments/${ctx.gameId}`, { language: 'es' });
    expect(named.body.output).toMatch(/^Rose completó "Fotos de la familia"/);
    expect((await ctx.owner.json('PUT', '/api/account/language', { language: 'es' })).status).toBe(200);
    try {
      const chosen = await ctx.owner.json<Report>('POST', `/api/ai/assessments/${ctx.gameId}`);
      expect(chosen.body.output).toMatch(/^Rose completó "Fotos de la familia"/);
      const reflection = await checkInReflection(ctx.owner, { mood: 5 });
      expect(reflection).toMatch(/^Gracias por contarnos cómo se siente\. Parece un día muy bueno\./);
      // The dashboard shows the latest check-in with its reflection.
      const dashboard = await ctx.owner.json<{ recentCheckIn: { aiReflection: string } }>('GET', '/api/dashboard');
      expect(dashboard.body.recentCheckIn.aiReflection).toBe(reflection);
      expect(await checkInReflection(ctx.owner, { mood: 5, language: 'en' })).toMatch(
        /^Thank you for checking in\. It sounds like a great day\./,
      );
    } finally {
      await ctx.owner.json('PUT', '/api/account/language', { language: 'en' });
    }
    expect((await ctx.owner.json<Report>('POST', `/api/ai/assessments/${ctx.gameId}`)).body.output).toMatch(
      /^Rose completed "Family Photo Match"/,
    );
  });

  it('lets a Family Helper read and request reports; keeps everyone else out', async () => {
    const { api: helper } = await addMember(world.system, world.caregiver, aMember({ name: 'Hal Helper' }));
    expect(
      (await helper.json<Report[]>('GET', `/api/ai/reports?seniorId=${ctx.seniorId}`)).body.length,
    ).toBeGreaterThan(0);
    expect((await helper.json('POST', '/api/ai/trend', { seniorId: ctx.seniorId, timeRange: '30d' })).status).toBe(200);
    const { api: outsider } = await signUp(world.system, aCaregiver({ name: 'Otto Out' }));
    expect((await outsider.json('POST', '/api/ai/trend', { seniorId: ctx.seniorId, timeRange: '7d' })).status).toBe(
      404,
    );
    expect((await outsider.json('GET', `/api/ai/reports?seniorId=${ctx.seniorId}`)).status).toBe(404);
    expect((await outsider.json('POST', `/api/ai/assessments/${ctx.gameId}`)).status).toBe(404);
  });
});
