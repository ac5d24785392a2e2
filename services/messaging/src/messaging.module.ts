import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { EmailModule } from './email/email.module';
import { MessageEntity } from './messages/message.entity';
import { MessagesModule } from './messages/messages.module';
import { MESSAGING_MIGRATIONS } from './migrations';
import { SmsModule } from './sms/sms.module';

// SMS and e-mail delivery: queue workers with Twilio / SMTP when configured, else the outbox.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'messaging',
      entities: [MessageEntity],
      migrations: MESSAGING_MIGRATIONS,
      queue: true,
    }),
    MessagesModule,
    SmsModule,
    EmailModule,
  ],
})
export class MessagingModule {}
