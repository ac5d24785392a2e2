import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { MessagingModule } from './messaging.module';

void runServiceProcess(MessagingModule, 'messaging', 3104);
