import { startedAt } from './embedded.env';
// Tracing, when configured, starts before anything loads http or pg (docs/operations.md).
import '@carewith/platform/tracing';
import 'reflect-metadata';
import { announceReady, exitGracefullyOn } from '@carewith/platform';
import { startEmbedded } from './embedded.host';

// The embedded profile: one process, every service on the in-process bus and queue, and an
// embedded Postgres under ./data. No server to install.
async function main() {
  const host = await startEmbedded();
  const readyMs = Math.round(performance.now() - startedAt);
  host.log.info({ url: host.url, readyMs }, `app ready at ${host.url}`);
  announceReady({ service: 'embedded', url: host.url, readyMs, rssBytes: process.memoryUsage().rss });
  // The services' own shutdown: the gateway stops taking requests and lets those in flight finish, the
  // services and the queue close, the embedded database stops last; then exit 0 (1 past the deadline).
  exitGracefullyOn(['SIGTERM', 'SIGINT'], () => host.stop(), host.log);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Embedded app failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
