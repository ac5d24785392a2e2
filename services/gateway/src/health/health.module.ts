import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { HealthService } from './health.service';

// GET /api/health, answered in the HTTP pipeline (HealthService.endpoint) from every service's report.
@Module({ imports: [BusClientModule], providers: [HealthService], exports: [HealthService] })
export class HealthModule {}
