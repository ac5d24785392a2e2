import { Module } from '@nestjs/common';
import { ConversationFactsService } from './conversation-facts.service';
import { ConversationNatsController } from './conversation.nats-controller';

// What an activity was about (places, story, food), for insights to write conversation starters from.
@Module({ controllers: [ConversationNatsController], providers: [ConversationFactsService] })
export class ConversationModule {}
