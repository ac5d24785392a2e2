import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';

// AI reports, trends and check-in reflections.
@Module({
  imports: [ServicePlatformModule.forService({ name: 'insights', entities: [], migrations: [], queue: true })],
})
export class InsightsModule {}
