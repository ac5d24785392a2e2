import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ServicePlatformModule } from '@carewith/platform';
import { AboutMeModule } from './about-me/about-me.module';
import { ActivitiesModule } from './activities/activities.module';
import { CareAnswersModule } from './care-answers/care-answers.module';
import { ConversationModule } from './conversation/conversation.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DataRightsModule } from './data-rights/data-rights.module';
import { DifficultyModule } from './difficulty/difficulty.module';
import { LinksModule } from './links/links.module';
import { MasteryModule } from './mastery/mastery.module';
import { MemoryBoxModule } from './memory-box/memory-box.module';
import { GamesFactsModule } from './facts/facts.module';
import { GoalsModule } from './goals/goals.module';
import { GroupSessionsModule } from './group-sessions/group-sessions.module';
import { GAMES_MIGRATIONS } from './migrations';
import { PhotosModule } from './photos/photos.module';
import { PlayModule } from './play/play.module';
import { ProjectionsModule } from './projections/projections.module';
import { GameInstanceEntity } from './read-model/game-instance.entity';
import { MagicLinkEntity } from './read-model/magic-link.entity';
import { PhotoEntity } from './read-model/photo.entity';
import { ResultEntity } from './read-model/result.entity';
import { VoiceClipEntity } from './read-model/voice-clip.entity';
import { RemindersModule } from './reminders/reminders.module';
import { ResidentPhotosModule } from './resident-photos/resident-photos.module';
import { ReviewModule } from './review/review.module';
import { SchedulesModule } from './schedules/schedules.module';
import { VoiceClipsModule } from './voice-clips/voice-clips.module';

// Templates, activities, play links and play (event sourced), and what grows from play: mastery,
// review, difficulty, schedules, reminders, conversation facts, results, and the family's memory box.
// One module per feature.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'games',
      entities: [GameInstanceEntity, ResultEntity, MagicLinkEntity, PhotoEntity, VoiceClipEntity],
      migrations: GAMES_MIGRATIONS,
      eventStore: true,
      busClient: true,
      queue: true,
      facts: true,
    }),
    // This service's own command bus (play and difficulty): the embedded profile mounts each service
    // in an application context of its own, so no other service's handlers meet these.
    CqrsModule.forRoot(),
    CareAnswersModule,
    ActivitiesModule,
    LinksModule,
    PlayModule,
    ProjectionsModule,
    GamesFactsModule,
    DifficultyModule,
    MasteryModule,
    ReviewModule,
    SchedulesModule,
    RemindersModule,
    PhotosModule,
    VoiceClipsModule,
    MemoryBoxModule,
    ConversationModule,
    AboutMeModule,
    GoalsModule,
    GroupSessionsModule,
    ResidentPhotosModule,
    DashboardModule,
    DataRightsModule,
  ],
})
export class GamesModule {}
