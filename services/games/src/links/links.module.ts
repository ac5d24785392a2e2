import { Module } from '@nestjs/common';
import { GameAccessModule } from '../activities/game-access.module';
import { LinkStore } from './link-store';
import { LinksNatsController } from './links.nats-controller';
import { PlayLinksService } from './play-links.service';

// Play links: issued, revoked, and resolved on every play request.
@Module({
  imports: [GameAccessModule],
  controllers: [LinksNatsController],
  providers: [PlayLinksService, LinkStore],
  exports: [PlayLinksService],
})
export class LinksModule {}
