import { Injectable } from '@nestjs/common';
import type { DifficultyLevel, GameConfig, SeniorLanguage, TemplateSlug } from '@carewith/contracts';
import { DifficultyService } from '../difficulty/difficulty.service';
import { BoxActivities, BoxActivityBuilder } from '../memory-box/box-activities';
import { buildReviewActivity, ReviewActivity, ReviewCandidate, reviewTemplate } from '../review/review-activity';
import { ReviewItemsService } from '../review/review-items.service';

// The Review a slot sends (review/review-activity.ts, at the loved one's level for its template),
// built from the items as they are now. One builder reads the items once and each level once, so
// "Coming up" can preview several slots.
export class ReviewBuilder {
  private readonly levels = new Map<TemplateSlug, DifficultyLevel>();

  constructor(
    private readonly seniorId: string,
    private readonly candidates: ReviewCandidate[],
    private readonly difficulty: DifficultyService,
    private readonly language?: SeniorLanguage,
  ) {}

  async at(now: number): Promise<ReviewActivity | null> {
    const templateId = reviewTemplate(this.candidates, now);
    if (!templateId) return null;
    let level = this.levels.get(templateId);
    if (!level) {
      level = await this.difficulty.levelFor(this.seniorId, templateId);
      this.levels.set(templateId, level);
    }
    return buildReviewActivity(this.candidates, now, level, this.language);
  }
}

// What a slot builds itself when the family chose no draft for it: the memory box's next activity when
// the box can make one (review first, a different set from the last, a song to end on),
// else the Review of the authored items. items: the labels Coming up shows.
export type SlotActivity = {
  kind: 'box' | 'review';
  templateId: TemplateSlug;
  configJSON: GameConfig;
  items: string[];
};

export class SlotBuilder {
  constructor(
    private readonly box: BoxActivityBuilder,
    private readonly review: ReviewBuilder,
  ) {}

  // advance: false for a slot that will not send it (Coming up's skipped or paused slots), so the
  // box's next slot is not told to avoid a set that never went.
  async at(now: number, advance = true): Promise<SlotActivity | null> {
    const box = this.box.at(now, advance);
    if (box) return { kind: 'box', ...box };
    const review = await this.review.at(now);
    if (!review) return null;
    return {
      kind: 'review',
      templateId: review.templateId,
      configJSON: review.configJSON,
      items: review.items.map((i) => i.label),
    };
  }
}

@Injectable()
export class ScheduleReview {
  constructor(
    private readonly items: ReviewItemsService,
    private readonly difficulty: DifficultyService,
    private readonly box: BoxActivities,
  ) {}

  // language: the loved one's, for the activity's words and title.
  async builder(seniorId: string, language: SeniorLanguage): Promise<SlotBuilder> {
    const [box, candidates] = await Promise.all([
      this.box.builder(seniorId, language),
      this.items.candidates(seniorId),
    ]);
    return new SlotBuilder(box, new ReviewBuilder(seniorId, candidates, this.difficulty, language));
  }
}
