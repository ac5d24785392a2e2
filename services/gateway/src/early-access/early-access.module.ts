import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { EarlyAccessController } from './early-access.controller';

// The public site's early-access sign-up.
@Module({ imports: [BusClientModule], controllers: [EarlyAccessController] })
export class EarlyAccessModule {}
