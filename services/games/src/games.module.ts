import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { GamesReadNatsController } from './dashboard/games-read.nats-controller';
import { GamesReadService } from './dashboard/games-read.service';
import { ReadModel1763760500000 } from './migrations/1763760500000-read-model';
import { GameInstanceEntity } from './read-model/game-instance.entity';
import { ResultEntity } from './read-model/result.entity';

// Templates, activities, play links and play; event sourced.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'games',
      entities: [GameInstanceEntity, ResultEntity],
      migrations: [ReadModel1763760500000],
      eventStore: true,
      busClient: true,
    }),
  ],
  controllers: [GamesReadNatsController],
  providers: [GamesReadService],
})
export class GamesModule {}
