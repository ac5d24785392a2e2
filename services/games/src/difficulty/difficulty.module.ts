import { Module } from '@nestjs/common';
import { DifficultyCommandHandler, DifficultyStreams } from './difficulty.command';
import { DifficultyNatsController } from './difficulty.nats-controller';
import { DifficultyService } from './difficulty.service';
import { DifficultyStore } from './difficulty-store';

// Difficulty's command path, dispatched by the command bus: the handler and the snapshots it reads.
export const DIFFICULTY_COMMANDS = [DifficultyStreams, DifficultyCommandHandler];

// Each loved one's level per kind of activity: recorded after each session, read when an activity is built.
@Module({
  controllers: [DifficultyNatsController],
  providers: [DifficultyService, DifficultyStore, ...DIFFICULTY_COMMANDS],
  exports: [DifficultyService],
})
export class DifficultyModule {}
