import { busController } from '@carewith/platform';
import { PlayService } from './play.service';

// The loved one's play: opening a link, each answer, and the end. No actor: the token is the capability.
export class PlayNatsController extends busController(
  { play: PlayService },
  {
    'games.play.get': { anyone: ({ play }, { data }) => play.open(data.token) },
    'games.play.event': { anyone: ({ play }, { data }) => play.record(data.token, data.event) },
    'games.play.complete': { anyone: ({ play }, { data }) => play.complete(data.token, data.complete) },
  },
) {}
