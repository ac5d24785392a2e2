import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { ReviewService } from './review.service';

@Controller()
export class ReviewNatsController {
  constructor(private readonly review: ReviewService) {}

  @BusHandler('games.review.bySenior')
  bySenior(@Payload() req: BusRequest<'games.review.bySenior'>) {
    requireActor(req);
    return this.review.bySenior(req.data.seniorId);
  }
}
