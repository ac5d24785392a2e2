import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import {
  aCaregiver,
  addMember,
  aMember,
  seededFor,
  signUp,
  SystemOptions,
  useSystem,
  World,
} from '../support/fixtures';
import { OpenAiFake } from '../support/openai-fake';
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
function useFamily(options: Pick<SystemOptions<'embedded'>, 'env'> = {}) {
  const world = useSystem({
    ...options,
    // Settings of its own (a fake OpenAI): a system of its own.
    shared: !options.env,
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

describe('AI insights with the local writer (embedded profile, no API key)', () => {
  const { world, ctx, askTrend } = useFamily();

  it('writes a weekly trend from the computed figures and keeps it in the history', async () => {
    const res = await askTrend<{ trend: string; report: Report }>();
    expect(res.status).toBe(200);
    expect(res.body.trend).toContain(
      'In the last 7 days, Rose completed 3 activities, with an average accuracy of 80% and 10 min per activity.',
    );
    // The weekly trend compares with the 7 days before: activities, accuracy and time played.
    expect(res.body.trend).toMatch(
      /Compared with the 7 days before, activities are up \(3, against 2\), accuracy is up 30 points \(80%, against 50%\) and time played is up \(30 min, against 20 min\)\./,
    );
    expect(res.body.trend).toContain('This is not a medical assessment.');
    expect(res.body.report).toMatchObject({ type: 'WEEKLY_TREND', writer: 'local', saved: false });
    const saved = await ctx.owner.json<Report>('POST', `/api/ai/reports/${res.body.report.id}/save`);
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

  it("answers the caregiver's own question from the same figures", async () => {
    const res = await ctx.owner.json<{ insight: string; report: Report }>('POST', '/api/ai/custom', {
      seniorId: ctx.seniorId,
      timeRange: '14d',
      question: 'Is she enjoying the recipe games?',
    });
    expect(res.status).toBe(200);
    // An answer, not the question repeated: the recipe figures, then how often she played.
    expect(res.body.insight).toMatch(
      /^Rose completed 1 Recipe Sequencing activity in the last 2 weeks, with an average accuracy of 70%\./,
    );
    expect(res.body.insight).toContain('Rose completed 5 activities in the last 2 weeks');
    expect(res.body.insight).not.toContain('Is she enjoying');
    expect(res.body.report.prompt).toBe('Is she enjoying the recipe games?');
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
    expect(res.body.output).toMatch(
      /^Rose completed "Family Photo Match" with 4 of 4 answers right \(90%\)|^Rose completed "Family Photo Match" with \d of \d answers right \(90%\)/,
    );
    const forGame = await ctx.owner.json<Report[]>('GET', `/api/ai/reports?gameId=${ctx.gameId}`);
    expect(forGame.body[0]!.id).toBe(res.body.id);
  });

  // Issue #28: the report on one activity is in the member's language: the one the request names (the
  // screens'), else the one chosen on Your account.
  it("writes an activity report in the member's language, its figures the Spanish way", async () => {
    const named = await ctx.owner.json<Report>('POST', `/api/ai/assessments/${ctx.gameId}`, { language: 'es' });
    expect(named.status).toBe(201);
    expect(named.body.writer).toBe('local');
    const [done, period, next, notice] = named.body.output.split('\n\n');
    expect(done).toMatch(/^Rose completó "Fotos de la familia" con \d de \d respuestas bien \(90 %\) en 10 min\./);
    expect(period).toBe('En el último mes, la precisión media de Rose es del 68 % en 5 actividades.');
    expect(next).toBe('Le fue bien: más actividades como esta pueden darle confianza.');
    expect(notice).toBe(
      'Esto no es una evaluación médica. Si nota un empeoramiento o algo le preocupa, hable con un médico.',
    );

    expect((await ctx.owner.json('PUT', '/api/account/language', { language: 'es' })).status).toBe(200);
    try {
      const chosen = await ctx.owner.json<Report>('POST', `/api/ai/assessments/${ctx.gameId}`);
      expect(chosen.body.output).toMatch(/^Rose completó "Fotos de la familia"/);
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

  it('writes a warm reflection on each check-in', async () => {
    expect((await ctx.owner.json('POST', '/api/check-ins', { mood: 2, freeText: 'Hard week.' })).status).toBe(201);
    const [latest] = await expectEventually(async () => {
      const list = (await ctx.owner.json<{ aiReflection: string | null }[]>('GET', '/api/check-ins')).body;
      if (!list[0]?.aiReflection) throw new Error('no reflection yet');
      return list;
    });
    expect(latest!.aiReflection).toMatch(/^Thank you for checking in\. It sounds like a low day\./);
    const dashboard = await ctx.owner.json<{ recentCheckIn: { aiReflection: string } }>('GET', '/api/dashboard');
    expect(dashboard.body.recentCheckIn.aiReflection).toBe(latest!.aiReflection);
  });

  // Issue #28: in the language the check-in names (the screens'), else the one the member chose.
  it("writes the reflection in the checking-in member's language", async () => {
    const reflectionOf = (body: object) => checkInReflection(ctx.owner, body);
    expect(await reflectionOf({ mood: 3, language: 'es' })).toBe(
      'Gracias por contarnos cómo se siente. Parece un día regular. Hay días simplemente tranquilos, y eso basta. Intente guardar hoy un pequeño momento para usted.',
    );
    expect((await ctx.owner.json('PUT', '/api/account/language', { language: 'es' })).status).toBe(200);
    try {
      expect(await reflectionOf({ mood: 5 })).toMatch(
        /^Gracias por contarnos cómo se siente\. Parece un día muy bueno\./,
      );
      expect(await reflectionOf({ mood: 5, language: 'en' })).toMatch(
        /^Thank you for checking in\. It sounds like a great day\./,
      );
    } finally {
      await ctx.owner.json('PUT', '/api/account/language', { language: 'en' });
    }
  });
});

describe('AI insights with an OpenAI-compatible model', () => {
  let fake: OpenAiFake;
  beforeAll(async () => {
    fake = await new OpenAiFake().start();
  });
  const { ctx, askTrend } = useFamily({ env: () => fake.env });
  // After the system has stopped (afterAll hooks run in the order given).
  afterAll(async () => {
    await fake?.stop();
  });
  // What the model was last asked, and the words that ask it for Spanish.
  const asked = () =>
    fake.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
  const spanish = /Write your whole answer in Spanish \(language code "es"\)\./;

  it('grounds the prompt in the figures and says which writer wrote the report', async () => {
    fake.mode = 'ok';
    const res = await askTrend<{ trend: string; report: Report }>();
    expect(res.body.report.writer).toBe('openai');
    expect(res.body.trend).toBe(
      'Rose has been doing well this week.\n\nThis is not a medical assessment. If you notice a decline or are worried, please talk to a doctor.',
    );
    const request = fake.requests.at(-1)!;
    expect(request.auth).toBe('Bearer sk-test-key');
    expect(request.body.model).toBe('care-model');
    const prompt = request.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('"completed":3');
    expect(prompt).toContain('"averageAccuracy":0.8');
    expect(prompt).toContain('"accuracyChange":30');
    expect(prompt).toMatch(/Never diagnose/);
    // English, the member's language here, needs no word about it.
    expect(prompt).not.toMatch(/Write your whole answer in/);
  });

  it("carries the caregiver's question to the model", async () => {
    fake.mode = 'ok';
    const res = await ctx.owner.json<{ insight: string; report: Report }>('POST', '/api/ai/custom', {
      seniorId: ctx.seniorId,
      timeRange: '7d',
      question: 'Does she do better in the mornings?',
    });
    expect(res.body.report).toMatchObject({ writer: 'openai', prompt: 'Does she do better in the mornings?' });
    const prompt = fake.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('"Does she do better in the mornings?"');
    expect(prompt).toContain('"timeOfDayAccuracy"');
  });

  // Issue #28: a trend or a custom insight is written in the member's language: the one the request
  // names (the screens'), else the one chosen on Your account; English asks for no language.
  it("asks the model to write in the member's language, and ends with the notice in it", async () => {
    fake.mode = 'ok';
    const named = await ctx.owner.json<{ insight: string; report: Report }>('POST', '/api/ai/custom', {
      seniorId: ctx.seniorId,
      timeRange: '7d',
      question: '¿Le van mejor las mañanas?',
      language: 'es',
    });
    expect(named.body.report.writer).toBe('openai');
    expect(asked()).toMatch(spanish);
    expect(named.body.insight).toBe(
      'Rose has been doing well this week.\n\nEsto no es una evaluación médica. Si nota un empeoramiento o algo le preocupa, hable con un médico.',
    );

    expect((await ctx.owner.json('PUT', '/api/account/language', { language: 'es' })).status).toBe(200);
    try {
      const chosen = await askTrend<{ trend: string; report: Report }>();
      expect(chosen.status).toBe(200);
      expect(asked()).toMatch(spanish);
      // The screens' language wins over the chosen one.
      await ctx.owner.json('POST', '/api/ai/trend', { seniorId: ctx.seniorId, timeRange: '7d', language: 'en' });
      expect(asked()).not.toMatch(/Write your whole answer in/);
    } finally {
      await ctx.owner.json('PUT', '/api/account/language', { language: 'en' });
    }
  });

  it("asks the model to write a check-in's reflection in the member's language", async () => {
    fake.mode = 'ok';
    expect(await checkInReflection(ctx.owner, { mood: 2, language: 'es' })).toBe('Rose has been doing well this week.');
    expect(asked()).toMatch(/A caregiver checked in with mood 2 out of 5\./);
    expect(asked()).toMatch(spanish);
  });

  it("asks the model to write an activity report in the member's language; its fallback writes in it too", async () => {
    fake.mode = 'ok';
    const res = await ctx.owner.json<Report>('POST', `/api/ai/assessments/${ctx.gameId}`, { language: 'es' });
    expect(res.body.writer).toBe('openai');
    expect(asked()).toMatch(spanish);
    expect(asked()).toContain('"title":"Fotos de la familia"');
    expect(res.body.output).toBe(
      'Rose has been doing well this week.\n\nEsto no es una evaluación médica. Si nota un empeoramiento o algo le preocupa, hable con un médico.',
    );
    fake.mode = 'error';
    const fallback = await ctx.owner.json<Report>('POST', `/api/ai/assessments/${ctx.gameId}`, { language: 'es' });
    expect(fallback.body.writer).toBe('local');
    expect(fallback.body.output).toMatch(/^Rose completó "Fotos de la familia"/);
  });

  it('falls back to the local writer on a 500', async () => {
    fake.mode = 'error';
    const res = await askTrend<{ trend: string; report: Report }>();
    expect(res.body.report.writer).toBe('local');
    expect(res.body.trend).toContain('Rose completed 3 activities');
  });

  it('falls back to the local writer on a timeout', async () => {
    fake.mode = 'slow';
    const res = await askTrend<{ report: Report }>();
    expect(res.status).toBe(200);
    expect(res.body.report.writer).toBe('local');
  });
});
