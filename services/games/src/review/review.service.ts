import { Injectable } from '@nestjs/common';
import type { SeniorReview } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { DifficultyService } from '../difficulty/difficulty.service';
import { buildReviewActivity, dueItems, reviewTemplate } from './review-activity';
import { ReviewItemsService } from './review-items.service';

// What is due for the loved one now and the Review activity a slot would send now (nothing is made
// or sent here: the scheduling work builds and sends it at its slot).
@Injectable()
export class ReviewService {
  constructor(
    private readonly bus: BusClient,
    private readonly items: ReviewItemsService,
    private readonly difficulty: DifficultyService,
  ) {}

  async bySenior(seniorId: string, now = Date.now()): Promise<SeniorReview> {
    // The same check as reading mastery and results: any member of the loved one's team.
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    const candidates = await this.items.candidates(seniorId);
    const templateId = reviewTemplate(candidates, now);
    // Titled in the loved one's language, as the Review they would get.
    const activity = templateId
      ? buildReviewActivity(
          candidates,
          now,
          await this.difficulty.levelFor(seniorId, templateId),
          (await this.bus.request('care.seniors.firstName', { seniorId })).language,
        )
      : null;
    return {
      due: dueItems(candidates, now).map((d) => ({
        key: d.key,
        label: d.label,
        kind: d.kind,
        dueAt: new Date(d.dueAt).toISOString(),
      })),
      next: activity && {
        title: activity.configJSON.title,
        templateId: activity.templateId,
        level: activity.configJSON.level,
        steps: activity.items.map((i) => ({
          key: i.key,
          label: i.label,
          kind: i.kind,
          dueAt: i.dueAt === null ? null : new Date(i.dueAt).toISOString(),
        })),
      },
    };
  }
}
