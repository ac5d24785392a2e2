import { expectEventually, OpenAiFake } from '@carewith/platform/testing';
import { aFamily, FIVE_PLAYED, InsightsDeployment, startInsights } from '../testing/insights-deployment';

jest.setTimeout(60_000);

// Insights' reports and check-in reflections, asked over the real bus as the gateway asks them, with
// care and games answered by stand-ins: every report grounded in the figures of Rose's five activities
// (FIVE_PLAYED), in the language the request names, written by the local writer or by a model (a local
// server speaking OpenAI's API) with the local writer behind it. The HTTP routes, their field messages,
// the member's chosen language and who may ask are the gateway's and care's (insights-api.e2e.spec.ts).

const NOTICE_ES = 'Esto no es una evaluación médica. Si nota un empeoramiento o algo le preocupa, hable con un médico.';
const NOTICE_EN = 'This is not a medical assessment. If you notice a decline or are worried, please talk to a doctor.';

// Rose's family and five activities in a deployment of insights; the first activity's id.
async function withRose(insights: InsightsDeployment) {
  const rose = aFamily('Rose');
  insights.add(rose.family);
  const [gameId] = insights.play(rose.family, FIVE_PLAYED);
  const seniorId = rose.family.lovedOne.id;
  return { ...rose, seniorId, gameId: gameId!, ask: insights.as(rose.nora) };
}

describe('reports and reflections with the local writer (no model)', () => {
  let insights: InsightsDeployment;
  let rose: Awaited<ReturnType<typeof withRose>>;
  beforeAll(async () => {
    insights = await startInsights('insights_reports_local');
    rose = await withRose(insights);
  });
  afterAll(async () => {
    await insights?.stop();
  });

  it('writes a weekly trend from the computed figures and keeps it in the history', async () => {
    const report = await rose.ask('insights.trend', { seniorId: rose.seniorId, timeRange: '7d' });
    expect(report.output).toContain(
      'In the last 7 days, Rose completed 3 activities, with an average accuracy of 80% and 10 min per activity.',
    );
    // The weekly trend compares with the 7 days before: activities, accuracy and time played.
    expect(report.output).toMatch(
      /Compared with the 7 days before, activities are up \(3, against 2\), accuracy is up 30 points \(80%, against 50%\) and time played is up \(30 min, against 20 min\)\./,
    );
    expect(report.output).toContain('This is not a medical assessment.');
    expect(report).toMatchObject({ type: 'WEEKLY_TREND', writer: 'local', saved: false, seniorId: rose.seniorId });
    const saved = await rose.ask('insights.reports.save', { reportId: report.id });
    expect(saved.saved).toBe(true);
    const history = await rose.ask('insights.reports.list', { seniorId: rose.seniorId });
    expect(history.map((r) => r.id)).toContain(report.id);
  });

  it("answers the caregiver's own question from the same figures", async () => {
    const report = await rose.ask('insights.custom', {
      seniorId: rose.seniorId,
      timeRange: '14d',
      question: 'Is she enjoying the recipe games?',
    });
    // An answer, not the question repeated: the recipe figures, then how often she played.
    expect(report.output).toMatch(
      /^Rose completed 1 Recipe Sequencing activity in the last 2 weeks, with an average accuracy of 70%\./,
    );
    expect(report.output).toContain('Rose completed 5 activities in the last 2 weeks');
    expect(report.output).not.toContain('Is she enjoying');
    expect(report.prompt).toBe('Is she enjoying the recipe games?');
  });

  it('writes an activity report for a completed activity, listed with the activity', async () => {
    const report = await rose.ask('insights.assessment', { gameId: rose.gameId });
    expect(report).toMatchObject({ type: 'COGNITIVE_SUMMARY', gameInstanceId: rose.gameId, writer: 'local' });
    expect(report.output).toMatch(/^Rose completed "Family Photo Match" with 4 of 4 answers right \(90%\)/);
    const forGame = await rose.ask('insights.reports.list', { gameId: rose.gameId });
    expect(forGame[0]!.id).toBe(report.id);
  });

  // The report on one activity is in the language the request names.
  it("writes an activity report in the member's language, its figures the Spanish way", async () => {
    const named = await rose.ask('insights.assessment', { gameId: rose.gameId, language: 'es' });
    expect(named.writer).toBe('local');
    const [done, period, next, notice] = named.output.split('\n\n');
    expect(done).toMatch(/^Rose completó "Fotos de la familia" con 4 de 4 respuestas bien \(90 %\) en 10 min\./);
    expect(period).toBe('En el último mes, la precisión media de Rose es del 68 % en 5 actividades.');
    expect(next).toBe('Le fue bien: más actividades como esta pueden darle confianza.');
    expect(notice).toBe(NOTICE_ES);
    expect((await rose.ask('insights.assessment', { gameId: rose.gameId })).output).toMatch(
      /^Rose completed "Family Photo Match"/,
    );
  });

  // The reflection care shows on the check-in, written from the queued job.
  const reflectionOf = (checkInId: string) =>
    expectEventually(() => {
      const reflection = insights.reflections.get(checkInId);
      if (!reflection) throw new Error('no reflection yet');
      return reflection;
    });

  it('writes a warm reflection on each check-in', async () => {
    const checkInId = await insights.checkIn({ mood: 2, freeText: 'Hard week.' });
    expect(await reflectionOf(checkInId)).toMatch(/^Thank you for checking in\. It sounds like a low day\./);
  });

  // In the language the check-in names.
  it("writes the reflection in the checking-in member's language", async () => {
    expect(await reflectionOf(await insights.checkIn({ mood: 3, freeText: null, language: 'es' }))).toBe(
      'Gracias por contarnos cómo se siente. Parece un día regular. Hay días simplemente tranquilos, y eso basta. Intente guardar hoy un pequeño momento para usted.',
    );
    expect(await reflectionOf(await insights.checkIn({ mood: 5, freeText: null, language: 'es' }))).toMatch(
      /^Gracias por contarnos cómo se siente\. Parece un día muy bueno\./,
    );
    expect(await reflectionOf(await insights.checkIn({ mood: 5, freeText: null, language: 'en' }))).toMatch(
      /^Thank you for checking in\. It sounds like a great day\./,
    );
  });
});

describe('reports and reflections with an OpenAI-compatible model', () => {
  let fake: OpenAiFake;
  let insights: InsightsDeployment;
  let rose: Awaited<ReturnType<typeof withRose>>;
  beforeAll(async () => {
    fake = await new OpenAiFake().start();
    insights = await startInsights('insights_reports_model', { model: fake });
    rose = await withRose(insights);
  });
  afterAll(async () => {
    await insights?.stop();
    await fake?.stop();
  });
  // What the model was last asked, and the words that ask it for Spanish.
  const asked = () =>
    fake.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
  const spanish = /Write your whole answer in Spanish \(language code "es"\)\./;
  const trend = (language?: 'en' | 'es') =>
    rose.ask('insights.trend', { seniorId: rose.seniorId, timeRange: '7d', ...(language ? { language } : {}) });

  it('grounds the prompt in the figures and says which writer wrote the report', async () => {
    fake.mode = 'ok';
    const report = await trend();
    expect(report.writer).toBe('openai');
    expect(report.output).toBe(`Rose has been doing well this week.\n\n${NOTICE_EN}`);
    const request = fake.requests.at(-1)!;
    expect(request.auth).toBe('Bearer sk-test-key');
    expect(request.body.model).toBe('care-model');
    const prompt = asked();
    expect(prompt).toContain('"completed":3');
    expect(prompt).toContain('"averageAccuracy":0.8');
    expect(prompt).toContain('"accuracyChange":30');
    expect(prompt).toMatch(/Never diagnose/);
    // English, the member's language here, needs no word about it.
    expect(prompt).not.toMatch(/Write your whole answer in/);
  });

  it("carries the caregiver's question to the model", async () => {
    fake.mode = 'ok';
    const report = await rose.ask('insights.custom', {
      seniorId: rose.seniorId,
      timeRange: '7d',
      question: 'Does she do better in the mornings?',
    });
    expect(report).toMatchObject({ writer: 'openai', prompt: 'Does she do better in the mornings?' });
    expect(asked()).toContain('"Does she do better in the mornings?"');
    expect(asked()).toContain('"timeOfDayAccuracy"');
  });

  // A trend or a custom insight is written in the language the request names; English asks
  // for no language.
  it("asks the model to write in the member's language, and ends with the notice in it", async () => {
    fake.mode = 'ok';
    const named = await rose.ask('insights.custom', {
      seniorId: rose.seniorId,
      timeRange: '7d',
      question: '¿Le van mejor las mañanas?',
      language: 'es',
    });
    expect(named.writer).toBe('openai');
    expect(asked()).toMatch(spanish);
    expect(named.output).toBe(`Rose has been doing well this week.\n\n${NOTICE_ES}`);
    await trend('es');
    expect(asked()).toMatch(spanish);
    await trend('en');
    expect(asked()).not.toMatch(/Write your whole answer in/);
  });

  it("asks the model to write a check-in's reflection in the member's language", async () => {
    fake.mode = 'ok';
    const checkInId = await insights.checkIn({ mood: 2, freeText: null, language: 'es' });
    await expectEventually(() =>
      expect(insights.reflections.get(checkInId)).toBe('Rose has been doing well this week.'),
    );
    expect(asked()).toMatch(/A caregiver checked in with mood 2 out of 5\./);
    expect(asked()).toMatch(spanish);
  });

  it("asks the model to write an activity report in the member's language; its fallback writes in it too", async () => {
    fake.mode = 'ok';
    const report = await rose.ask('insights.assessment', { gameId: rose.gameId, language: 'es' });
    expect(report.writer).toBe('openai');
    expect(asked()).toMatch(spanish);
    expect(asked()).toContain('"title":"Fotos de la familia"');
    expect(report.output).toBe(`Rose has been doing well this week.\n\n${NOTICE_ES}`);
    fake.mode = 'error';
    const fallback = await rose.ask('insights.assessment', { gameId: rose.gameId, language: 'es' });
    expect(fallback.writer).toBe('local');
    expect(fallback.output).toMatch(/^Rose completó "Fotos de la familia"/);
  });

  it('falls back to the local writer on a 500', async () => {
    fake.mode = 'error';
    const asks = fake.requests.length;
    const report = await trend();
    expect(fake.requests.length).toBe(asks + 1);
    expect(report.writer).toBe('local');
    expect(report.output).toContain('Rose completed 3 activities');
  });

  it('falls back to the local writer on a timeout', async () => {
    fake.mode = 'slow';
    const asks = fake.requests.length;
    const report = await trend();
    expect(fake.requests.length).toBe(asks + 1);
    expect(report.writer).toBe('local');
    expect(report.output).toContain('Rose completed 3 activities');
  });
});
