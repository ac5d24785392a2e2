import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  FirstTry,
  GameInstance,
  Language,
  Result,
  RESULTS_PAGE_MAX,
  SeniorOverview,
  SeniorResult,
  SeniorResultsPage,
  SeniorResultsPageRequest,
  SeniorTrend,
  TEMPLATES,
  TemplateSlug,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import type { ResultEntity } from '../read-model/result.entity';
import { ActivityRow, dashboardFigures } from './dashboard-figures';
import { DASHBOARD_ROWS, RECENT_INSTANCES } from './dashboard-queries';
import { OVERVIEW, resultsPage, TREND } from './senior-results-queries';
import { trendFrom, weeklyTrend } from './weekly-trend';
import { ownTitleOr } from '../language/loved-one-texts';

type GameInstanceRow = {
  id: string;
  senior_id: string | null;
  care_team_id: string;
  template_id: TemplateSlug;
  created_by: string;
  status: GameInstance['status'];
  config_json: GameInstance['configJSON'];
  sent_at: Date | null;
  created_at: Date;
};

type JoinedRow = Pick<GameInstanceRow, 'id' | 'senior_id' | 'template_id' | 'sent_at'> & {
  title: string | null;
  opened_at: Date | null;
  result_id: string | null;
  summary_json: SeniorResult['summaryJSON'] | null;
  computed_scores_json: { accuracy: number } | null;
  completed_at: Date | null;
  first_try_json?: FirstTry | null;
};

type ResultRow = {
  id: string;
  game_instance_id: string;
  template_id: TemplateSlug;
  title: string | null;
  summary_json: SeniorResult['summaryJSON'];
  computed_scores_json: { accuracy: number };
  completed_at: Date;
  first_try_json: FirstTry | null;
  song_title: string | null;
  song_played: boolean | null;
};

export const activityTitle = (templateId: TemplateSlug, config: { title?: string } | null) =>
  ownTitleOr(config, TEMPLATES[templateId]?.title || 'Untitled Activity');

export const toGameInstance = (
  r: Pick<
    GameInstanceEntity,
    'id' | 'seniorId' | 'templateId' | 'createdBy' | 'status' | 'configJSON' | 'sentAt' | 'createdAt'
  >,
): GameInstance => ({
  id: r.id,
  seniorId: r.seniorId,
  templateId: r.templateId,
  createdBy: r.createdBy,
  status: r.status,
  configJSON: r.configJSON,
  sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

export const toResult = (r: ResultEntity): Result => ({
  id: r.id,
  gameInstanceId: r.gameInstanceId,
  summaryJSON: r.summaryJSON,
  rawJSON: r.rawJSON,
  computedScoresJSON: r.computedScoresJSON,
  completedAt: r.completedAt.toISOString(),
  firstTry: r.firstTryJSON ?? null,
});

// Read side of activities and results, always scoped by what care says the caller may see.
@Injectable()
export class GamesReadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: BusClient,
  ) {}

  async dashboard(language?: Language, now = new Date()) {
    // The caller's side of the dashboard from care, which is also what they may see here: their teams
    // (an activity for no loved one belongs to its team) and those teams' loved ones.
    const care = await this.bus.request('care.dashboard', { language });
    const teamIds = care.careTeams.map((t) => t.id);
    if (!teamIds.length) return { care, recentGameInstances: [], ...dashboardFigures([], now) };
    const scope = [teamIds, care.seniors.map((s) => s.id), now];
    const [rows, recent] = await Promise.all([
      this.dataSource.query<JoinedRow[]>(DASHBOARD_ROWS, scope),
      this.dataSource.query<GameInstanceRow[]>(RECENT_INSTANCES, scope),
    ]);
    const activities: ActivityRow[] = rows.map((r) => ({
      instanceId: r.id,
      seniorId: r.senior_id,
      templateId: r.template_id,
      title: activityTitle(r.template_id, { title: r.title ?? undefined }),
      sentAt: r.sent_at,
      openedAt: r.opened_at,
      result:
        r.result_id && r.computed_scores_json && r.summary_json && r.completed_at
          ? {
              accuracy: r.computed_scores_json.accuracy,
              totalTimeMs: r.summary_json.totalTime,
              completedAt: r.completed_at,
              correctAnswers: r.summary_json.correctAnswers,
              totalSteps: r.summary_json.totalSteps,
              firstTry: r.first_try_json ?? null,
            }
          : null,
    }));
    return {
      care,
      recentGameInstances: recent.map((r) =>
        toGameInstance({
          id: r.id,
          seniorId: r.senior_id,
          templateId: r.template_id,
          createdBy: r.created_by,
          status: r.status,
          configJSON: r.config_json,
          sentAt: r.sent_at,
          createdAt: r.created_at,
        }),
      ),
      ...dashboardFigures(activities, now),
    };
  }

  // One page of a loved one's results, newest first (issue #25: keyset on the completion moment and id,
  // read from the loved one's index, so a page costs the same at any depth of their history).
  async resultsBySenior(request: SeniorResultsPageRequest): Promise<SeniorResultsPage> {
    await this.bus.request('care.seniors.authorize', { seniorId: request.seniorId, need: 'view' });
    const limit = request.limit ?? RESULTS_PAGE_MAX;
    const query = resultsPage({ ...request, limit: limit + 1 });
    const rows = await this.dataSource.query<(ResultRow & { cursor: string })[]>(query.sql, query.params);
    const page = rows.slice(0, limit);
    return {
      results: page.map((r) => ({
        id: r.id,
        gameInstanceId: r.game_instance_id,
        title: activityTitle(r.template_id, { title: r.title ?? undefined }),
        templateId: r.template_id,
        summaryJSON: r.summary_json,
        computedScoresJSON: r.computed_scores_json,
        completedAt: r.completed_at.toISOString(),
        firstTry: r.first_try_json ?? null,
        song: r.song_title ? { title: r.song_title, played: r.song_played === true } : null,
      })),
      next: rows.length > limit ? page[page.length - 1]!.cursor : null,
    };
  }

  // Over every result the loved one has, aggregated by PostgreSQL from their index range.
  async overviewBySenior(seniorId: string): Promise<SeniorOverview> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    const [row] = await this.dataSource.query<
      { n: number; accuracy: number | null; total_time: number | null; last: Date | null }[]
    >(OVERVIEW, [seniorId]);
    if (!row?.n || row.last === null)
      return { activitiesCompleted: 0, averageAccuracy: null, averageMinutes: null, lastCompletedAt: null };
    return {
      activitiesCompleted: row.n,
      averageAccuracy: row.accuracy,
      averageMinutes: Math.round((Number(row.total_time) / 60_000) * 10) / 10,
      lastCompletedAt: row.last.toISOString(),
    };
  }

  async trendBySenior(seniorId: string, now = new Date()): Promise<SeniorTrend> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    const rows = await this.dataSource.query<
      { template_id: TemplateSlug; accuracy: number; total_time: number; completed_at: Date }[]
    >(TREND, [seniorId, trendFrom(now)]);
    return weeklyTrend(
      rows.map((r) => ({
        templateId: r.template_id,
        accuracy: Number(r.accuracy),
        totalTimeMs: Number(r.total_time),
        completedAt: r.completed_at,
      })),
      now,
    );
  }
}
