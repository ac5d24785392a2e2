import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { SendEmailJobHandler } from './email/send-email.job';
import { MessageEntity } from './messages/message.entity';
import { Messages1763760300000 } from './migrations/1763760300000-messages';

// SMS and e-mail delivery: BullMQ workers, Twilio / SMTP / outbox.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'messaging',
      entities: [MessageEntity],
      migrations: [Messages1763760300000],
      queue: true,
    }),
  ],
  providers: [SendEmailJobHandler],
})
export class MessagingModule {}
