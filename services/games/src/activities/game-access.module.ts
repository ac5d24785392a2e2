import { Module } from '@nestjs/common';
import { ActivityStore } from './activity-store';
import { GameAccessService } from './game-access.service';

// Loads an activity and asks care whether the caller may see or manage it: every feature that
// touches an activity on someone's behalf goes through it. The activities' store comes with it.
@Module({ providers: [GameAccessService, ActivityStore], exports: [GameAccessService, ActivityStore] })
export class GameAccessModule {}
