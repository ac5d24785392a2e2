import { busController } from '@carewith/platform';
import { ActivitiesService } from './activities.service';
import { SendActivityService } from './send-activity.service';
import { TemplatesService } from './templates.service';

// Templates and activities: create, change, read, duplicate, preview, export, and send.
export class GamesNatsController extends busController(
  { activities: ActivitiesService, templates: TemplatesService, sendActivity: SendActivityService },
  {
    'games.templates.list': { anyone: ({ templates }) => templates.list() },
    'games.create': { actor: ({ activities }, data, actorId) => activities.create(actorId, data) },
    'games.update': { actor: ({ activities }, data) => activities.update(data.gameId, data.update) },
    'games.get': { actor: ({ activities }, data) => activities.detail(data.gameId) },
    'games.duplicate': {
      actor: ({ activities }, data, actorId) => activities.duplicate(actorId, data.gameId, data.language),
    },
    'games.preview': { actor: ({ activities }, data) => activities.preview(data.gameId) },
    'games.export': { actor: ({ activities }, data) => activities.export(data.gameId) },
    'games.send': { actor: ({ sendActivity }, data, actorId) => sendActivity.send(actorId, data.gameId, data.message) },
  },
) {}
