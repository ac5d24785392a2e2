import { Controller, Inject } from '@nestjs/common';
import { BusRequestData, DomainError } from '@carewith/contracts';
import { ActorHandler, BaseConfig, CONFIG } from '@carewith/platform';
import { WeeklyLettersService } from './weekly-letters.service';

// The weekly family letter: the letters at /digest, and the weekly run for tests.
@Controller()
export class WeeklyLetterNatsController {
  constructor(
    private readonly letters: WeeklyLettersService,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  @ActorHandler('insights.weeklyLetters.list')
  list(data: BusRequestData<'insights.weeklyLetters.list'>) {
    return this.letters.ofWeek(data.week);
  }

  // Development and tests only: the weekly run as if it were `at`, for the caller's own loved ones.
  @ActorHandler('insights.weeklyLetters.run')
  async run(data: BusRequestData<'insights.weeklyLetters.run'>) {
    if (this.config.NODE_ENV === 'production') throw new DomainError('NOT_FOUND', 'Not found');
    const seniors = await this.letters.accessibleSeniorIds();
    return { queued: seniors.length ? await this.letters.sweep(new Date(data.at), seniors) : 0 };
  }
}
