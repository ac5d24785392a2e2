import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData, DifficultyLevel } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { DifficultyService } from './difficulty.service';

@Controller()
export class DifficultyNatsController {
  constructor(private readonly difficulty: DifficultyService) {}

  @BusHandler('games.difficulty.bySenior')
  bySenior(@Payload() req: HandlerRequest<BusRequestData<'games.difficulty.bySenior'>>) {
    requireActor(req);
    return this.difficulty.bySenior(req.data.seniorId);
  }

  @BusHandler('games.difficulty.pin')
  pin(@Payload() req: HandlerRequest<BusRequestData<'games.difficulty.pin'>>) {
    return this.difficulty.pin(
      requireActor(req),
      req.data.seniorId,
      req.data.templateId,
      req.data.pinnedLevel as DifficultyLevel | null,
    );
  }
}
