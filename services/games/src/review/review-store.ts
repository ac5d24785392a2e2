import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GameConfig, MasteryItemKind, MasteryState, TemplateSlug } from '@carewith/contracts';
import { ReviewColumns } from './review.projection';

export type ReviewItemRow = ReviewColumns & {
  item_key: string;
  kind: MasteryItemKind;
  label: string;
  state: MasteryState;
};

// Every item's newest activity is among these: the activities not completed yet, and for the items
// of completed ones, the newest completed activity holding each (completed_items). Reading every
// config of the loved one made this read grow with their history.
export const REVIEW_ACTIVITIES_SQL = `SELECT template_id, config_json, created_at, id FROM game_instances
   WHERE senior_id = $1 AND status <> 'CLOSED'
  UNION ALL
  SELECT g.template_id, g.config_json, g.created_at, g.id
    FROM game_instances g WHERE g.id IN (SELECT game_id FROM completed_items WHERE senior_id = $1) AND g.status = 'CLOSED'
  ORDER BY created_at DESC, id`;

// What spaced review reads (the review columns of item_mastery, and the activities its items come
// from): every statement of the review's reads in one place (the review projection writes the rows).
@Injectable()
export class ReviewStore {
  constructor(private readonly dataSource: DataSource) {}

  // The loved one's items with their review state.
  async items(seniorId: string): Promise<ReviewItemRow[]> {
    return this.dataSource.query<ReviewItemRow[]>(
      `SELECT item_key, kind, label, state, review_interval_index, review_due_at, review_upkeep, review_streak
         FROM item_mastery WHERE senior_id = $1`,
      [seniorId],
    );
  }

  // The activities the loved one's items come from, newest first.
  async activities(seniorId: string): Promise<{ template_id: TemplateSlug; config_json: GameConfig }[]> {
    return this.dataSource.query<{ template_id: TemplateSlug; config_json: GameConfig }[]>(REVIEW_ACTIVITIES_SQL, [
      seniorId,
    ]);
  }
}
