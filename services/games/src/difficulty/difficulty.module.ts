import { Module } from '@nestjs/common';
import { DifficultyNatsController } from './difficulty.nats-controller';
import { DifficultyService } from './difficulty.service';

// Each loved one's level per kind of activity: recorded after each session, read when an activity is built.
@Module({
  controllers: [DifficultyNatsController],
  providers: [DifficultyService],
  exports: [DifficultyService],
})
export class DifficultyModule {}
