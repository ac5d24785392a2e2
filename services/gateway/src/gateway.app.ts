import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CONFIG, createLogger, PinoNestLogger } from '@carewith/platform';
import { GatewayModule } from './gateway.module';
import type { GatewayConfig } from './gateway.config';
import { configureHttp } from './http/http-setup';
import { serveWeb } from './http/web-static';

// Builds and starts the gateway; used by its own main.ts and by the embedded host.
export async function startGateway(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule, {
    logger: new PinoNestLogger(),
    bufferLogs: true,
    bodyParser: false,
  });
  const config = app.get<GatewayConfig>(CONFIG);
  configureHttp(app, { trustProxy: config.TRUST_PROXY === 'true' });
  serveWeb(app, config.WEB_DIST ?? resolve(__dirname, '../../../web/dist'));
  app.enableShutdownHooks();
  await app.listen(config.PORT, config.HOST);
  const address = app.getHttpServer().address() as { port: number } | null;
  createLogger('gateway').info({ port: address?.port, profile: config.PROFILE }, 'gateway listening');
  return app;
}
