import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { HomesController } from './homes.controller';
import { ResidentPhotoController } from './resident-photo.controller';

// Care homes: the home, its staff, its residents and their portraits (the group sessions' routes are
// their own module's).
@Module({ imports: [BusClientModule], controllers: [HomesController, ResidentPhotoController] })
export class HomesModule {}
