import { Module } from '@nestjs/common';
import { EarlyAccessNatsController } from './early-access.nats-controller';
import { EarlyAccessService } from './early-access.service';
import { EarlyAccessStore } from './early-access-store';

// The landing page's early-access list.
@Module({ controllers: [EarlyAccessNatsController], providers: [EarlyAccessStore, EarlyAccessService] })
export class EarlyAccessModule {}
