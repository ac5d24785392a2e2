import { busController } from '@carewith/platform';
import { PlayLinksService } from './play-links.service';

// Play links: a new one for an activity, and turning one off.
export class LinksNatsController extends busController(
  { links: PlayLinksService },
  {
    'games.links.create': { actor: ({ links }, data, actorId) => links.create(actorId, data.gameId) },
    'games.links.revoke': { actor: ({ links }, data) => links.revoke(data.gameId, data.linkId) },
  },
) {}
