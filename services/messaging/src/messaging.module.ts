import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { EmailModule } from './email/email.module';
import { MessageEntity } from './messages/message.entity';
import { MessagesModule } from './messages/messages.module';
import { Messages1763760300000 } from './migrations/1763760300000-messages';
import { Sms1763760700000 } from './migrations/1763760700000-sms';
import { MessageScope1763900000000 } from './migrations/1763900000000-message-scope';
import { SmsModule } from './sms/sms.module';

// SMS and e-mail delivery: queue workers with Twilio / SMTP when configured, else the outbox.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'messaging',
      entities: [MessageEntity],
      migrations: [Messages1763760300000, Sms1763760700000, MessageScope1763900000000],
      queue: true,
    }),
    MessagesModule,
    SmsModule,
    EmailModule,
  ],
})
export class MessagingModule {}
