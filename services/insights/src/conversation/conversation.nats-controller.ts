import { busController } from '@carewith/platform';
import { StartersService } from './starters.service';

// Conversation starters for the family's screens, their export and erasure.
export class ConversationNatsController extends busController(
  { starters: StartersService },
  {
    'insights.starters.byGame': { actor: ({ starters }, data, actorId) => starters.byGame(actorId, data.gameId) },
    'insights.starters.bySenior': { actor: ({ starters }, data, actorId) => starters.bySenior(actorId, data.seniorId) },
    'insights.starters.talked': {
      actor: ({ starters }, data, actorId) => starters.mark(actorId, data.starterId, data.note),
    },
    'insights.starters.untalked': { actor: ({ starters }, data, actorId) => starters.unmark(actorId, data.starterId) },
    // Internal (no actor): the loved one's "About me" page (games).
    'insights.starters.talkedBySenior': { anyone: ({ starters }, { data }) => starters.talkedBySenior(data.seniorId) },
    'insights.conversation.bySenior': {
      actor: ({ starters }, data) => starters.exportBySenior(data.seniorId, data.gameIds),
    },
    // Erasure (called by care once it has checked the caller may erase the loved one).
    'insights.conversation.erase': {
      actor: ({ starters }, data) => starters.eraseBySenior(data.seniorId, data.gameIds),
    },
  },
) {}
