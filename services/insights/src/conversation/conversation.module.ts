import { Module } from '@nestjs/common';
import { WritersModule } from '../writers/writers.module';
import { ConversationNatsController } from './conversation.nats-controller';
import { StartersService } from './starters.service';
import { WriteStartersJobHandler } from './write-starters.job';

// Conversation starters written after each completed activity; the weekly letter reads them.
@Module({
  imports: [WritersModule],
  controllers: [ConversationNatsController],
  providers: [StartersService, WriteStartersJobHandler],
  exports: [StartersService],
})
export class ConversationModule {}
