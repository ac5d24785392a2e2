import { Module } from '@nestjs/common';
import { TeamMediaModule } from '../media/team-media.module';
import { PhotosNatsController } from './photos.nats-controller';
import { PhotosService } from './photos.service';

// The activities' photos, kept in PostgreSQL.
@Module({ imports: [TeamMediaModule], controllers: [PhotosNatsController], providers: [PhotosService] })
export class PhotosModule {}
