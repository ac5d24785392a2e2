import { Module } from '@nestjs/common';
import { TeamMediaModule } from '../media/team-media.module';
import { ActivitiesModule } from '../activities/activities.module';
import { DifficultyModule } from '../difficulty/difficulty.module';
import { BoxActivities, BoxActivityMaker } from './box-activities';
import { BoxStore } from './box-store';
import { MemoryBoxNatsController } from './memory-box.nats-controller';
import { MemoryBoxService } from './memory-box.service';

// The family's memory box: its photos, people, places, recipes, shopping list and songs.
// Exports its store for the data archive and erasure, and the next activity from the box for schedules.
@Module({
  imports: [TeamMediaModule, ActivitiesModule, DifficultyModule],
  controllers: [MemoryBoxNatsController],
  providers: [MemoryBoxService, BoxStore, BoxActivities, BoxActivityMaker],
  exports: [BoxStore, BoxActivities],
})
export class MemoryBoxModule {}
