import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { ConversationModule } from './conversation/conversation.module';
import { HomeLinesModule } from './home-lines/home-lines.module';
import { WeeklyLetterModule } from './weekly-letter/weekly-letter.module';
import { INSIGHTS_MIGRATIONS } from './migrations';
import { ReflectionsModule } from './reflections/reflections.module';
import { AiReportEntity } from './reports/ai-report.entity';
import { ReportsModule } from './reports/reports.module';

// AI reports, trends and check-in reflections, always grounded in computed figures; conversation
// starters after play and the weekly family letter. One module per feature.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'insights',
      entities: [AiReportEntity],
      migrations: INSIGHTS_MIGRATIONS,
      queue: true,
      busClient: true,
      facts: true,
    }),
    ReportsModule,
    ReflectionsModule,
    ConversationModule,
    WeeklyLetterModule,
    HomeLinesModule,
  ],
})
export class InsightsModule {}
