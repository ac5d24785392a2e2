import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { loadConfig, ServicePlatformModule } from '@carewith/platform';
import { COMMAND_PROVIDERS } from './command-handlers';
import { ActivitiesService } from './activities/activities.service';
import { GameAccessService } from './activities/game-access.service';
import { GamesNatsController } from './activities/games.nats-controller';
import { TemplatesService } from './activities/templates.service';
import { SendActivityService } from './activities/send-activity.service';
import { ConversationFactsService } from './conversation/conversation-facts.service';
import { ConversationNatsController } from './conversation/conversation.nats-controller';
import { GamesDataRightsNatsController } from './data-rights/games-data-rights.nats-controller';
import { GamesArchiveService } from './data-rights/games-archive.service';
import { GamesDataRightsService } from './data-rights/games-data-rights.service';
import { GamesReadNatsController } from './dashboard/games-read.nats-controller';
import { GamesReadService } from './dashboard/games-read.service';
import { MasteryReadService } from './mastery/mastery-read.service';
import { MasteryNatsController } from './mastery/mastery.nats-controller';
import { ReviewItemsService } from './review/review-items.service';
import { ReviewService } from './review/review.service';
import { ReviewNatsController } from './review/review.nats-controller';
import { PlayLinksService } from './links/play-links.service';
import { PhotosService } from './photos/photos.service';
import { PlayService } from './play/play.service';
import { DifficultyNatsController } from './difficulty/difficulty.nats-controller';
import { DifficultyService } from './difficulty/difficulty.service';
import { PlayProjectorHost } from './projections/play-projector.provider';
import { GameInstanceEntity } from './read-model/game-instance.entity';
import { MagicLinkEntity } from './read-model/magic-link.entity';
import { PhotoEntity } from './read-model/photo.entity';
import { VoiceClipEntity } from './read-model/voice-clip.entity';
import { ResultEntity } from './read-model/result.entity';
import { GAMES_MIGRATIONS } from './migrations';
import { SCHEDULE_CONTROLLERS, SCHEDULE_PROVIDERS } from './schedules';
import { ReminderJobHandler } from './reminders/reminder.job';
import { REMINDERS_CONFIG, remindersConfigSchema } from './reminders/reminders.config';
import { RemindersNatsController } from './reminders/reminders.nats-controller';
import { RemindersService } from './reminders/reminders.service';
import { VoiceClipsNatsController } from './voice-clips/voice-clips.nats-controller';
import { VoiceClipsService } from './voice-clips/voice-clips.service';

// Templates, activities, play links and play; event sourced.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'games',
      entities: [GameInstanceEntity, ResultEntity, MagicLinkEntity, PhotoEntity, VoiceClipEntity],
      migrations: GAMES_MIGRATIONS,
      eventStore: true,
      busClient: true,
      queue: true,
    }),
    // This service's own command bus: the embedded profile mounts each service in an application
    // context of its own, so no other service's handlers meet these.
    CqrsModule.forRoot(),
  ],
  controllers: [
    GamesReadNatsController,
    GamesNatsController,
    GamesDataRightsNatsController,
    MasteryNatsController,
    DifficultyNatsController,
    ReviewNatsController,
    ...SCHEDULE_CONTROLLERS,
    RemindersNatsController,
    VoiceClipsNatsController,
    ConversationNatsController,
  ],
  providers: [
    GamesReadService,
    GameAccessService,
    ActivitiesService,
    TemplatesService,
    PlayLinksService,
    PlayService,
    ...COMMAND_PROVIDERS,
    PhotosService,
    PlayProjectorHost,
    SendActivityService,
    GamesDataRightsService,
    GamesArchiveService,
    MasteryReadService,
    DifficultyService,
    ReviewItemsService,
    ReviewService,
    ...SCHEDULE_PROVIDERS,
    { provide: REMINDERS_CONFIG, useFactory: () => loadConfig(remindersConfigSchema) },
    RemindersService,
    ReminderJobHandler,
    VoiceClipsService,
    ConversationFactsService,
  ],
})
export class GamesModule {}
