import { Module } from '@nestjs/common';
import { BusClientModule, ConfigModule } from '@carewith/platform';
import { EarlyAccessController } from './early-access/early-access.controller';
import { gatewayConfigSchema } from './gateway.config';
import { HealthController } from './health/health.controller';

// The HTTP edge: /api/* routes, validation, sessions; everything else is asked over the bus.
@Module({
  imports: [ConfigModule.forRoot(gatewayConfigSchema), BusClientModule],
  controllers: [EarlyAccessController, HealthController],
})
export class GatewayModule {}
