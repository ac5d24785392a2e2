import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { EarlyAccessModule } from './early-access/early-access.module';
import { IDENTITY_ENTITIES } from './identity-entities';
import { IDENTITY_MIGRATIONS } from './migrations';
import { UsersModule } from './users/users.module';

// Users, sign-in upsert, current user, and the landing page's early-access list: one module each.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'identity',
      entities: IDENTITY_ENTITIES,
      migrations: IDENTITY_MIGRATIONS,
    }),
    UsersModule,
    EarlyAccessModule,
  ],
})
export class IdentityModule {}
