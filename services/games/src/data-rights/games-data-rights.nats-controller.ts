import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { GamesArchiveService } from './games-archive.service';
import { GamesDataRightsService } from './games-data-rights.service';

@Controller()
export class GamesDataRightsNatsController {
  constructor(
    private readonly dataRights: GamesDataRightsService,
    private readonly archive: GamesArchiveService,
  ) {}

  @ActorHandler('games.export.page')
  exportPage(data: BusRequestData<'games.export.page'>) {
    return this.archive.page(data.seniorId, data.careTeamId, data.after);
  }

  @ActorHandler('games.erase.bySenior')
  erase(data: BusRequestData<'games.erase.bySenior'>) {
    return this.dataRights.eraseBySenior(data.seniorId, data.careTeamId);
  }
}
