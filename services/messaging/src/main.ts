// Tracing, when configured, starts before anything loads http or pg (docs/operations.md).
import '@carewith/platform/tracing';
import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { MessagingModule } from './messaging.module';

void runServiceProcess(MessagingModule, 'messaging', 3104);
