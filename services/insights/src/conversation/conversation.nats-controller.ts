import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData, DomainError } from '@carewith/contracts';
import { BaseConfig, BusHandler, CONFIG, HandlerRequest, requireActor } from '@carewith/platform';
import { WeeklyLettersService } from '../letters/weekly-letters.service';
import { StartersService } from './starters.service';

type Req<P extends Parameters<typeof BusHandler>[0]> = HandlerRequest<BusRequestData<P>>;

// Conversation starters and the weekly letter (issue #16) for the family's screens.
@Controller()
export class ConversationNatsController {
  constructor(
    private readonly starters: StartersService,
    private readonly letters: WeeklyLettersService,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  @BusHandler('insights.starters.byGame')
  byGame(@Payload() req: Req<'insights.starters.byGame'>) {
    return this.starters.byGame(requireActor(req), req.data.gameId);
  }

  @BusHandler('insights.starters.bySenior')
  bySenior(@Payload() req: Req<'insights.starters.bySenior'>) {
    return this.starters.bySenior(requireActor(req), req.data.seniorId);
  }

  @BusHandler('insights.starters.talked')
  talked(@Payload() req: Req<'insights.starters.talked'>) {
    return this.starters.mark(requireActor(req), req.data.starterId, req.data.note);
  }

  @BusHandler('insights.starters.untalked')
  untalked(@Payload() req: Req<'insights.starters.untalked'>) {
    return this.starters.unmark(requireActor(req), req.data.starterId);
  }

  @BusHandler('insights.digest')
  digest(@Payload() req: Req<'insights.digest'>) {
    requireActor(req);
    return this.letters.digest(req.data.week);
  }

  // Development and tests only: the weekly run as if it were `at`, for the caller's own loved ones.
  @BusHandler('insights.weeklyLetters.run')
  async run(@Payload() req: Req<'insights.weeklyLetters.run'>) {
    requireActor(req);
    if (this.config.NODE_ENV === 'production') throw new DomainError('NOT_FOUND', 'Not found');
    const seniors = await this.letters.accessibleSeniorIds();
    return { queued: seniors.length ? await this.letters.sweep(new Date(req.data.at), seniors) : 0 };
  }

  @BusHandler('insights.conversation.bySenior')
  exportBySenior(@Payload() req: Req<'insights.conversation.bySenior'>) {
    requireActor(req);
    return this.starters.exportBySenior(req.data.seniorId, req.data.gameIds);
  }

  // Erasure (called by care once it has checked the caller may erase the loved one).
  @BusHandler('insights.conversation.erase')
  erase(@Payload() req: Req<'insights.conversation.erase'>) {
    requireActor(req);
    return this.starters.eraseBySenior(req.data.seniorId, req.data.gameIds);
  }
}
