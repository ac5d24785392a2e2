import { INestApplicationContext } from '@nestjs/common';
import { CareModule } from '@carewith/care';
import { GamesModule } from '@carewith/games';
import { gatewayConfigSchema, startGateway } from '@carewith/gateway';
import { IdentityModule } from '@carewith/identity';
import { InsightsModule } from '@carewith/insights';
import { MessagingModule } from '@carewith/messaging';
import { closeSharedFactTransport, createLogger, loadConfig, mountServiceInProcess, sharedInProcessQueue } from '@carewith/platform';
import { startEmbeddedPostgres } from './embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Sessions survive a restart of the embedded app: its cookie secret is kept beside the data.
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const SERVICES = [IdentityModule, CareModule, GamesModule, MessagingModule, InsightsModule];

export async function startEmbedded() {
  const dataDir = process.env.DATA_DIR ?? './data';
  process.env.SESSION_SECRET ??= persistentSecret(dataDir);
  // Check the whole configuration before starting anything, so a bad value leaves nothing running.
  loadConfig(gatewayConfigSchema);
  const log = createLogger('embedded');
  let pg: { stop: () => Promise<void> } | undefined;
  if (!process.env.DATABASE_URL) {
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    });
    process.env.DATABASE_URL = embedded.url;
    pg = embedded;
  }
  const services: INestApplicationContext[] = [];
  try {
    for (const module of SERVICES) services.push(await mountServiceInProcess(module));
    const gateway = await startGateway();
    const address = gateway.getHttpServer().address() as { port: number };
    return {
      log,
      url: `http://localhost:${address.port}`,
      stop: async () => {
        await gateway.close();
        for (const service of services.reverse()) await service.close();
        await sharedInProcessQueue().close();
        await closeSharedFactTransport();
        await pg?.stop();
      },
    };
  } catch (error) {
    for (const service of services.reverse()) await service.close().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    throw error;
  }
}
