import { Module } from '@nestjs/common';
import { TeamMediaModule } from '../media/team-media.module';
import { BoxStore } from './box-store';
import { MemoryBoxNatsController } from './memory-box.nats-controller';
import { MemoryBoxService } from './memory-box.service';

// The family's memory box (issue #27): its photos, people, places, recipes, shopping list and songs.
// Exports its store for the data archive and erasure.
@Module({
  imports: [TeamMediaModule],
  controllers: [MemoryBoxNatsController],
  providers: [MemoryBoxService, BoxStore],
  exports: [BoxStore],
})
export class MemoryBoxModule {}
