import { DynamicModule, Module } from '@nestjs/common';
import { z } from 'zod';
import { CONFIG, loadConfig } from './config';

// Provides the parsed configuration app-wide; parsed when the app is created, not at import.
@Module({})
export class ConfigModule {
  static forRoot<S extends z.ZodType>(schema: S): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: CONFIG, useFactory: () => loadConfig(schema) }],
      exports: [CONFIG],
    };
  }
}
