import { Controller } from '@nestjs/common';
import { BusRequestData, DifficultyLevel } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { DifficultyService } from './difficulty.service';

@Controller()
export class DifficultyNatsController {
  constructor(private readonly difficulty: DifficultyService) {}

  @ActorHandler('games.difficulty.bySenior')
  bySenior(data: BusRequestData<'games.difficulty.bySenior'>) {
    return this.difficulty.bySenior(data.seniorId);
  }

  @ActorHandler('games.difficulty.pin')
  pin(data: BusRequestData<'games.difficulty.pin'>, actorId: string) {
    return this.difficulty.pin(actorId, data.seniorId, data.templateId, data.pinnedLevel as DifficultyLevel | null);
  }
}
