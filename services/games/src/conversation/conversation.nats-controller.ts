import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest } from '@carewith/platform';
import { ConversationFactsService } from './conversation-facts.service';

// Internal (no actor, no gateway route): what insights writes starters and weekly letters from.
@Controller()
export class ConversationNatsController {
  constructor(private readonly facts: ConversationFactsService) {}

  @BusHandler('games.conversation.activity')
  activity(@Payload() req: BusRequest<'games.conversation.activity'>) {
    return this.facts.activity(req.data.gameId);
  }

  @BusHandler('games.letter.week')
  week(@Payload() req: BusRequest<'games.letter.week'>) {
    return this.facts.week(req.data.seniorId, new Date(req.data.from), new Date(req.data.to));
  }
}
