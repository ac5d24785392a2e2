import { Controller } from '@nestjs/common';
import { ActorHandler } from '@carewith/platform';
import { RemindersService } from './reminders.service';

@Controller()
export class RemindersNatsController {
  constructor(private readonly reminders: RemindersService) {}

  // The caller's own view: only loved ones care says they can see.
  @ActorHandler('games.reminders.recent')
  recent() {
    return this.reminders.recent();
  }
}
