import { DifficultyLevel } from '@carewith/contracts';
import { busController } from '@carewith/platform';
import { DifficultyService } from './difficulty.service';

export class DifficultyNatsController extends busController(
  { difficulty: DifficultyService },
  {
    'games.difficulty.bySenior': { actor: ({ difficulty }, data) => difficulty.bySenior(data.seniorId) },
    'games.difficulty.pin': {
      actor: ({ difficulty }, data, actorId) =>
        difficulty.pin(actorId, data.seniorId, data.templateId, data.pinnedLevel as DifficultyLevel | null),
    },
  },
) {}
