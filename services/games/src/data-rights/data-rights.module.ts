import { Module } from '@nestjs/common';
import { AboutMeModule } from '../about-me/about-me.module';
import { GoalsModule } from '../goals/goals.module';
import { GameAccessModule } from '../activities/game-access.module';
import { MemoryBoxModule } from '../memory-box/memory-box.module';
import { PlayModule } from '../play/play.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { DataRightsStore } from './data-rights-store';
import { GamesArchiveService } from './games-archive.service';
import { GamesDataRightsNatsController } from './games-data-rights.nats-controller';
import { GamesDataRightsService } from './games-data-rights.service';
import { StreamErasure } from './stream-erasure';

// Games' part of the family's data rights: the archive, and erasure of a loved one or a team.
@Module({
  imports: [GameAccessModule, PlayModule, SchedulesModule, MemoryBoxModule, AboutMeModule, GoalsModule],
  controllers: [GamesDataRightsNatsController],
  providers: [GamesDataRightsService, GamesArchiveService, DataRightsStore, StreamErasure],
})
export class DataRightsModule {}
