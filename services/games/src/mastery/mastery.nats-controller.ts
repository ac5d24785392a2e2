import { busController } from '@carewith/platform';
import { MasteryReadService } from './mastery-read.service';

export class MasteryNatsController extends busController(
  { mastery: MasteryReadService },
  { 'games.mastery.bySenior': { actor: ({ mastery }, data) => mastery.bySenior(data.seniorId) } },
) {}
