import { Module } from '@nestjs/common';
import { EarlyAccessNatsController } from './early-access.nats-controller';
import { EarlyAccessService } from './early-access.service';

// The landing page's early-access list.
@Module({ controllers: [EarlyAccessNatsController], providers: [EarlyAccessService] })
export class EarlyAccessModule {}
