import { busController } from '@carewith/platform';
import { RemindersService } from './reminders.service';

export class RemindersNatsController extends busController(
  { reminders: RemindersService },
  {
    // The caller's own view: only loved ones care says they can see.
    'games.reminders.recent': { actor: ({ reminders }) => reminders.recent() },
  },
) {}
