import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { EarlyAccessSignupEntity } from './early-access/early-access-signup.entity';
import { EarlyAccessNatsController } from './early-access/early-access.nats-controller';
import { EarlyAccessService } from './early-access/early-access.service';
import { EarlyAccess1763760000000 } from './migrations/1763760000000-early-access';

// Users, sign-in upsert, current user, and the landing page's early-access list.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'identity',
      entities: [EarlyAccessSignupEntity],
      migrations: [EarlyAccess1763760000000],
    }),
  ],
  controllers: [EarlyAccessNatsController],
  providers: [EarlyAccessService],
})
export class IdentityModule {}
