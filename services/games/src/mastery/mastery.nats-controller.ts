import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { MasteryReadService } from './mastery-read.service';

@Controller()
export class MasteryNatsController {
  constructor(private readonly mastery: MasteryReadService) {}

  @BusHandler('games.mastery.bySenior')
  bySenior(@Payload() req: BusRequest<'games.mastery.bySenior'>) {
    requireActor(req);
    return this.mastery.bySenior(req.data.seniorId);
  }
}
