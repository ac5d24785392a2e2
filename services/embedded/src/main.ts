import { startedAt } from './embedded.env';
// Tracing, when configured, starts before anything loads http or pg (docs/operations.md).
import '@carewith/platform/tracing';
import 'reflect-metadata';
import { announceReady, createLogger, exitGracefullyOn } from '@carewith/platform';
import { startEmbedded } from './embedded.host';

// The embedded profile: one process, every service on the in-process bus and queue, and an
// embedded Postgres under ./data. No server to install.
async function main() {
  // The services' own shutdown, listening before anything starts: a stop asked for at any moment (during
  // start-up, or a launcher's the instant it reads the READY line) is this one, never the signal's default
  // (which would end the process and leave the embedded database running). The gateway stops taking
  // requests and lets those in flight finish, the services and the queue close, the embedded database
  // stops last; then exit 0 (1 past the deadline).
  const starting = startEmbedded();
  exitGracefullyOn(
    ['SIGTERM', 'SIGINT'],
    async () => {
      const host = await starting.catch(() => undefined);
      await host?.stop();
    },
    createLogger('embedded'),
  );
  const host = await starting;
  const readyMs = Math.round(performance.now() - startedAt);
  host.log.info({ url: host.url, readyMs }, `app ready at ${host.url}`);
  announceReady({ service: 'embedded', url: host.url, readyMs, rssBytes: process.memoryUsage().rss });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Embedded app failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
