import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { MasteryReadService } from './mastery-read.service';

@Controller()
export class MasteryNatsController {
  constructor(private readonly mastery: MasteryReadService) {}

  @BusHandler('games.mastery.bySenior')
  bySenior(@Payload() req: HandlerRequest<BusRequestData<'games.mastery.bySenior'>>) {
    requireActor(req);
    return this.mastery.bySenior(req.data.seniorId);
  }
}
