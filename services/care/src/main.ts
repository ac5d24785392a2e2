import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { CareModule } from './care.module';

void runServiceProcess(CareModule, 'care', 3102);
