import { Injectable } from '@nestjs/common';
import { stepsFor } from '@carewith/contracts';
import { itemOfStep } from '../mastery/mastery';
import type { ReviewCandidate } from './review-activity';
import { reviewStateOf } from './review.projection';
import { ReviewStore } from './review-store';

// The loved one's items as the Review builder needs them: each item with the authored step it comes
// from (the newest activity that has it wins, so the family's latest wording and choices are used),
// its template, its review state (null: never answered) and whether it is known. Items whose
// activities are all gone have no step and are left out.
@Injectable()
export class ReviewItemsService {
  constructor(private readonly store: ReviewStore) {}

  async candidates(seniorId: string): Promise<ReviewCandidate[]> {
    const [rows, activities] = await Promise.all([this.store.items(seniorId), this.store.activities(seniorId)]);
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
