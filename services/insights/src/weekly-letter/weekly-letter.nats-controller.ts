import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DomainError } from '@carewith/contracts';
import { BaseConfig, BusHandler, BusRequest, CONFIG, requireActor } from '@carewith/platform';
import { WeeklyLettersService } from './weekly-letters.service';

// The weekly family letter (issue #16): the letters at /digest, and the weekly run for tests.
@Controller()
export class WeeklyLetterNatsController {
  constructor(
    private readonly letters: WeeklyLettersService,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  @BusHandler('insights.weeklyLetters.list')
  list(@Payload() req: BusRequest<'insights.weeklyLetters.list'>) {
    requireActor(req);
    return this.letters.ofWeek(req.data.week);
  }

  // Development and tests only: the weekly run as if it were `at`, for the caller's own loved ones.
  @BusHandler('insights.weeklyLetters.run')
  async run(@Payload() req: BusRequest<'insights.weeklyLetters.run'>) {
    requireActor(req);
    if (this.config.NODE_ENV === 'production') throw new DomainError('NOT_FOUND', 'Not found');
    const seniors = await this.letters.accessibleSeniorIds();
    return { queued: seniors.length ? await this.letters.sweep(new Date(req.data.at), seniors) : 0 };
  }
}
