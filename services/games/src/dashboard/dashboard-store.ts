import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FirstTry, GameInstance, SeniorResult, SeniorResultsPageRequest, TemplateSlug } from '@carewith/contracts';
import { DASHBOARD_ROWS, RECENT_INSTANCES } from './dashboard-queries';
import { OVERVIEW, resultsPage, TREND } from './senior-results-queries';

export type GameInstanceRow = {
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

export type JoinedRow = Pick<GameInstanceRow, 'id' | 'senior_id' | 'template_id' | 'sent_at'> & {
  title: string | null;
  opened_at: Date | null;
  result_id: string | null;
  summary_json: SeniorResult['summaryJSON'] | null;
  computed_scores_json: { accuracy: number } | null;
  completed_at: Date | null;
  first_try_json?: FirstTry | null;
};

export type ResultRow = {
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

// The dashboard's scope: the caller's teams, the loved ones they may see, and now.
export type DashboardScope = { teamIds: string[]; seniorIds: string[]; now: Date };

// The reads of results and figures (dashboard-queries.ts, senior-results-queries.ts), each
// bounded by a window, a page or a loved one's index.
@Injectable()
export class DashboardStore {
  constructor(private readonly dataSource: DataSource) {}

  // The window's activities with their results, and the ten newest activities of it.
  async dashboard(scope: DashboardScope): Promise<{ rows: JoinedRow[]; recent: GameInstanceRow[] }> {
    const params = [scope.teamIds, scope.seniorIds, scope.now];
    const [rows, recent] = await Promise.all([
      this.dataSource.query<JoinedRow[]>(DASHBOARD_ROWS, params),
      this.dataSource.query<GameInstanceRow[]>(RECENT_INSTANCES, params),
    ]);
    return { rows, recent };
  }

  // One page of a loved one's results, newest first, each with the cursor of the page after it.
  async resultsPage(request: SeniorResultsPageRequest & { limit: number }) {
    const query = resultsPage(request);
    return this.dataSource.query<(ResultRow & { cursor: string })[]>(query.sql, query.params);
  }

  async overview(seniorId: string) {
    const [row] = await this.dataSource.query<
      { n: number; accuracy: number | null; total_time: number | null; last: Date | null }[]
    >(OVERVIEW, [seniorId]);
    return row ?? null;
  }

  // The loved one's results since `from`.
  async trend(seniorId: string, from: Date) {
    return this.dataSource.query<
      { template_id: TemplateSlug; accuracy: number; total_time: number; completed_at: Date }[]
    >(TREND, [seniorId, from]);
  }
}
