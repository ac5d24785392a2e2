import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { ConversationModule } from './conversation/conversation.module';
import { WeeklyLetterModule } from './weekly-letter/weekly-letter.module';
import { AiReports1763760800000 } from './migrations/1763760800000-ai-reports';
import { Conversation1764160100000 } from './migrations/1764160100000-conversation';
import { ReportFacts1764300000261 } from './migrations/1764300000261-report-facts';
import { ReflectionsModule } from './reflections/reflections.module';
import { AiReportEntity } from './reports/ai-report.entity';
import { ReportsModule } from './reports/reports.module';

// AI reports, trends and check-in reflections, always grounded in computed figures; conversation
// starters after play and the weekly family letter (issue #16). One module per feature.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'insights',
      entities: [AiReportEntity],
      migrations: [AiReports1763760800000, Conversation1764160100000, ReportFacts1764300000261],
      queue: true,
      busClient: true,
    }),
    ReportsModule,
    ReflectionsModule,
    ConversationModule,
    WeeklyLetterModule,
  ],
})
export class InsightsModule {}
