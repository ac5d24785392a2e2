import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { AboutMeController } from '../about-me/about-me.controller';
import { DevClockController } from '../goals/dev-clock.controller';
import { GoalRatingsDueController, GoalsController } from '../goals/goals.controller';
import { DifficultyController } from '../difficulty/difficulty.controller';
import { MemoryBoxController } from '../memory-box/memory-box.controller';
import { ResidentTopicsController } from '../memory-box/resident-topics.controller';
import { RemindersController } from '../reminders/reminders.controller';
import { SchedulesController } from '../schedules/schedules.controller';
import { MasteryController } from './mastery.controller';
import { ReviewController } from './review.controller';
import { SeniorsController } from './seniors.controller';

// A loved one: the profile and its archive, what they know (mastery, review), how hard their activities
// are, their schedules and reminders, their family's memory box, their "About me" page and their everyday goals.
@Module({
  imports: [BusClientModule],
  controllers: [
    SeniorsController,
    MasteryController,
    ReviewController,
    DifficultyController,
    SchedulesController,
    RemindersController,
    MemoryBoxController,
    ResidentTopicsController,
    AboutMeController,
    GoalsController,
    GoalRatingsDueController,
    DevClockController,
  ],
})
export class LovedOnesModule {}
