import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GameConfig, MasteryItemKind, MasteryState, stepsFor, TemplateSlug } from '@carewith/contracts';
import { itemOfStep } from '../mastery/mastery';
import type { ReviewCandidate } from './review-activity';

type ItemRow = {
  item_key: string;
  kind: MasteryItemKind;
  label: string;
  state: MasteryState;
  review_interval_index: number | null;
  review_due_at: Date | null;
  review_upkeep: boolean | null;
  review_streak: number | null;
};

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
      this.dataSource.query<{ template_id: TemplateSlug; config_json: GameConfig }[]>(
        `SELECT template_id, config_json FROM game_instances WHERE senior_id = $1 ORDER BY created_at DESC, id`,
        [seniorId],
      ),
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
          review: !row
            ? null
            : {
                intervalIndex: row.review_interval_index ?? -1,
                dueAt: row.review_due_at ? row.review_due_at.getTime() : null,
                upkeep: row.review_upkeep ?? false,
                streak: row.review_streak ?? 0,
              },
        });
      }
    return [...candidates.values()];
  }
}
