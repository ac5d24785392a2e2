import { busController } from '@carewith/platform';
import { NotificationsService } from './notifications.service';

export class NotificationsNatsController extends busController(
  { notifications: NotificationsService },
  {
    'care.notifications.get': {
      actor: ({ notifications }, data, actorId) => notifications.get(actorId, data.careTeamId),
    },
    'care.notifications.update': {
      actor: ({ notifications }, { careTeamId, ...settings }, actorId) =>
        notifications.update(actorId, careTeamId, settings),
    },
    'care.notifications.weeklyLetter.get': {
      actor: ({ notifications }, data, actorId) => notifications.getWeeklyLetter(actorId, data.careTeamId),
    },
    'care.notifications.weeklyLetter.update': {
      actor: ({ notifications }, { careTeamId, ...setting }, actorId) =>
        notifications.updateWeeklyLetter(actorId, careTeamId, setting),
    },
  },
) {}
