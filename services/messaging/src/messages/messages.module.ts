import { Module } from '@nestjs/common';
import { MessagesNatsController } from './messages.nats-controller';
import { MessageStore } from './message-store';
import { MessagesService } from './messages.service';

// Delivery rows of every text and e-mail, STOP keywords, and the messages' part of data rights.
@Module({ controllers: [MessagesNatsController], providers: [MessageStore, MessagesService] })
export class MessagesModule {}
