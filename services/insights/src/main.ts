// Tracing, when configured, starts before anything loads http or pg (docs/operations.md).
import '@carewith/platform/tracing';
import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { InsightsModule } from './insights.module';

void runServiceProcess(InsightsModule, 'insights', 3105);
