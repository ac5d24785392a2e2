import { Module } from '@nestjs/common';
import { ConversationModule } from '../conversation/conversation.module';
import { HomeLinesModule } from '../home-lines/home-lines.module';
import { LetterSources } from './letter-sources';
import { WeeklyLetterNatsController } from './weekly-letter.nats-controller';
import { WeeklyLetterStore } from './weekly-letter-store';
import { WeeklyLettersService } from './weekly-letters.service';
import { WriteLettersJobHandler } from './write-letters.job';

// The weekly family letter: the Sunday run, the letters themselves and /digest.
@Module({
  imports: [ConversationModule, HomeLinesModule],
  controllers: [WeeklyLetterNatsController],
  providers: [WeeklyLetterStore, LetterSources, WeeklyLettersService, WriteLettersJobHandler],
})
export class WeeklyLetterModule {}
