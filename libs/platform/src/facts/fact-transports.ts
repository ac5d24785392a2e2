import { Pool } from 'pg';
import type { BaseConfig } from '../config/config';
import type { FactTransport } from './fact-transport.port';
import { JetStreamFactTransport } from './jetstream-fact-transport';
import { PostgresFactTransport } from './postgres-fact-transport';

// The facts' transport, chosen with the bus: JetStream beside NATS, a PostgreSQL log beside the
// in-process bus. In the embedded profile every service shares one log (as they would share NATS).
let shared: { transport: PostgresFactTransport; pool: Pool } | undefined;

export function createFactTransport(config: BaseConfig): FactTransport {
  if (config.BUS === 'nats')
    return new JetStreamFactTransport({
      natsUrl: config.NATS_URL,
      reconnectWaitMs: config.NATS_RECONNECT_WAIT_MS,
      subjectPrefix: config.BUS_SUBJECT_PREFIX,
    });
  if (!shared) {
    const pool = new Pool({ connectionString: config.DATABASE_URL, max: 4 });
    shared = { transport: new PostgresFactTransport({ pool }), pool };
  }
  return shared.transport;
}

// The embedded host closes the shared log once every service has stopped.
export async function closeSharedFactTransport(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (!current) return;
  await current.transport.close();
  await current.pool.end();
}
