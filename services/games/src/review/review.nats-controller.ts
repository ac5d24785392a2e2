import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { ReviewService } from './review.service';

@Controller()
export class ReviewNatsController {
  constructor(private readonly review: ReviewService) {}

  @BusHandler('games.review.bySenior')
  bySenior(@Payload() req: HandlerRequest<BusRequestData<'games.review.bySenior'>>) {
    requireActor(req);
    return this.review.bySenior(req.data.seniorId);
  }
}
