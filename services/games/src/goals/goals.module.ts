import { Module } from '@nestjs/common';
import { GoalPractice } from './goal-practice';
import { GoalStore } from './goal-store';
import { GoalStreams } from './goal-streams';
import { GoalsNatsController } from './goals.nats-controller';
import { GoalsService } from './goals.service';

// Everyday goals: one stream per goal, its read model, and the family's routes.
@Module({
  controllers: [GoalsNatsController],
  providers: [GoalStreams, GoalStore, GoalsService, GoalPractice],
  exports: [GoalStreams, GoalStore, GoalPractice],
})
export class GoalsModule {}
