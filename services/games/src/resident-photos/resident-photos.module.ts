import { Module } from '@nestjs/common';
import { ResidentLeaves } from './resident-leaves';
import { ResidentPhotoStore } from './resident-photo-store';
import { ResidentPhotosNatsController } from './resident-photos.nats-controller';
import { ResidentPhotosService } from './resident-photos.service';

// Care homes in games: each resident's portrait for the staff.
@Module({
  controllers: [ResidentPhotosNatsController],
  providers: [ResidentPhotoStore, ResidentPhotosService, ResidentLeaves],
})
export class ResidentPhotosModule {}
