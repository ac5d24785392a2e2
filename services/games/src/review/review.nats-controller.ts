import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { ReviewService } from './review.service';

@Controller()
export class ReviewNatsController {
  constructor(private readonly review: ReviewService) {}

  @ActorHandler('games.review.bySenior')
  bySenior(data: BusRequestData<'games.review.bySenior'>) {
    return this.review.bySenior(data.seniorId);
  }
}
