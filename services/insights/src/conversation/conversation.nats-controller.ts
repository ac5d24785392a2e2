import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { StartersService } from './starters.service';

// Conversation starters (issue #16) for the family's screens, their export and erasure.
@Controller()
export class ConversationNatsController {
  constructor(private readonly starters: StartersService) {}

  @ActorHandler('insights.starters.byGame')
  byGame(data: BusRequestData<'insights.starters.byGame'>, actorId: string) {
    return this.starters.byGame(actorId, data.gameId);
  }

  @ActorHandler('insights.starters.bySenior')
  bySenior(data: BusRequestData<'insights.starters.bySenior'>, actorId: string) {
    return this.starters.bySenior(actorId, data.seniorId);
  }

  @ActorHandler('insights.starters.talked')
  talked(data: BusRequestData<'insights.starters.talked'>, actorId: string) {
    return this.starters.mark(actorId, data.starterId, data.note);
  }

  @ActorHandler('insights.starters.untalked')
  untalked(data: BusRequestData<'insights.starters.untalked'>, actorId: string) {
    return this.starters.unmark(actorId, data.starterId);
  }

  @ActorHandler('insights.conversation.bySenior')
  exportBySenior(data: BusRequestData<'insights.conversation.bySenior'>) {
    return this.starters.exportBySenior(data.seniorId, data.gameIds);
  }

  // Erasure (called by care once it has checked the caller may erase the loved one).
  @ActorHandler('insights.conversation.erase')
  erase(data: BusRequestData<'insights.conversation.erase'>) {
    return this.starters.eraseBySenior(data.seniorId, data.gameIds);
  }
}
