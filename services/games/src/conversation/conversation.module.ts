import { Module } from '@nestjs/common';
import { GoalsModule } from '../goals/goals.module';
import { ConversationFactsService } from './conversation-facts.service';
import { ConversationStore } from './conversation-store';
import { ConversationNatsController } from './conversation.nats-controller';

// What an activity was about (places, story, food), for insights to write conversation starters from.
@Module({
  imports: [GoalsModule],
  controllers: [ConversationNatsController],
  providers: [ConversationFactsService, ConversationStore],
})
export class ConversationModule {}
