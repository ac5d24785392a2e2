import { busController } from '@carewith/platform';
import { WeeklyLetterAudienceService } from './weekly-letter-audience.service';

// Internal subjects of the weekly letter (no actor: insights' letter jobs run with none; no gateway route).
export class WeeklyLetterNatsController extends busController(
  { letters: WeeklyLetterAudienceService },
  {
    'care.weeklyLetter.due': { anyone: ({ letters }, { data }) => letters.due(new Date(data.at), data.seniorIds) },
    'care.weeklyLetter.audience': { anyone: ({ letters }, { data }) => letters.audience(data.seniorId) },
  },
) {}
