import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { HomesController } from './homes.controller';

// Care homes: the home, its staff and residents (the group sessions' routes are their own module's).
@Module({ imports: [BusClientModule], controllers: [HomesController] })
export class HomesModule {}
