import 'reflect-metadata';
import { runServiceProcess } from '@carewith/platform';
import { IdentityModule } from './identity.module';

void runServiceProcess(IdentityModule, 'identity', 3101);
