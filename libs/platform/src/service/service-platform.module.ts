import { DynamicModule, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DataSource, EntitySchema, MixedList } from 'typeorm';
import { Pool } from 'pg';
import { QUEUE_NAMES, ServiceName } from '@carewith/contracts';
import { reportQueueDepth } from '../metrics/metrics';
import { BaseConfig, baseConfigSchema, CONFIG } from '../config/config';
import { CLOCK, clockFor } from '../clock/clock';
import { ConfigModule } from '../config/config.module';
import { createServiceDataSource } from '../database/database';
import { HealthService, healthBusController, ServiceHealthHttpController } from '../health/health';
import { ReadinessChecks } from '../health/readiness-checks';
import { BusClientModule } from '../bus/bus-client.module';
import { EVENT_STORE, JOB_QUEUE, SERVICE_NAME } from './tokens';
import { sharedInProcessQueue } from '../queue/shared-in-process-queue';
import { BullMqJobQueue } from '../queue/bullmq-job-queue';
import { JobHandlersExplorer } from '../queue/job-handlers.explorer';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { EventStoreDbEventStore } from '../event-store/eventstoredb-event-store';
import type { JobQueue } from '../queue/job-queue.port';
import { FactBus } from '../facts/fact-bus';
import { FactHandlersExplorer } from '../facts/fact-handlers.explorer';
import { createFactTransport } from '../facts/fact-transports';
import type { EventStore } from '../event-store/event-store.port';

export type ServicePlatformOptions = {
  name: ServiceName;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  queue?: boolean;
  eventStore?: boolean;
  // Services that call other services over the bus.
  busClient?: boolean;
  // Services that record, publish or handle facts (FactBus, @FactHandler).
  facts?: boolean;
};

@Module({})
export class ServicePlatformModule {
  // Everything a service needs from the platform: config, its schema's DataSource (migrated),
  // health over HTTP and the bus, the job queue / event store adapters chosen by configuration, and the
  // workers of the service's @JobHandler methods.
  static forService(options: ServicePlatformOptions): DynamicModule {
    return {
      module: ServicePlatformModule,
      global: true,
      imports: [
        ConfigModule.forRoot(baseConfigSchema),
        DiscoveryModule,
        ...(options.busClient ? [BusClientModule] : []),
      ],
      controllers: [ServiceHealthHttpController, healthBusController(options.name)],
      providers: [
        { provide: SERVICE_NAME, useValue: options.name },
        { provide: CLOCK, inject: [CONFIG], useFactory: (config: BaseConfig) => clockFor(config) },
        {
          provide: DataSource,
          inject: [CONFIG],
          useFactory: (config: BaseConfig) =>
            createServiceDataSource({
              url: config.DATABASE_URL,
              schema: options.name,
              entities: options.entities,
              migrations: options.migrations,
              poolSize: config.DATABASE_POOL_SIZE,
            }),
        },
        {
          provide: JOB_QUEUE,
          inject: [CONFIG],
          useFactory: (config: BaseConfig) => (options.queue ? withDepthMetrics(createJobQueue(config)) : null),
        },
        {
          provide: EVENT_STORE,
          inject: [CONFIG, DataSource],
          useFactory: (config: BaseConfig, ds: DataSource) =>
            options.eventStore ? createEventStore(config, ds, options.name) : null,
        },
        ...(options.facts
          ? [
              {
                provide: FactBus,
                inject: [CONFIG, DataSource],
                useFactory: async (config: BaseConfig, ds: DataSource) => {
                  const facts = new FactBus({
                    transport: createFactTransport(config),
                    pool: (ds.driver as unknown as { master: Pool }).master,
                    schema: options.name,
                    ownsTransport: config.BUS === 'nats',
                  });
                  await facts.start();
                  return facts;
                },
              },
            ]
          : []),
        ReadinessChecks,
        HealthService,
        JobHandlersExplorer,
        FactHandlersExplorer,
        ShutdownHooks,
      ],
      exports: [
        ConfigModule,
        ...(options.busClient ? [BusClientModule] : []),
        SERVICE_NAME,
        CLOCK,
        DataSource,
        JOB_QUEUE,
        EVENT_STORE,
        ...(options.facts ? [FactBus] : []),
        ReadinessChecks,
        HealthService,
      ],
    };
  }
}

export function createJobQueue(config: BaseConfig): JobQueue {
  return config.QUEUE === 'bullmq'
    ? new BullMqJobQueue({ url: config.REDIS_URL, prefix: config.QUEUE_PREFIX, lockDurationMs: config.QUEUE_LOCK_MS })
    : // One job store for the shared queue (its own schema), as Redis is one store for every service.
      sharedInProcessQueue({ database: { url: config.DATABASE_URL } });
}

async function createEventStore(config: BaseConfig, ds: DataSource, schema: string): Promise<EventStore> {
  if (config.EVENT_STORE === 'eventstoredb') return new EventStoreDbEventStore(config.EVENTSTORE_URL ?? '');
  // The event store shares the service's pool: its driver exposes the underlying pg Pool.
  const pool = (ds.driver as unknown as { master: Pool }).master;
  const store = new PostgresEventStore({ pool, schema });
  await store.init();
  return store;
}

@Injectable()
class ShutdownHooks implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue | null,
    @Inject(EVENT_STORE) private readonly store: EventStore | null,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  async onApplicationShutdown() {
    await this.store?.close();
    // The shared in-process queue belongs to the whole process, not to one service.
    if (this.queue && this.config.QUEUE === 'bullmq') await this.queue.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

const measured = new WeakSet<JobQueue>();
// The queues' depths are read when /metrics is scraped (once per queue object in the process).
function withDepthMetrics(queue: JobQueue): JobQueue {
  if (!measured.has(queue)) {
    measured.add(queue);
    reportQueueDepth(async () => {
      const names = Object.values(QUEUE_NAMES);
      const counts = await Promise.all(names.map((name) => queue.waitingCount(name)));
      return Object.fromEntries(names.map((name, i) => [name, counts[i] ?? 0]));
    });
  }
  return queue;
}
