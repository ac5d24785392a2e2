import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { GamesArchiveService } from './games-archive.service';
import { GamesDataRightsService } from './games-data-rights.service';

@Controller()
export class GamesDataRightsNatsController {
  constructor(
    private readonly dataRights: GamesDataRightsService,
    private readonly archive: GamesArchiveService,
  ) {}

  @BusHandler('games.export.page')
  exportPage(@Payload() req: BusRequest<'games.export.page'>) {
    requireActor(req);
    return this.archive.page(req.data.seniorId, req.data.careTeamId, req.data.after);
  }

  @BusHandler('games.erase.bySenior')
  erase(@Payload() req: BusRequest<'games.erase.bySenior'>) {
    requireActor(req);
    return this.dataRights.eraseBySenior(req.data.seniorId, req.data.careTeamId);
  }
}
