// Tracing, when configured, starts before anything loads http or pg (docs/operations.md).
import '@carewith/platform/tracing';
import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { GamesModule } from './games.module';

void runServiceProcess(GamesModule, 'games', 3103);
