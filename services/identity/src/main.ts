// Tracing, when configured, starts before anything loads http or pg (docs/operations.md).
import '@carewith/platform/tracing';
import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { IdentityModule } from './identity.module';

void runServiceProcess(IdentityModule, 'identity', 3101);
