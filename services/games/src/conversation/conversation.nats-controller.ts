import { busController } from '@carewith/platform';
import { ConversationFactsService } from './conversation-facts.service';

// Internal (no actor, no gateway route): what insights writes starters and weekly letters from.
export class ConversationNatsController extends busController(
  { facts: ConversationFactsService },
  {
    'games.conversation.activity': { anyone: ({ facts }, { data }) => facts.activity(data.gameId) },
    'games.letter.week': {
      anyone: ({ facts }, { data }) => facts.week(data.seniorId, new Date(data.from), new Date(data.to)),
    },
  },
) {}
