import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { GamesDataRightsService } from './games-data-rights.service';

type Req<P extends Parameters<typeof BusHandler>[0]> = HandlerRequest<BusRequestData<P>>;

@Controller()
export class GamesDataRightsNatsController {
  constructor(private readonly dataRights: GamesDataRightsService) {}

  @BusHandler('games.export.bySenior')
  export(@Payload() req: Req<'games.export.bySenior'>) {
    requireActor(req);
    return this.dataRights.exportBySenior(req.data.seniorId, req.data.careTeamId);
  }

  @BusHandler('games.erase.bySenior')
  erase(@Payload() req: Req<'games.erase.bySenior'>) {
    requireActor(req);
    return this.dataRights.eraseBySenior(req.data.seniorId, req.data.careTeamId);
  }
}
