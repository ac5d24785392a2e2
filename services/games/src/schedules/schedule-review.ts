import { Injectable } from '@nestjs/common';
import type { DifficultyLevel, SeniorLanguage, TemplateSlug } from '@carewith/contracts';
import { DifficultyService } from '../difficulty/difficulty.service';
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

@Injectable()
export class ScheduleReview {
  constructor(
    private readonly items: ReviewItemsService,
    private readonly difficulty: DifficultyService,
  ) {}

  // language: the loved one's, for the Review's title (issue #16).
  async builder(seniorId: string, language?: SeniorLanguage): Promise<ReviewBuilder> {
    return new ReviewBuilder(seniorId, await this.items.candidates(seniorId), this.difficulty, language);
  }
}
