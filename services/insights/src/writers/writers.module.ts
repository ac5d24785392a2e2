import { Module } from '@nestjs/common';
import { loadConfig } from '@carewith/platform';
import { INSIGHTS_CONFIG, InsightsConfig, insightsConfigSchema } from '../config/insights.config';
import { OpenAiWriter } from './openai-writer';
import { WRITER, Writer } from './writer';

// The writer every insight goes through: the model when OPENAI_API_KEY is set, else the local one.
@Module({
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
  ],
  exports: [WRITER],
})
export class WritersModule {}
