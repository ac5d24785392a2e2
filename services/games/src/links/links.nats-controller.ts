import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { PlayLinksService } from './play-links.service';

// Play links: a new one for an activity, and turning one off.
@Controller()
export class LinksNatsController {
  constructor(private readonly links: PlayLinksService) {}

  @ActorHandler('games.links.create')
  createLink(data: BusRequestData<'games.links.create'>, actorId: string) {
    return this.links.create(actorId, data.gameId);
  }

  @ActorHandler('games.links.revoke')
  revokeLink(data: BusRequestData<'games.links.revoke'>) {
    return this.links.revoke(data.gameId, data.linkId);
  }
}
