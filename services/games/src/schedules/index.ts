import {
  BusSeniorSendSource,
  SCHEDULE_CLOCK,
  SCHEDULE_FAULTS,
  scheduleFaultsFromEnv,
  SENIOR_SEND_SOURCE,
  systemClock,
} from './schedule.ports';
import { SchedulePlanner } from './schedule-planner.service';
import { ScheduleReview } from './schedule-review';
import { ScheduleRunner } from './schedule-runner.service';
import { ScheduleStore } from './schedule-store';
import { SchedulesNatsController } from './schedules.nats-controller';
import { SchedulesService } from './schedules.service';

// Schedules (issue #15), wired into GamesModule: they use its activities, sending, review and difficulty.
export const SCHEDULE_CONTROLLERS = [SchedulesNatsController];
export const SCHEDULE_PROVIDERS = [
  { provide: SCHEDULE_CLOCK, useValue: systemClock },
  { provide: SENIOR_SEND_SOURCE, useClass: BusSeniorSendSource },
  { provide: SCHEDULE_FAULTS, useFactory: () => scheduleFaultsFromEnv() },
  ScheduleStore,
  ScheduleReview,
  SchedulePlanner,
  ScheduleRunner,
  SchedulesService,
];
