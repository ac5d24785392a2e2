import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { StartersService } from './starters.service';

// Conversation starters (issue #16) for the family's screens, their export and erasure.
@Controller()
export class ConversationNatsController {
  constructor(private readonly starters: StartersService) {}

  @BusHandler('insights.starters.byGame')
  byGame(@Payload() req: BusRequest<'insights.starters.byGame'>) {
    return this.starters.byGame(requireActor(req), req.data.gameId);
  }

  @BusHandler('insights.starters.bySenior')
  bySenior(@Payload() req: BusRequest<'insights.starters.bySenior'>) {
    return this.starters.bySenior(requireActor(req), req.data.seniorId);
  }

  @BusHandler('insights.starters.talked')
  talked(@Payload() req: BusRequest<'insights.starters.talked'>) {
    return this.starters.mark(requireActor(req), req.data.starterId, req.data.note);
  }

  @BusHandler('insights.starters.untalked')
  untalked(@Payload() req: BusRequest<'insights.starters.untalked'>) {
    return this.starters.unmark(requireActor(req), req.data.starterId);
  }

  @BusHandler('insights.conversation.bySenior')
  exportBySenior(@Payload() req: BusRequest<'insights.conversation.bySenior'>) {
    requireActor(req);
    return this.starters.exportBySenior(req.data.seniorId, req.data.gameIds);
  }

  // Erasure (called by care once it has checked the caller may erase the loved one).
  @BusHandler('insights.conversation.erase')
  erase(@Payload() req: BusRequest<'insights.conversation.erase'>) {
    requireActor(req);
    return this.starters.eraseBySenior(req.data.seniorId, req.data.gameIds);
  }
}
