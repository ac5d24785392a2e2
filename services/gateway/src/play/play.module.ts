import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { PlayController } from './play.controller';

// The loved one's play routes (no session; their answers mostly take PlayFastPath, built in gateway.app.ts).
@Module({ imports: [BusClientModule], controllers: [PlayController] })
export class PlayModule {}
