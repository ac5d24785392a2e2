import { Module } from '@nestjs/common';
import { loadConfig } from '@carewith/platform';
import { MESSAGING_CONFIG, messagingConfigSchema } from './messaging.config';

// The service's environment, read once and checked against its schema.
@Module({
  providers: [{ provide: MESSAGING_CONFIG, useFactory: () => loadConfig(messagingConfigSchema) }],
  exports: [MESSAGING_CONFIG],
})
export class MessagingConfigModule {}
