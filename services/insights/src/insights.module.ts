import { Module } from '@nestjs/common';
import { loadConfig, ServicePlatformModule } from '@carewith/platform';
import { INSIGHTS_CONFIG, InsightsConfig, insightsConfigSchema } from './config/insights.config';
import { ConversationNatsController } from './conversation/conversation.nats-controller';
import { StartersService } from './conversation/starters.service';
import { WriteStartersJobHandler } from './conversation/write-starters.job';
import { LETTER_CLOCK, systemLetterClock } from './letters/letter-clock';
import { WeeklyLettersService } from './letters/weekly-letters.service';
import { WriteLettersJobHandler } from './letters/write-letters.job';
import { AiReports1763760800000 } from './migrations/1763760800000-ai-reports';
import { Conversation1764160100000 } from './migrations/1764160100000-conversation';
import { WriteReflectionJobHandler } from './reflections/write-reflection.job';
import { AiReportEntity } from './reports/ai-report.entity';
import { InsightsNatsController } from './reports/insights.nats-controller';
import { ReportsService } from './reports/reports.service';
import { OpenAiWriter } from './writers/openai-writer';
import { WRITER, Writer } from './writers/writer';

// AI reports, trends and check-in reflections, always grounded in computed figures; conversation
// starters after play and the weekly family letter (issue #16).
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'insights',
      entities: [AiReportEntity],
      migrations: [AiReports1763760800000, Conversation1764160100000],
      queue: true,
      busClient: true,
    }),
  ],
  controllers: [InsightsNatsController, ConversationNatsController],
  providers: [
    { provide: INSIGHTS_CONFIG, useFactory: () => loadConfig(insightsConfigSchema) },
    {
      provide: WRITER,
      inject: [INSIGHTS_CONFIG],
      useFactory: (config: InsightsConfig) =>
        new Writer(
          config.OPENAI_API_KEY
            ? new OpenAiWriter({
                apiKey: config.OPENAI_API_KEY,
                baseURL: config.OPENAI_BASE_URL,
                model: config.OPENAI_MODEL,
                timeoutMs: config.OPENAI_TIMEOUT_MS,
              })
            : null,
        ),
    },
    ReportsService,
    WriteReflectionJobHandler,
    StartersService,
    WriteStartersJobHandler,
    WeeklyLettersService,
    { provide: LETTER_CLOCK, useValue: systemLetterClock },
    WriteLettersJobHandler,
  ],
})
export class InsightsModule {}
