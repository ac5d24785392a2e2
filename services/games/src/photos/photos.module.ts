import { Module } from '@nestjs/common';
import { GameAccessModule } from '../activities/game-access.module';
import { LinksModule } from '../links/links.module';
import { PhotosNatsController } from './photos.nats-controller';
import { PhotosService } from './photos.service';

// The activities' photos, kept in PostgreSQL.
@Module({ imports: [GameAccessModule, LinksModule], controllers: [PhotosNatsController], providers: [PhotosService] })
export class PhotosModule {}
