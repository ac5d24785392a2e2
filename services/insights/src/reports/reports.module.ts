import { Module } from '@nestjs/common';
import { WritersModule } from '../writers/writers.module';
import { InsightsNatsController } from './insights.nats-controller';
import { ReportsService } from './reports.service';

// AI reports and trends, grounded in the figures games computes.
@Module({ imports: [WritersModule], controllers: [InsightsNatsController], providers: [ReportsService] })
export class ReportsModule {}
