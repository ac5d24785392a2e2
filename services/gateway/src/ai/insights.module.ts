import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { ConversationController } from '../conversation/conversation.controller';
import { DevWeeklyLettersController } from '../conversation/dev-weekly-letters.controller';
import { AiController } from './ai.controller';

// Insights: AI reports, conversation starters and the weekly letter.
@Module({
  imports: [BusClientModule],
  controllers: [AiController, ConversationController, DevWeeklyLettersController],
})
export class InsightsModule {}
