import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DifficultyLevel } from '@carewith/contracts';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { DifficultyService } from './difficulty.service';

@Controller()
export class DifficultyNatsController {
  constructor(private readonly difficulty: DifficultyService) {}

  @BusHandler('games.difficulty.bySenior')
  bySenior(@Payload() req: BusRequest<'games.difficulty.bySenior'>) {
    requireActor(req);
    return this.difficulty.bySenior(req.data.seniorId);
  }

  @BusHandler('games.difficulty.pin')
  pin(@Payload() req: BusRequest<'games.difficulty.pin'>) {
    return this.difficulty.pin(
      requireActor(req),
      req.data.seniorId,
      req.data.templateId,
      req.data.pinnedLevel as DifficultyLevel | null,
    );
  }
}
