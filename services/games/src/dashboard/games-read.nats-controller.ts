import { busController } from '@carewith/platform';
import { GamesReadService } from './games-read.service';

export class GamesReadNatsController extends busController(
  { read: GamesReadService },
  {
    'games.dashboard': { actor: ({ read }, data) => read.dashboard(data.language) },
    'games.results.bySenior': { actor: ({ read }, data) => read.resultsBySenior(data) },
    'games.overview.bySenior': { actor: ({ read }, data) => read.overviewBySenior(data.seniorId) },
    'games.trend.bySenior': { actor: ({ read }, data) => read.trendBySenior(data.seniorId) },
  },
) {}
