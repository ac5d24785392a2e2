import { Injectable } from '@nestjs/common';
import {
  GameInstance,
  Language,
  Result,
  RESULTS_PAGE_MAX,
  SeniorOverview,
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
import { DashboardStore } from './dashboard-store';
import { trendFrom, weeklyTrend } from './weekly-trend';
import { ownTitleOr } from '../language/loved-one-texts';

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
    private readonly store: DashboardStore,
    private readonly bus: BusClient,
  ) {}

  async dashboard(language?: Language, now = new Date()) {
    // The caller's side of the dashboard from care, which is also what they may see here: their teams
    // (an activity for no loved one belongs to its team) and those teams' loved ones.
    const care = await this.bus.request('care.dashboard', { language });
    const teamIds = care.careTeams.map((t) => t.id);
    if (!teamIds.length) return { care, recentGameInstances: [], ...dashboardFigures([], now) };
    const { rows, recent } = await this.store.dashboard({ teamIds, seniorIds: care.seniors.map((s) => s.id), now });
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

  // One page of a loved one's results, newest first (keyset on the completion moment and id,
  // read from the loved one's index, so a page costs the same at any depth of their history).
  async resultsBySenior(request: SeniorResultsPageRequest): Promise<SeniorResultsPage> {
    await this.bus.request('care.seniors.authorize', { seniorId: request.seniorId, need: 'view' });
    const limit = request.limit ?? RESULTS_PAGE_MAX;
    const rows = await this.store.resultsPage({ ...request, limit: limit + 1 });
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
    const row = await this.store.overview(seniorId);
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
    const rows = await this.store.trend(seniorId, trendFrom(now));
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
