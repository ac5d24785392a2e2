import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { RemindersService } from './reminders.service';

@Controller()
export class RemindersNatsController {
  constructor(private readonly reminders: RemindersService) {}

  // The caller's own view: only loved ones care says they can see.
  @BusHandler('games.reminders.recent')
  recent(@Payload() req: BusRequest<'games.reminders.recent'>) {
    requireActor(req);
    return this.reminders.recent();
  }
}
