import { Module } from '@nestjs/common';
import { GameAccessModule } from '../activities/game-access.module';
import { LinksModule } from '../links/links.module';
import { MediaStore } from './media-store';
import { TeamMediaService } from './team-media.service';

// The team's photos and voice clips: who may add them and who may see or hear them.
@Module({
  imports: [GameAccessModule, LinksModule],
  providers: [TeamMediaService, MediaStore],
  exports: [TeamMediaService],
})
export class TeamMediaModule {}
