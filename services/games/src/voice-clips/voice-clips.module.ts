import { Module } from '@nestjs/common';
import { GameAccessModule } from '../activities/game-access.module';
import { LinksModule } from '../links/links.module';
import { VoiceClipsNatsController } from './voice-clips.nats-controller';
import { VoiceClipsService } from './voice-clips.service';

// The family's voice reading each step, kept in PostgreSQL.
@Module({
  imports: [GameAccessModule, LinksModule],
  controllers: [VoiceClipsNatsController],
  providers: [VoiceClipsService],
})
export class VoiceClipsModule {}
