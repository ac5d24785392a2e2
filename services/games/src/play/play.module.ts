import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { DifficultyModule } from '../difficulty/difficulty.module';
import { LinksModule } from '../links/links.module';
import { PlaySessionHandler } from './play-session.command';
import { PlayStreams } from './play-streams';
import { PlayNatsController } from './play.nats-controller';
import { PlayService } from './play.service';
import { StreamStateCache } from './stream-state-cache';

// Play's command path, dispatched by the command bus: the handler and the stream states it reads.
export const PLAY_COMMANDS = [StreamStateCache, PlayStreams, PlaySessionHandler];

// The loved one's play: each answer decided on the session's stream and appended to the event store.
@Module({
  imports: [LinksModule, ActivitiesModule, DifficultyModule],
  controllers: [PlayNatsController],
  providers: [PlayService, ...PLAY_COMMANDS],
  exports: [StreamStateCache],
})
export class PlayModule {}
