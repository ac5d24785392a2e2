import { busController } from '@carewith/platform';
import { GoalsService } from './goals.service';

// Everyday goals for members of the loved one's team (the service checks who may do what).
export class GoalsNatsController extends busController(
  { goals: GoalsService },
  {
    'games.goals.bySenior': { actor: ({ goals }, d) => goals.bySenior(d.seniorId) },
    'games.goals.create': { actor: ({ goals }, d, actorId) => goals.create(actorId, d.seniorId, d.goal) },
    'games.goals.rate': { actor: ({ goals }, d, actorId) => goals.rate(actorId, d.seniorId, d.goalId, d.rating) },
    'games.goals.voice': {
      actor: ({ goals }, d, actorId) => goals.recordVoice(actorId, d.seniorId, d.goalId, d.voice),
    },
    'games.goals.stop': { actor: ({ goals }, d, actorId) => goals.stop(actorId, d.seniorId, d.goalId) },
    'games.goals.ratingsDue': { actor: ({ goals }) => goals.ratingsDue() },
    'games.goals.export': { actor: ({ goals }, d) => goals.export(d.seniorId) },
  },
) {}
