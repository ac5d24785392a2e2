import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest } from '@carewith/platform';
import { WeeklyLetterAudienceService } from './weekly-letter-audience.service';

// Internal subjects of the weekly letter (no actor: insights' letter jobs run with none; no gateway route).
@Controller()
export class WeeklyLetterNatsController {
  constructor(private readonly letters: WeeklyLetterAudienceService) {}

  @BusHandler('care.weeklyLetter.due')
  due(@Payload() req: BusRequest<'care.weeklyLetter.due'>) {
    return this.letters.due(new Date(req.data.at), req.data.seniorIds);
  }

  @BusHandler('care.weeklyLetter.audience')
  audience(@Payload() req: BusRequest<'care.weeklyLetter.audience'>) {
    return this.letters.audience(req.data.seniorId);
  }
}
