import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { RemindersService } from './reminders.service';

@Controller()
export class RemindersNatsController {
  constructor(private readonly reminders: RemindersService) {}

  // The caller's own view: only loved ones care says they can see.
  @BusHandler('games.reminders.recent')
  recent(@Payload() req: HandlerRequest<BusRequestData<'games.reminders.recent'>>) {
    requireActor(req);
    return this.reminders.recent();
  }
}
