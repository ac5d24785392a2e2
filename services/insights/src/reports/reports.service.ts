import { Inject, Injectable } from '@nestjs/common';
import { AiReportView, DomainError, InsightFigures, Language, SeniorResult, TimeRange } from '@carewith/contracts';
import { activityTitle, allPages, BusClient, createLogger, firstTryIn, messagesIn } from '@carewith/platform';
import { insightFigures, ResultPoint, TIME_RANGE_DAYS } from '../figures/insight-figures';
import { WriterRequest } from '../writers/openai-writer';
import { WRITER, Writer } from '../writers/writer';
import { AiReportEntity } from './ai-report.entity';
import { readFacts, ReportFacts, reportText } from './report-facts';
import { ReportStore } from './report-store';

// A report for one reader: the built-in writer's words said again in the reader's language from what
// they were written from (decision 261); a model's text, or a row stored before facts were kept, as
// it was written.
function outputFor(r: AiReportEntity, language?: Language): string {
  const facts = r.writer === 'local' ? readFacts(r.factsJSON) : null;
  return facts ? reportText(facts, r.figuresJSON, language) : r.output;
}

const toView = (r: AiReportEntity, language?: Language): AiReportView => ({
  id: r.id,
  seniorId: r.seniorId,
  gameInstanceId: r.gameInstanceId,
  type: r.type,
  prompt: r.prompt,
  output: outputFor(r, language),
  writer: r.writer,
  timeRange: r.timeRange,
  saved: r.saved,
  createdAt: r.createdAt.toISOString(),
});

const points = (results: SeniorResult[]): ResultPoint[] =>
  results.map((r) => ({
    templateId: r.templateId,
    title: r.title,
    accuracy: r.computedScoresJSON.accuracy,
    totalTimeMs: r.summaryJSON.totalTime,
    completedAt: new Date(r.completedAt),
  }));

@Injectable()
export class ReportsService {
  private readonly log = createLogger(ReportsService.name);

  constructor(
    private readonly store: ReportStore,
    private readonly bus: BusClient,
    @Inject(WRITER) private readonly writer: Writer,
  ) {}

  async trend(
    actorId: string,
    input: { seniorId: string; timeRange: TimeRange; timeZone?: string; language?: Language },
    question?: string,
  ) {
    const { careTeamId, name, figures } = await this.context(input.seniorId, input.timeRange, input.timeZone);
    const { language } = input;
    const request: WriterRequest = question
      ? { kind: 'custom', name, question, figures, language }
      : { kind: 'trend', name, figures, language };
    const facts: ReportFacts = question ? { v: 1, kind: 'custom', name, question } : { v: 1, kind: 'trend', name };
    const written = await this.writer.write(request, () => reportText(facts, figures, language));
    return this.keep(actorId, language, {
      facts,
      careTeamId,
      seniorId: input.seniorId,
      gameInstanceId: null,
      type: 'WEEKLY_TREND',
      prompt: question ?? null,
      timeRange: input.timeRange,
      figures,
      ...written,
    });
  }

  async assessment(actorId: string, input: { gameId: string; timeZone?: string; language?: Language }) {
    const { gameId, timeZone, language } = input;
    const detail = await this.bus.request('games.get', { gameId });
    const result = detail.result;
    const seniorId = detail.gameInstance.seniorId;
    if (!result)
      throw new DomainError(
        'CONFLICT',
        'This activity has no results yet. An AI report can be made once it is completed.',
      );
    if (!seniorId) throw new DomainError('CONFLICT', 'This activity is not linked to a loved one.');
    const { careTeamId, name, figures } = await this.context(seniorId, '30d', timeZone);
    const facts: ReportFacts = {
      v: 1,
      kind: 'assessment',
      name,
      activity: {
        title: detail.gameInstance.configJSON.title || detail.template.title,
        templateId: detail.template.slug,
        accuracy: result.computedScoresJSON.accuracy,
        correct: result.summaryJSON.correctAnswers,
        total: result.summaryJSON.totalSteps,
        minutes: result.summaryJSON.totalTime / 60_000,
        firstTry: result.firstTry
          ? {
              firstTryAnswers: result.firstTry.firstTryAnswers,
              helpedAnswers: result.firstTry.helpedAnswers,
              totalSteps: result.firstTry.totalSteps,
            }
          : null,
      },
    };
    // The model is given the activity as the member reads it (their language's words).
    const t = messagesIn(language);
    const activity = {
      title: activityTitle(t, facts.activity.title, facts.activity.templateId),
      accuracy: facts.activity.accuracy,
      correct: facts.activity.correct,
      total: facts.activity.total,
      minutes: facts.activity.minutes,
      firstTries: firstTryIn(t, result.firstTry, result.summaryJSON),
    };
    const written = await this.writer.write({ kind: 'assessment', name, activity, figures, language }, () =>
      reportText(facts, figures, language),
    );
    return this.keep(actorId, language, {
      facts,
      careTeamId,
      seniorId,
      gameInstanceId: gameId,
      type: 'COGNITIVE_SUMMARY',
      prompt: null,
      timeRange: '30d',
      figures,
      ...written,
    });
  }

  async list(query: { seniorId?: string; gameId?: string; language?: Language }): Promise<AiReportView[]> {
    if (!query.seniorId && !query.gameId)
      throw new DomainError('VALIDATION', 'Choose a loved one or an activity', [
        { field: 'seniorId', message: 'Please select a loved one' },
      ]);
    if (query.seniorId) await this.bus.request('care.seniors.authorize', { seniorId: query.seniorId, need: 'view' });
    if (query.gameId) await this.bus.request('games.get', { gameId: query.gameId });
    const rows = await this.store.latest({ seniorId: query.seniorId, gameId: query.gameId });
    return rows.map((r) => toView(r, query.language));
  }

  // The archive: every report about the loved one or one of their activities (owners only).
  async bySenior(seniorId: string, gameIds: string[]): Promise<AiReportView[]> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const reports = await this.store.bySenior(seniorId, gameIds);
    return reports.map((r) => toView(r));
  }

  // Erasure (called by care once it has checked the caller owns the loved one's team).
  async eraseBySenior(seniorId: string, gameIds: string[]): Promise<{ rows: number; jobs: number }> {
    const rows = await this.store.erase(seniorId, gameIds);
    this.log.info({ reports: rows }, 'reports erased');
    return { rows, jobs: 0 };
  }

  async save(reportId: string, language?: Language): Promise<AiReportView> {
    const report = await this.store.byId(reportId);
    const teams = await this.bus.request('care.teams.listMine', {});
    if (!report || !teams.some((t) => t.id === report.careTeamId))
      throw new DomainError('NOT_FOUND', 'Report not found');
    return toView(await this.store.markSaved(report), language);
  }

  // Who the report is about, and the figures over the period: only for members of the loved one's team.
  private async context(seniorId: string, timeRange: TimeRange, timeZone = 'UTC') {
    const access = await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    // The period and the one before it are all the figures compare.
    const now = new Date();
    const since = new Date(now.getTime() - 2 * TIME_RANGE_DAYS[timeRange] * 86_400_000).toISOString();
    const [senior, results] = await Promise.all([
      this.bus.request('care.seniors.get', { seniorId }),
      allPages(this.bus, 'games.results.bySenior', { seniorId, since }, (page) => page.results),
    ]);
    let figures: InsightFigures;
    try {
      figures = insightFigures(points(results), timeRange, now, timeZone);
    } catch {
      throw new DomainError('VALIDATION', 'Unknown time zone', [{ field: 'timeZone', message: 'Unknown time zone' }]);
    }
    return { careTeamId: access.careTeamId, name: senior.firstName, figures };
  }

  // The written report stored, and shown in the reader's language.
  private async keep(
    actorId: string,
    language: Language | undefined,
    r: Pick<
      AiReportEntity,
      'careTeamId' | 'seniorId' | 'gameInstanceId' | 'type' | 'prompt' | 'timeRange' | 'writer'
    > & { figures: InsightFigures; text: string; facts: ReportFacts },
  ) {
    const saved = await this.store.add({
      careTeamId: r.careTeamId,
      seniorId: r.seniorId,
      gameInstanceId: r.gameInstanceId,
      type: r.type,
      prompt: r.prompt,
      timeRange: r.timeRange,
      writer: r.writer,
      output: r.text,
      figuresJSON: r.figures,
      factsJSON: r.facts,
      createdBy: actorId,
    });
    this.log.info({ reportId: saved.id, type: saved.type, writer: saved.writer }, 'report written');
    return toView(saved, language);
  }
}
