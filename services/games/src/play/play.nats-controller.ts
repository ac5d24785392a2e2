import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest } from '@carewith/platform';
import { PlayService } from './play.service';

// The loved one's play: opening a link, each answer, and the end.
@Controller()
export class PlayNatsController {
  constructor(private readonly play: PlayService) {}

  // The loved one's side: no actor, the token is the capability.
  @BusHandler('games.play.get')
  openPlay(@Payload() req: BusRequest<'games.play.get'>) {
    return this.play.open(req.data.token);
  }

  @BusHandler('games.play.event')
  playEvent(@Payload() req: BusRequest<'games.play.event'>) {
    return this.play.record(req.data.token, req.data.event);
  }

  @BusHandler('games.play.complete')
  playComplete(@Payload() req: BusRequest<'games.play.complete'>) {
    return this.play.complete(req.data.token, req.data.complete);
  }
}
