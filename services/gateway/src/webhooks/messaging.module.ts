import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { OutboxController } from '../outbox/outbox.controller';
import { TwilioWebhooksController } from './twilio-webhooks.controller';

// Texts: Twilio's callbacks (delivery, replies, STOP) and the development outbox.
@Module({ imports: [BusClientModule], controllers: [TwilioWebhooksController, OutboxController] })
export class MessagingModule {}
