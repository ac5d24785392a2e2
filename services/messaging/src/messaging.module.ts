import { Module } from '@nestjs/common';
import { loadConfig, ServicePlatformModule } from '@carewith/platform';
import { MESSAGING_CONFIG, MessagingConfig, messagingConfigSchema } from './config/messaging.config';
import { MAIL_SENDER, createMailSender } from './email/mail-sender';
import { SendEmailJobHandler } from './email/send-email.job';
import { MessageEntity } from './messages/message.entity';
import { MessagesNatsController } from './messages/messages.nats-controller';
import { MessagesService } from './messages/messages.service';
import { Messages1763760300000 } from './migrations/1763760300000-messages';
import { Sms1763760700000 } from './migrations/1763760700000-sms';
import { MessageScope1763900000000 } from './migrations/1763900000000-message-scope';
import { OutboxSmsSender } from './sms/outbox-sms.sender';
import { SendSmsJobHandler } from './sms/send-sms.job';
import { SMS_SENDER } from './sms/sms-sender.port';
import { TwilioSmsSender } from './sms/twilio-sms.sender';

// SMS and e-mail delivery: queue workers with Twilio / SMTP when configured, else the outbox.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'messaging',
      entities: [MessageEntity],
      migrations: [Messages1763760300000, Sms1763760700000, MessageScope1763900000000],
      queue: true,
    }),
  ],
  controllers: [MessagesNatsController],
  providers: [
    { provide: MESSAGING_CONFIG, useFactory: () => loadConfig(messagingConfigSchema) },
    {
      provide: SMS_SENDER,
      inject: [MESSAGING_CONFIG],
      useFactory: (config: MessagingConfig) =>
        config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
          ? new TwilioSmsSender({
              accountSid: config.TWILIO_ACCOUNT_SID,
              authToken: config.TWILIO_AUTH_TOKEN,
              from: config.TWILIO_FROM,
              apiBase: config.TWILIO_API_BASE,
            })
          : new OutboxSmsSender(),
    },
    { provide: MAIL_SENDER, inject: [MESSAGING_CONFIG], useFactory: createMailSender },
    MessagesService,
    SendEmailJobHandler,
    SendSmsJobHandler,
  ],
})
export class MessagingModule {}
