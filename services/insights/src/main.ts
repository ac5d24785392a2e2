import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { InsightsModule } from './insights.module';

void runServiceProcess(InsightsModule, 'insights', 3105);
