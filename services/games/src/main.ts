import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { GamesModule } from './games.module';

void runServiceProcess(GamesModule, 'games', 3103);
