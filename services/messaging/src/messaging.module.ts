import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';

// SMS and e-mail delivery: BullMQ workers, Twilio / SMTP / outbox.
@Module({
  imports: [ServicePlatformModule.forService({ name: 'messaging', entities: [], migrations: [], queue: true })],
})
export class MessagingModule {}
