// Tracing, when configured, starts before anything loads http or pg (docs/operations.md).
import '@carewith/platform/tracing';
import 'reflect-metadata';
import { announceReady, createLogger, exitGracefullyOn } from '@carewith/platform';
import { startGateway } from './gateway.app';

process.env.SERVICE_NAME ??= 'gateway';
void startGateway().then((app) => {
  const { port } = app.getHttpServer().address() as { port: number };
  // On SIGTERM the HTTP server stops accepting, in-flight requests finish, then the process exits 0.
  exitGracefullyOn(['SIGTERM', 'SIGINT'], () => app.close(), createLogger('gateway'));
  announceReady({ service: 'gateway', port, url: `http://localhost:${port}` });
});
