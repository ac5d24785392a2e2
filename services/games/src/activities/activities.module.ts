import { Module } from '@nestjs/common';
import { DifficultyModule } from '../difficulty/difficulty.module';
import { GoalsModule } from '../goals/goals.module';
import { LinksModule } from '../links/links.module';
import { RemindersModule } from '../reminders/reminders.module';
import { TextsModule } from '../texts/texts.module';
import { ActivitiesService } from './activities.service';
import { ActivityTextService } from './activity-text.service';
import { GameAccessModule } from './game-access.module';
import { GamesNatsController } from './games.nats-controller';
import { SendActivityService } from './send-activity.service';
import { TemplatesService } from './templates.service';

// Templates and activities: building one at the loved one's level, changing a draft, and sending it.
@Module({
  imports: [GameAccessModule, LinksModule, DifficultyModule, RemindersModule, GoalsModule, TextsModule],
  controllers: [GamesNatsController],
  providers: [ActivitiesService, TemplatesService, SendActivityService, ActivityTextService],
  exports: [ActivitiesService, ActivityTextService],
})
export class ActivitiesModule {}
