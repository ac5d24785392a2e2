import { Module } from '@nestjs/common';
import { WritersModule } from '../writers/writers.module';
import { InsightsNatsController } from './insights.nats-controller';
import { ReportStore } from './report-store';
import { ReportsService } from './reports.service';

// AI reports and trends, grounded in the figures games computes.
@Module({ imports: [WritersModule], controllers: [InsightsNatsController], providers: [ReportStore, ReportsService] })
export class ReportsModule {}
