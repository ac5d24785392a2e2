import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { DifficultyModule } from '../difficulty/difficulty.module';
import { LinksModule } from '../links/links.module';
import { PlayNatsController } from './play.nats-controller';
import { PlayService } from './play.service';
import { StreamStateCache } from './stream-state-cache';

// The loved one's play: each answer decided on the session's stream and appended to the event store.
@Module({
  imports: [LinksModule, ActivitiesModule, DifficultyModule],
  controllers: [PlayNatsController],
  providers: [PlayService, StreamStateCache],
  exports: [StreamStateCache],
})
export class PlayModule {}
