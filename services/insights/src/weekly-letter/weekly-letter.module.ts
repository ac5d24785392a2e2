import { Module } from '@nestjs/common';
import { ConversationModule } from '../conversation/conversation.module';
import { WeeklyLetterNatsController } from './weekly-letter.nats-controller';
import { WeeklyLetterStore } from './weekly-letter-store';
import { WeeklyLettersService } from './weekly-letters.service';
import { WriteLettersJobHandler } from './write-letters.job';

// The weekly family letter: the Sunday run, the letters themselves and /digest.
@Module({
  imports: [ConversationModule],
  controllers: [WeeklyLetterNatsController],
  providers: [WeeklyLetterStore, WeeklyLettersService, WriteLettersJobHandler],
})
export class WeeklyLetterModule {}
