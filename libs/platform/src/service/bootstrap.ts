import { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import { natsConnectionOptions } from '../bus/nats-connection';
import { PrefixedServerNats } from '../bus/nats-prefixed';
import { baseConfigSchema, loadConfig } from '../config/config';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { InProcessServer } from '../bus/in-process.transport';
import { announceReady } from './ready-line';
import { flushTracing } from '../tracing/spans';

// A service as its own process (distributed profile): NATS with a queue group named after the
// service, so N replicas share requests, plus a small HTTP server for /health and /ready.
export async function runServiceProcess(module: Type<unknown>, name: string, defaultPort: number) {
  process.env.SERVICE_NAME ??= name;
  const config = loadConfig(baseConfigSchema);
  const log = createLogger(name);
  const app = await NestFactory.create(module, { logger: new PinoNestLogger(), bufferLogs: true });
  app.connectMicroservice<MicroserviceOptions>(
    config.BUS === 'nats'
      ? {
          strategy: new PrefixedServerNats(
            { ...natsConnectionOptions(config.NATS_URL, config.NATS_RECONNECT_WAIT_MS), queue: name },
            config.BUS_SUBJECT_PREFIX,
          ),
        }
      : { strategy: new InProcessServer() },
    { inheritAppConfig: true },
  );
  exitGracefullyOn(['SIGTERM', 'SIGINT'], () => app.close(), log);
  await app.startAllMicroservices();
  const port = Number(process.env.PORT ?? defaultPort);
  await app.listen(port, process.env.HOST ?? '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  // The launcher waits for this line; it carries the health port actually bound (PORT=0 picks one).
  log.info({ port: address.port, bus: config.BUS }, `${name} service ready`);
  announceReady({ service: name, port: address.port });
  return app;
}

// A service mounted inside another process (embedded profile) on the in-process bus.
export async function mountServiceInProcess(module: Type<unknown>): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    strategy: new InProcessServer(),
    logger: new PinoNestLogger(),
    bufferLogs: true,
  });
  await app.listen();
  return app;
}

// SIGTERM (docker stop, a scale-down): stop taking work, let what is in flight finish, run every
// shutdown hook (workers drain, connections close), then exit 0. Past the deadline, exit anyway.
export function exitGracefullyOn(
  signals: NodeJS.Signals[],
  close: () => Promise<void>,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  deadlineMs = 9000,
) {
  let closing = false;
  for (const signal of signals) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        log.error({ deadlineMs }, 'shutdown took too long; exiting');
        process.exit(1);
      }, deadlineMs);
      timer.unref();
      // The spans not yet exported leave before the exit (nothing to do without tracing).
      close().then(
        () => flushTracing().then(() => process.exit(0)),
        (error: unknown) => {
          log.error({ err: error instanceof Error ? error.message : String(error) }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
