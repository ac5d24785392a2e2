import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GameConfig, MasteryItemKind, MasteryState, stepsFor, TemplateSlug } from '@carewith/contracts';
import { itemOfStep } from '../mastery/mastery';
import type { ReviewCandidate } from './review-activity';
import { ReviewColumns, reviewStateOf } from './review.projection';

type ItemRow = ReviewColumns & { item_key: string; kind: MasteryItemKind; label: string; state: MasteryState };

// Every item's newest activity is among these: the activities not completed yet, and for the items
// of completed ones, the newest completed activity holding each (completed_items). Reading every
// config of the loved one made this read grow with their history (issue #25).
export const REVIEW_ACTIVITIES_SQL = `SELECT template_id, config_json, created_at, id FROM game_instances
   WHERE senior_id = $1 AND status <> 'CLOSED'
  UNION ALL
  SELECT g.template_id, g.config_json, g.created_at, g.id
    FROM game_instances g WHERE g.id IN (SELECT game_id FROM completed_items WHERE senior_id = $1) AND g.status = 'CLOSED'
  ORDER BY created_at DESC, id`;

// The loved one's items as the Review builder needs them: each item with the authored step it comes
// from (the newest activity that has it wins, so the family's latest wording and choices are used),
// its template, its review state (null: never answered) and whether it is known. Items whose
// activities are all gone have no step and are left out.
@Injectable()
export class ReviewItemsService {
  constructor(private readonly dataSource: DataSource) {}

  async candidates(seniorId: string): Promise<ReviewCandidate[]> {
    const [rows, activities] = await Promise.all([
      this.dataSource.query<ItemRow[]>(
        `SELECT item_key, kind, label, state, review_interval_index, review_due_at, review_upkeep, review_streak
           FROM item_mastery WHERE senior_id = $1`,
        [seniorId],
      ),
      this.dataSource.query<{ template_id: TemplateSlug; config_json: GameConfig }[]>(REVIEW_ACTIVITIES_SQL, [
        seniorId,
      ]),
    ]);
    const played = new Map(rows.map((r) => [r.item_key, r]));
    const candidates = new Map<string, ReviewCandidate>();
    for (const a of activities)
      for (const step of stepsFor(a.template_id, a.config_json.steps, a.config_json.language)) {
        const item = itemOfStep(step);
        if (candidates.has(item.key)) continue;
        const row = played.get(item.key);
        candidates.set(item.key, {
          key: item.key,
          kind: item.kind,
          label: row?.label ?? item.label,
          templateId: a.template_id,
          step,
          known: row?.state === 'known',
          // Played before review existed and not replayed since: no due time yet (not new either).
          review: row ? reviewStateOf(row) : null,
        });
      }
    return [...candidates.values()];
  }
}
