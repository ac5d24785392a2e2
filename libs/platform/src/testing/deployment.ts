import { Controller, INestMicroservice, Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { BusMeta, BusPattern, BusReplyData, BusRequestData } from '@carewith/contracts';
import { BusClient } from '../bus/bus-client';
import { BusHandler, BusRequest } from '../bus/bus-handler';
import { natsConnectionOptions } from '../bus/nats-connection';
import { PrefixedClientNats, PrefixedServerNats } from '../bus/nats-prefixed';
import { JetStreamFactTransport } from '../facts/jetstream-fact-transport';
import { testDatabaseUrl, testNatsUrl, testRedisUrl, uniqueName } from './database';

// How a contract-shaped stand-in answers one subject: the parsed request and the caller's meta in,
// the contract's reply out (or a thrown DomainError, which crosses the bus as its envelope).
export type Responder<P extends BusPattern> = (
  data: BusRequestData<P>,
  meta: BusMeta,
) => BusReplyData<P> | Promise<BusReplyData<P>>;
export type ResponderTable = { [P in BusPattern]?: Responder<P> };
// A provider of the booted module replaced by the test's own value (a clock the test moves).
export type ProviderOverride = { provide: string | symbol | Type<unknown>; useValue: unknown };
export type HeardRequest = { pattern: BusPattern; data: unknown; meta: BusMeta };

export type Responders = {
  // Every request the stand-ins were asked, in order.
  heard: HeardRequest[];
  heardOn: (pattern: BusPattern) => HeardRequest[];
  close: () => Promise<void>;
};

// A deployment of its own on the machine's PostgreSQL, NATS and Redis, for an integration test that
// boots real service modules and talks to them over the real bus: a fresh database (each service
// keeps its fixed schema there), its own NATS subjects and facts stream (BUS_SUBJECT_PREFIX) and its
// own BullMQ keys (QUEUE_PREFIX), so test files running side by side never meet. `teardown` closes
// what it started and removes the database, the stream and the keys.
export type TestDeployment = {
  prefix: string;
  databaseUrl: string;
  // The configuration every service of the deployment reads (the parsed-config variables).
  env: Record<string, string>;
  // Runs `create` with the deployment's environment (and `extra`) in process.env: a service module
  // reads its configuration while it is created. The environment is restored afterwards.
  withEnv: <T>(create: () => Promise<T>, extra?: Record<string, string>) => Promise<T>;
  // A service's root module, created with the deployment's configuration and serving its bus handlers
  // on NATS in a queue group named after the service, as runServiceProcess serves them. `overrides`
  // replace providers that cannot run as in production here (the CLOCK, set by the test).
  boot: (
    module: Type<unknown>,
    name: string,
    extra?: Record<string, string>,
    overrides?: ProviderOverride[],
  ) => Promise<INestMicroservice>;
  // Stand-ins on the real bus for the services a test does not run, each answering as its contract says.
  respond: (table: ResponderTable) => Promise<Responders>;
  // A client on the deployment's subjects, as another service asks (closed by teardown).
  bus: (timeoutMs?: number) => BusClient;
  teardown: () => Promise<void>;
};

export async function testDeployment(name: string): Promise<TestDeployment> {
  const prefix = uniqueName(name);
  // The test database's server (TEST_DATABASE_URL), another database on it.
  const onServer = (database: string) => {
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${database}`;
    return url.toString();
  };
  const databaseUrl = onServer(prefix);
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: onServer('postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${prefix}"`);
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    BUS: 'nats',
    NATS_URL: testNatsUrl(),
    BUS_SUBJECT_PREFIX: prefix,
    NATS_RECONNECT_WAIT_MS: '200',
    QUEUE: 'bullmq',
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: prefix,
    PUBLIC_URL: 'http://127.0.0.1:3000',
  };
  const closers: (() => Promise<unknown>)[] = [];

  const withEnv = async <T>(create: () => Promise<T>, extra: Record<string, string> = {}): Promise<T> => {
    const settings = { ...env, ...extra };
    const saved = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
    Object.assign(process.env, settings);
    try {
      return await create();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  };

  const serverOn = (queue: string) =>
    new PrefixedServerNats({ ...natsConnectionOptions(testNatsUrl(), 200), queue }, prefix, 500);

  const boot = async (
    module: Type<unknown>,
    service: string,
    extra?: Record<string, string>,
    overrides: ProviderOverride[] = [],
  ) => {
    const app = await withEnv(async () => {
      const options = { strategy: serverOn(service), logger: false as const };
      let created: INestMicroservice;
      if (overrides.length) {
        const builder = Test.createTestingModule({ imports: [module] });
        for (const { provide, useValue } of overrides) builder.overrideProvider(provide).useValue(useValue);
        created = (await builder.compile()).createNestMicroservice<MicroserviceOptions>(options);
      } else {
        created = await NestFactory.createMicroservice<MicroserviceOptions>(module, options);
      }
      await created.listen();
      return created;
    }, extra);
    closers.push(() => app.close());
    return app;
  };

  const respond = async (table: ResponderTable): Promise<Responders> => {
    const heard: HeardRequest[] = [];
    @Controller()
    class StandInController {}
    for (const [pattern, answer] of Object.entries(table) as [BusPattern, Responder<BusPattern>][]) {
      const handler = async (req: BusRequest<BusPattern>) => {
        heard.push({ pattern, data: req.data, meta: req.meta });
        return answer(req.data, req.meta);
      };
      Object.defineProperty(handler, 'name', { value: pattern });
      const descriptor: PropertyDescriptor = { value: handler, writable: true, configurable: true };
      BusHandler(pattern)(StandInController.prototype, pattern, descriptor);
      Object.defineProperty(StandInController.prototype, pattern, descriptor);
    }
    @Module({ controllers: [StandInController] })
    class StandInModule {}
    const app = await NestFactory.createMicroservice<MicroserviceOptions>(StandInModule, {
      strategy: serverOn('stand-ins'),
      logger: false,
    });
    await app.listen();
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await app.close();
    };
    closers.push(close);
    return { heard, heardOn: (pattern) => heard.filter((h) => h.pattern === pattern), close };
  };

  const bus = (timeoutMs = 5000) => {
    const client = new PrefixedClientNats(natsConnectionOptions(testNatsUrl(), 200), prefix);
    closers.push(() => client.close());
    return new BusClient(client, timeoutMs);
  };

  const teardown = async () => {
    // Last started, first stopped: the services before the stand-ins they ask.
    for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
    const facts = new JetStreamFactTransport({ natsUrl: testNatsUrl(), reconnectWaitMs: 200, subjectPrefix: prefix });
    await facts.destroy().catch(() => undefined);
    await facts.close().catch(() => undefined);
    const redis = new Redis(testRedisUrl());
    try {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.unlink(...keys);
    } finally {
      await redis.quit();
    }
    await admin(`DROP DATABASE IF EXISTS "${prefix}" WITH (FORCE)`);
  };

  return { prefix, databaseUrl, env, withEnv, boot, respond, bus, teardown };
}
