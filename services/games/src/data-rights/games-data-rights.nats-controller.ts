import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { GamesArchiveService } from './games-archive.service';
import { GamesDataRightsService } from './games-data-rights.service';

type Req<P extends Parameters<typeof BusHandler>[0]> = HandlerRequest<BusRequestData<P>>;

@Controller()
export class GamesDataRightsNatsController {
  constructor(
    private readonly dataRights: GamesDataRightsService,
    private readonly archive: GamesArchiveService,
  ) {}

  @BusHandler('games.export.page')
  exportPage(@Payload() req: Req<'games.export.page'>) {
    requireActor(req);
    return this.archive.page(req.data.seniorId, req.data.careTeamId, req.data.after);
  }

  @BusHandler('games.erase.bySenior')
  erase(@Payload() req: Req<'games.erase.bySenior'>) {
    requireActor(req);
    return this.dataRights.eraseBySenior(req.data.seniorId, req.data.careTeamId);
  }
}
