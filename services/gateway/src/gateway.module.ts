import { Module } from '@nestjs/common';
import { ConfigModule, FactPublisherModule } from '@carewith/platform';
import { ActivitiesModule } from './games/activities.module';
import { AuthModule } from './auth/auth.module';
import { CareTeamsModule } from './care-teams/care-teams.module';
import { EarlyAccessModule } from './early-access/early-access.module';
import { gatewayConfigSchema } from './gateway.config';
import { GroupSessionsModule } from './group-sessions/group-sessions.module';
import { HealthModule } from './health/health.module';
import { HomesModule } from './homes/homes.module';
import { InsightsModule } from './ai/insights.module';
import { LovedOnesModule } from './seniors/loved-ones.module';
import { MessagingModule } from './webhooks/messaging.module';
import { PlayModule } from './play/play.module';

// The HTTP edge: /api/* routes, validation, sessions; everything else is asked over the bus. One
// module per feature, each with its controllers; only auth and health export anything (what
// gateway.app.ts needs to build the HTTP pipeline).
@Module({
  imports: [
    ConfigModule.forRoot(gatewayConfigSchema),
    FactPublisherModule,
    // The play routes first, the loved one's hot path (Fastify's router finds a route by its path,
    // whatever the order; no other controller shares their /api/play prefix).
    PlayModule,
    EarlyAccessModule,
    AuthModule,
    CareTeamsModule,
    LovedOnesModule,
    HomesModule,
    ActivitiesModule,
    MessagingModule,
    InsightsModule,
    GroupSessionsModule,
    HealthModule,
  ],
})
export class GatewayModule {}
