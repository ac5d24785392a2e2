import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { SharedPageController } from '../about-me/shared-page.controller';
import { PlayController } from './play.controller';

// The routes reached by a capability link, with no session: the loved one's play and a shared "About me"
// page.
@Module({ imports: [BusClientModule], controllers: [PlayController, SharedPageController] })
export class PlayModule {}
