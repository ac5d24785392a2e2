import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { EarlyAccessSignupEntity } from './early-access/early-access-signup.entity';
import { EarlyAccessNatsController } from './early-access/early-access.nats-controller';
import { EarlyAccessService } from './early-access/early-access.service';
import { EarlyAccess1763760000000 } from './migrations/1763760000000-early-access';
import { Users1763760100000 } from './migrations/1763760100000-users';
import { UserEntity, UserIdentityEntity } from './users/user.entity';
import { UsersNatsController } from './users/users.nats-controller';
import { UsersService } from './users/users.service';

// Users, sign-in upsert, current user, and the landing page's early-access list.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'identity',
      entities: [EarlyAccessSignupEntity, UserEntity, UserIdentityEntity],
      migrations: [EarlyAccess1763760000000, Users1763760100000],
    }),
  ],
  controllers: [EarlyAccessNatsController, UsersNatsController],
  providers: [EarlyAccessService, UsersService],
})
export class IdentityModule {}
