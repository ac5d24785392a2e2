import { busController } from '@carewith/platform';
import { SchedulesService } from './schedules.service';

export class SchedulesNatsController extends busController(
  { schedules: SchedulesService },
  {
    'games.schedule.bySenior': { actor: ({ schedules }, data) => schedules.bySenior(data.seniorId) },
    'games.schedule.create': {
      actor: ({ schedules }, data, actorId) => schedules.create(actorId, data.seniorId, data.schedule),
    },
    'games.schedule.delete': { actor: ({ schedules }, data) => schedules.remove(data.seniorId, data.scheduleId) },
    'games.schedule.slot': {
      actor: ({ schedules }, data, actorId) => schedules.updateSlot(actorId, data.seniorId, data.slot),
    },
    'games.schedule.draft': {
      actor: ({ schedules }, data, actorId) => schedules.draft(actorId, data.seniorId, data.at),
    },
    // No actor: asked by the gateway after the loved one's settings changed.
  },
) {}
