import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Authenticator } from 'passport';
import { CONFIG, createLogger, loadConfig, PinoNestLogger } from '@carewith/platform';
import { GatewayModule } from './gateway.module';
import { GatewayConfig, gatewayConfigSchema } from './gateway.config';
import { configureHttp, gatewayAdapter, httpPipeline } from './http/http-setup';
import { PASSPORT } from './auth/passport.provider';
import { createSessionPool, sessionMiddleware } from './auth/session';
import { SessionRegistry } from './auth/session-registry';
import { HealthService } from './health/health.service';

// Builds and starts the gateway; used by its own main.ts and by the embedded host.
export async function startGateway(): Promise<NestFastifyApplication> {
  // The HTTP server's own options (trust proxy) are given before the module reads its configuration,
  // from the same environment.
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule,
    gatewayAdapter(loadConfig(gatewayConfigSchema)),
    { logger: new PinoNestLogger(), bufferLogs: true, bodyParser: false },
  );
  const config = app.get<GatewayConfig>(CONFIG);
  const pool = await createSessionPool(config);
  const session = sessionMiddleware(config, pool);
  // Nest's app object ignores properties set on it, so the pool is closed by a shutdown hook of the
  // registry (app.close() runs it once the HTTP server has stopped), not by a wrapped close().
  app.get(SessionRegistry).attach(pool, session.close);
  // One declaration of the HTTP pipeline, mounted before every route.
  const pipeline = httpPipeline(config, {
    session: session.handler,
    passport: app.get<Authenticator>(PASSPORT),
    webDist: config.WEB_DIST ?? resolve(__dirname, '../../../web/dist'),
    health: app.get(HealthService).endpoint(),
  });
  await configureHttp(app, pipeline);
  await app.listen(config.PORT, config.HOST);
  const address = app.getHttpServer().address() as { port: number } | null;
  createLogger('gateway').info({ port: address?.port, profile: config.PROFILE }, 'gateway listening');
  return app;
}
