import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FirstTry, GameConfig, ResultSummary, TemplateSlug } from '@carewith/contracts';
import type { StepAnswerData } from '../mastery/mastery';

export type ConversationGameRow = {
  id: string;
  senior_id: string | null;
  care_team_id: string;
  template_id: TemplateSlug;
  config_json: GameConfig;
  completed_at: Date | null;
};
export type PlayedRow = {
  id: string;
  template_id: TemplateSlug;
  config_json: GameConfig;
  summary_json: ResultSummary;
  completed_at: Date;
  first_try_json: FirstTry | null;
};

// What insights' starters and letters are written from, as read from the activities, their answers,
// results and item_mastery: every statement of the conversation facts in one place.
@Injectable()
export class ConversationStore {
  constructor(private readonly dataSource: DataSource) {}

  // The activity with its completion moment (null: not completed).
  async activity(gameId: string): Promise<ConversationGameRow | null> {
    const [game] = await this.dataSource.query<ConversationGameRow[]>(
      `SELECT g.id, g.senior_id, g.care_team_id, g.template_id, g.config_json, r.completed_at
         FROM game_instances g LEFT JOIN results r ON r.game_instance_id = g.id
        WHERE g.id = $1`,
      [gameId],
    );
    return game ?? null;
  }

  // Its answers, in the order given.
  async answers(gameId: string): Promise<(StepAnswerData & { step: number })[]> {
    const rows = await this.dataSource.query<{ payload_json: StepAnswerData & { step: number } }[]>(
      `SELECT payload_json FROM game_events WHERE game_instance_id = $1 AND type = 'STEP' ORDER BY created_at, id`,
      [gameId],
    );
    return rows.map((r) => r.payload_json);
  }

  // The activities the loved one completed in [from, to), in the order completed.
  async played(seniorId: string, from: Date, to: Date): Promise<PlayedRow[]> {
    return this.dataSource.query<PlayedRow[]>(
      `SELECT g.id, g.template_id, g.config_json, r.summary_json, r.completed_at, r.first_try_json
         FROM results r JOIN game_instances g ON g.id = r.game_instance_id
        WHERE g.senior_id = $1 AND r.completed_at >= $2 AND r.completed_at < $3
        ORDER BY r.completed_at`,
      [seniorId, from, to],
    );
  }

  async playedCount(seniorId: string, from: Date, to: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM results r JOIN game_instances g ON g.id = r.game_instance_id
        WHERE g.senior_id = $1 AND r.completed_at >= $2 AND r.completed_at < $3`,
      [seniorId, from, to],
    );
    return row?.n ?? 0;
  }

  // The items known and slipping now, the most recently played first (at most 100).
  async knownAndSlipping(seniorId: string): Promise<{ label: string; state: 'known' | 'slipping' }[]> {
    return this.dataSource.query<{ label: string; state: 'known' | 'slipping' }[]>(
      `SELECT label, state FROM item_mastery WHERE senior_id = $1 AND state IN ('known', 'slipping')
        ORDER BY last_played_at DESC NULLS LAST, label LIMIT 100`,
      [seniorId],
    );
  }

  // How many activities were ever made for the loved one.
  async activitiesEver(seniorId: string): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM game_instances WHERE senior_id = $1',
      [seniorId],
    );
    return row?.n ?? 0;
  }
}
