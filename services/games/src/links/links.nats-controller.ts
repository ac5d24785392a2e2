import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { PlayLinksService } from './play-links.service';

// Play links: a new one for an activity, and turning one off.
@Controller()
export class LinksNatsController {
  constructor(private readonly links: PlayLinksService) {}

  @BusHandler('games.links.create')
  createLink(@Payload() req: BusRequest<'games.links.create'>) {
    return this.links.create(requireActor(req), req.data.gameId);
  }

  @BusHandler('games.links.revoke')
  revokeLink(@Payload() req: BusRequest<'games.links.revoke'>) {
    requireActor(req);
    return this.links.revoke(req.data.gameId, req.data.linkId);
  }
}
