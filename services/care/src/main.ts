// Tracing, when configured, starts before anything loads http or pg (docs/operations.md).
import '@carewith/platform/tracing';
import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { CareModule } from './care.module';

void runServiceProcess(CareModule, 'care', 3102);
