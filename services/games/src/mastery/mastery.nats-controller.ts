import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { MasteryReadService } from './mastery-read.service';

@Controller()
export class MasteryNatsController {
  constructor(private readonly mastery: MasteryReadService) {}

  @ActorHandler('games.mastery.bySenior')
  bySenior(data: BusRequestData<'games.mastery.bySenior'>) {
    return this.mastery.bySenior(data.seniorId);
  }
}
