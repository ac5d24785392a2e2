import type { AddressInfo } from 'node:net';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import session from 'express-session';
import { createAuthenticator } from '../auth/passport.provider';
import { BusClient } from '@carewith/platform';
import { gatewayConfigSchema } from '../gateway.config';
import { configureHttp, gatewayAdapter, httpPipeline } from '../http/http-setup';
import type { Middleware, Step } from '../http/pipeline';
import { PlayController } from '../play/play.controller';

export type GatewayHttp = {
  url: string;
  pipeline: readonly Step[];
  close: () => Promise<void>;
};

// The gateway's HTTP edge as startGateway builds it (the one pipeline declaration, run as the Fastify
// app's first hook), around the loved one's play routes
// (PlayController). `steps` may change the declaration first; `env` the configuration. The session is
// express-session's memory store (no database) and the bus is the one given: the play routes never
// reach it with a malformed token.
export async function startGatewayHttp(options: {
  bus: Partial<BusClient>;
  env?: Record<string, string>;
  steps?: (declared: Step[]) => Step[];
}): Promise<GatewayHttp> {
  @Module({ controllers: [PlayController], providers: [{ provide: BusClient, useValue: options.bus }] })
  class PlayHttpModule {}
  const config = gatewayConfigSchema.parse({ ...options.env });
  const app = await NestFactory.create<NestFastifyApplication>(PlayHttpModule, gatewayAdapter(config), {
    bodyParser: false,
    logger: false,
  });
  const declared = httpPipeline(config, {
    session: session({ secret: 'x'.repeat(32), resave: false, saveUninitialized: false }) as unknown as Middleware,
    passport: createAuthenticator(),
    webDist: '/nonexistent',
    health: (_request, _reply, next) => next(),
  });
  const pipeline = options.steps ? options.steps(declared) : declared;
  await configureHttp(app, pipeline);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, pipeline, close: () => app.close() };
}
