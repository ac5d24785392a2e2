import { Module } from '@nestjs/common';
import { WeeklyLetterAudienceService } from './weekly-letter-audience.service';
import { WeeklyLetterNatsController } from './weekly-letter.nats-controller';
import { WeeklyLetterStore } from './weekly-letter-store';

// Who receives the weekly family letter, and when it is due for each loved one.
@Module({
  controllers: [WeeklyLetterNatsController],
  providers: [WeeklyLetterStore, WeeklyLetterAudienceService],
})
export class WeeklyLetterModule {}
