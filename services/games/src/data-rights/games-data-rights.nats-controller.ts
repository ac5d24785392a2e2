import { busController } from '@carewith/platform';
import { GamesArchiveService } from './games-archive.service';
import { GamesDataRightsService } from './games-data-rights.service';

export class GamesDataRightsNatsController extends busController(
  { dataRights: GamesDataRightsService, archive: GamesArchiveService },
  {
    'games.export.page': { actor: ({ archive }, data) => archive.page(data.seniorId, data.careTeamId, data.after) },
    'games.erase.bySenior': {
      actor: ({ dataRights }, data) => dataRights.eraseBySenior(data.seniorId, data.careTeamId),
    },
  },
) {}
