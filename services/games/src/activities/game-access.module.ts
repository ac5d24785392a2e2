import { Module } from '@nestjs/common';
import { GameAccessService } from './game-access.service';

// Loads an activity and asks care whether the caller may see or manage it: every feature that
// touches an activity on someone's behalf goes through it.
@Module({ providers: [GameAccessService], exports: [GameAccessService] })
export class GameAccessModule {}
