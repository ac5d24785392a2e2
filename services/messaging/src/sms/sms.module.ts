import { Module } from '@nestjs/common';
import { MessagingConfigModule } from '../config/messaging-config.module';
import { MESSAGING_CONFIG, MessagingConfig } from '../config/messaging.config';
import { OutboxSmsSender } from './outbox-sms.sender';
import { SendSmsJobHandler } from './send-sms.job';
import { SMS_SENDER } from './sms-sender.port';
import { TwilioSmsSender } from './twilio-sms.sender';
import { SmsStore } from './sms-store';

// Texts to loved ones: the `sms` queue's worker, through Twilio when it is configured, else the outbox.
@Module({
  imports: [MessagingConfigModule],
  providers: [
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
    SmsStore,
    SendSmsJobHandler,
  ],
})
export class SmsModule {}
