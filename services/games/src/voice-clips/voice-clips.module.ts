import { Module } from '@nestjs/common';
import { TeamMediaModule } from '../media/team-media.module';
import { VoiceClipsNatsController } from './voice-clips.nats-controller';
import { VoiceClipsService } from './voice-clips.service';

// The family's voice reading each step, kept in PostgreSQL.
@Module({ imports: [TeamMediaModule], controllers: [VoiceClipsNatsController], providers: [VoiceClipsService] })
export class VoiceClipsModule {}
