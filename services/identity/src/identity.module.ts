import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { EarlyAccessSignupEntity } from './early-access/early-access-signup.entity';
import { EarlyAccessModule } from './early-access/early-access.module';
import { EarlyAccess1763760000000 } from './migrations/1763760000000-early-access';
import { Users1763760100000 } from './migrations/1763760100000-users';
import { UserLanguage1764200000000 } from './migrations/1764200000000-user-language';
import { UserEntity, UserIdentityEntity } from './users/user.entity';
import { UsersModule } from './users/users.module';

// Users, sign-in upsert, current user, and the landing page's early-access list: one module each.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'identity',
      entities: [EarlyAccessSignupEntity, UserEntity, UserIdentityEntity],
      migrations: [EarlyAccess1763760000000, Users1763760100000, UserLanguage1764200000000],
    }),
    UsersModule,
    EarlyAccessModule,
  ],
})
export class IdentityModule {}
