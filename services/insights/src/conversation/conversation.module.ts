import { Module } from '@nestjs/common';
import { WritersModule } from '../writers/writers.module';
import { ConversationNatsController } from './conversation.nats-controller';
import { StarterStore } from './starter-store';
import { StartersService } from './starters.service';
import { WriteStartersJobHandler } from './write-starters.job';

// Conversation starters written after each completed activity; the weekly letter reads them.
@Module({
  imports: [WritersModule],
  controllers: [ConversationNatsController],
  providers: [StarterStore, StartersService, WriteStartersJobHandler],
  exports: [StartersService],
})
export class ConversationModule {}
