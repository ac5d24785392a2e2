import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { DifficultyModule } from '../difficulty/difficulty.module';
import { MemoryBoxModule } from '../memory-box/memory-box.module';
import { ReviewModule } from '../review/review.module';
import { ComingUpService } from './coming-up.service';
import { BusSeniorSendSource, SCHEDULE_FAULTS, scheduleFaultsFromEnv, SENIOR_SEND_SOURCE } from './schedule.ports';
import { ScheduleJobHandler } from './schedule.job';
import { SchedulePlanner } from './schedule-planner.service';
import { ScheduleReview } from './schedule-review';
import { ScheduleRunner } from './schedule-runner.service';
import { ScheduleStore } from './schedule-store';
import { SchedulesNatsController } from './schedules.nats-controller';
import { SchedulesService } from './schedules.service';
import { SlotSendService } from './slot-send.service';

// Schedules: the family's rules, Coming up, and the slot jobs that send at each slot; they
// build on activities, sending, the memory box, spaced review and difficulty. Their time is the
// platform's CLOCK.
@Module({
  imports: [ActivitiesModule, DifficultyModule, MemoryBoxModule, ReviewModule],
  controllers: [SchedulesNatsController],
  providers: [
    { provide: SENIOR_SEND_SOURCE, useClass: BusSeniorSendSource },
    { provide: SCHEDULE_FAULTS, useFactory: () => scheduleFaultsFromEnv() },
    ScheduleStore,
    ScheduleReview,
    SchedulePlanner,
    ComingUpService,
    SlotSendService,
    ScheduleRunner,
    ScheduleJobHandler,
    SchedulesService,
  ],
  exports: [ScheduleStore],
})
export class SchedulesModule {}
