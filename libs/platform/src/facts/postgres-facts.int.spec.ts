import { Pool } from 'pg';
import { freshSchema, testDatabaseUrl } from '../testing/database';
import { factBusContract } from './fact-bus.contract-suite';
import { PostgresFactTransport } from './postgres-fact-transport';

const pools: Pool[] = [];
const drops: (() => Promise<void>)[] = [];
const logs = new Map<string, Promise<string>>();

// Each "process" has its own transport and pool over one log (the deployment's schema).
factBusContract('PostgreSQL', {
  transport: (deployment) => {
    const pool = new Pool({ connectionString: testDatabaseUrl(), max: 4 });
    pools.push(pool);
    if (!logs.has(deployment))
      logs.set(
        deployment,
        freshSchema('factlog').then(({ schema, drop }) => {
          drops.push(drop);
          return schema;
        }),
      );
    const schema = logs.get(deployment)!;
    let transport: PostgresFactTransport | undefined;
    const ready = schema.then((name) => (transport = new PostgresFactTransport({ pool, schema: name, pollMs: 100 })));
    // The schema's name arrives asynchronously: the transport's calls wait for it.
    const later = async <T>(call: (t: PostgresFactTransport) => Promise<T>) => call(transport ?? (await ready));
    return {
      start: () => later((t) => t.start()),
      publish: (envelopes) => later((t) => t.publish(envelopes)),
      consume: (spec) => {
        const consumption = ready.then((t) => t.consume(spec));
        return { stop: async () => (await consumption).stop() };
      },
      pending: (consumer) => later((t) => t.pending(consumer)),
      forget: (ids) => later((t) => t.forget(ids)),
      close: () => later((t) => t.close()),
      abandon: () => later((t) => t.abandon()),
    };
  },
});

afterAll(async () => {
  for (const pool of pools) await pool.end();
  for (const drop of drops) await drop();
});
