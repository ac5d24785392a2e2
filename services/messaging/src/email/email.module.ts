import { Module } from '@nestjs/common';
import { MessagingConfigModule } from '../config/messaging-config.module';
import { MESSAGING_CONFIG } from '../config/messaging.config';
import { createMailSender, MAIL_SENDER } from './mail-sender';
import { SendEmailJobHandler } from './send-email.job';
import { EmailStore } from './email-store';

// E-mails to caregivers: the `email` queue's worker, over SMTP when it is configured, else the outbox.
@Module({
  imports: [MessagingConfigModule],
  providers: [
    { provide: MAIL_SENDER, inject: [MESSAGING_CONFIG], useFactory: createMailSender },
    EmailStore,
    SendEmailJobHandler,
  ],
})
export class EmailModule {}
