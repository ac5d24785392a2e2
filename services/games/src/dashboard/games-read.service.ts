import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  FirstTry,
  GameInstance,
  Result,
  SeniorOverview,
  SeniorResult,
  SeniorTrend,
  TEMPLATES,
  TemplateSlug,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import type { ResultEntity } from '../read-model/result.entity';
import { ActivityRow, dashboardFigures } from './dashboard-figures';
import { trendFrom, weeklyTrend } from './weekly-trend';
import { ownTitleOr } from '../language/loved-one-texts';

type JoinedRow = {
  id: string;
  senior_id: string | null;
  care_team_id: string;
  template_id: TemplateSlug;
  created_by: string;
  status: GameInstance['status'];
  config_json: GameInstance['configJSON'];
  sent_at: Date | null;
  created_at: Date;
  result_id: string | null;
  summary_json: SeniorResult['summaryJSON'] | null;
  computed_scores_json: { accuracy: number } | null;
  completed_at: Date | null;
  first_try_json?: FirstTry | null;
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

  async dashboard(now = new Date()) {
    const [teams, seniors] = await Promise.all([
      this.bus.request('care.teams.listMine', {}),
      this.bus.request('care.seniors.accessible', {}),
    ]);
    const teamIds = teams.map((t) => t.id);
    if (!teamIds.length) return { recentGameInstances: [], ...dashboardFigures([], now) };
    const rows = await this.dataSource.query<JoinedRow[]>(
      `SELECT g.*, r.id AS result_id, r.summary_json, r.computed_scores_json, r.completed_at, r.first_try_json
         FROM game_instances g LEFT JOIN results r ON r.game_instance_id = g.id
        WHERE g.care_team_id = ANY($1::uuid[])
          AND (g.created_at > now() - interval '90 days' OR r.completed_at > now() - interval '90 days')
        ORDER BY g.created_at DESC`,
      [teamIds],
    );
    const visibleSeniors = new Set(seniors.map((s) => s.seniorId));
    const visible = rows.filter((r) => r.senior_id === null || visibleSeniors.has(r.senior_id));
    const activities: ActivityRow[] = visible.map((r) => ({
      instanceId: r.id,
      seniorId: r.senior_id,
      templateId: r.template_id,
      title: activityTitle(r.template_id, r.config_json),
      sentAt: r.sent_at,
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
      recentGameInstances: visible.slice(0, 10).map((r) =>
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

  async resultsBySenior(seniorId: string): Promise<SeniorResult[]> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    const rows = await this.dataSource.query<JoinedRow[]>(
      `SELECT g.*, r.id AS result_id, r.summary_json, r.computed_scores_json, r.completed_at, r.first_try_json
         FROM results r JOIN game_instances g ON g.id = r.game_instance_id
        WHERE g.senior_id = $1
        ORDER BY r.completed_at DESC
        LIMIT 500`,
      [seniorId],
    );
    return rows.map((r) => ({
      id: r.result_id!,
      gameInstanceId: r.id,
      title: activityTitle(r.template_id, r.config_json),
      templateId: r.template_id,
      summaryJSON: r.summary_json!,
      computedScoresJSON: r.computed_scores_json!,
      completedAt: r.completed_at!.toISOString(),
      firstTry: r.first_try_json ?? null,
    }));
  }

  async overviewBySenior(seniorId: string): Promise<SeniorOverview> {
    const results = await this.resultsBySenior(seniorId);
    if (!results.length)
      return { activitiesCompleted: 0, averageAccuracy: null, averageMinutes: null, lastCompletedAt: null };
    const sum = (f: (r: SeniorResult) => number) => results.reduce((s, r) => s + f(r), 0);
    return {
      activitiesCompleted: results.length,
      averageAccuracy: sum((r) => r.computedScoresJSON.accuracy) / results.length,
      averageMinutes: Math.round((sum((r) => r.summaryJSON.totalTime) / results.length / 60_000) * 10) / 10,
      lastCompletedAt: results[0]!.completedAt,
    };
  }

  async trendBySenior(seniorId: string, now = new Date()): Promise<SeniorTrend> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    const rows = await this.dataSource.query<
      { template_id: TemplateSlug; accuracy: number; total_time: number; completed_at: Date }[]
    >(
      `SELECT g.template_id, (r.computed_scores_json->>'accuracy')::float AS accuracy,
              (r.summary_json->>'totalTime')::bigint AS total_time, r.completed_at
         FROM results r JOIN game_instances g ON g.id = r.game_instance_id
        WHERE g.senior_id = $1 AND r.completed_at >= $2`,
      [seniorId, trendFrom(now)],
    );
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
