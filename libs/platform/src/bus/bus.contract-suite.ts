import { Controller, INestMicroservice } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import { NEVER } from 'rxjs';
import { z } from 'zod';
import { BusPattern, DomainError } from '@carewith/contracts';
import { BusClient } from './bus-client';
import type { BusRequester } from './bus-transport';
import { busHandlerFor, HandlerRequest } from './bus-handler';
import { currentRequestId, requestContext } from '../logging/request-context';
import type { MicroserviceOptions } from '@nestjs/microservices';

export type BusAdapter = {
  // Options for one server replica (e.g. NATS with a queue group, or the in-process strategy).
  serverOptions: () => MicroserviceOptions;
  client: () => BusRequester;
};

const largeText = (name: string, kb: number) => `${name};`.repeat(Math.ceil((kb * 1024) / (name.length + 1)));

// One suite, run against every bus adapter (NATS, in-process): same API, same behaviour.
export function busContract(name: string, adapter: BusAdapter) {
  describe(`service bus contract: ${name}`, () => {
    const subject = `test.${randomUUID().slice(0, 8)}`;
    const calls: { instance: number; requestId?: string; actorId?: string; name: string }[] = [];
    const servers: INestMicroservice[] = [];
    let bus: BusClient;
    let proxy: BusRequester;

    const echoSchema = z.object({ name: z.string().min(1, { error: 'Name is required' }) });

    function controllerFor(instance: number) {
      @Controller()
      class TestBusController {
        @busHandlerFor(`${subject}.echo`, echoSchema)
        echo(@Payload() req: HandlerRequest<{ name: string }>) {
          calls.push({ instance, requestId: currentRequestId(), actorId: req.meta.actorId, name: req.data.name });
          return { hello: req.data.name, at: new Date(0) };
        }

        @busHandlerFor(`${subject}.domain-error`, z.object({}))
        domainError() {
          throw new DomainError('NOT_FOUND', 'Profile Not Found');
        }

        @busHandlerFor(`${subject}.domain-error-details`, z.object({}))
        async domainErrorWithDetails() {
          await new Promise((resolve) => setTimeout(resolve, 5));
          throw new DomainError('CONFLICT', 'This time is taken', [{ field: 'slot', message: 'Choose another time' }]);
        }

        @busHandlerFor(`${subject}.slow`, z.object({ name: z.string() }))
        async slow(@Payload() req: HandlerRequest<{ name: string }>) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { hello: req.data.name };
        }

        @busHandlerFor(`${subject}.crash`, z.object({}))
        async crash() {
          throw new Error('database password is hunter2');
        }

        // A reply of about `kb` kilobytes, its text made of the name, so each request's data is its own.
        @busHandlerFor(`${subject}.large`, z.object({ name: z.string(), kb: z.number() }))
        large(@Payload() req: HandlerRequest<{ name: string; kb: number }>) {
          return { name: req.data.name, text: largeText(req.data.name, req.data.kb) };
        }

        @busHandlerFor(`${subject}.silent`, z.object({}))
        silent() {
          return NEVER;
        }
      }
      return TestBusController;
    }

    beforeAll(async () => {
      for (const instance of [1, 2]) {
        const moduleRef = await Test.createTestingModule({ controllers: [controllerFor(instance)] }).compile();
        const server = moduleRef.createNestMicroservice<MicroserviceOptions>(adapter.serverOptions());
        await server.listen();
        servers.push(server);
      }
      proxy = adapter.client();
      await proxy.connect();
      bus = new BusClient(proxy, 1500);
    });

    afterAll(async () => {
      await proxy.close();
      for (const server of servers) await server.close();
    });

    const request = (suffix: string, data: unknown, options?: { actorId?: string; timeoutMs?: number }) =>
      bus.request(`${subject}.${suffix}` as BusPattern, data as never, options);

    it('answers a request with the handler result, serialised as JSON', async () => {
      await expect(request('echo', { name: 'Rose' })).resolves.toEqual({
        hello: 'Rose',
        at: '1970-01-01T00:00:00.000Z',
      });
    });

    it('carries the request id and the actor to the handler', async () => {
      const actorId = randomUUID();
      await requestContext.run({ requestId: 'req-contract-1' }, () => request('echo', { name: 'Ida' }, { actorId }));
      expect(calls.find((c) => c.name === 'Ida')).toMatchObject({ requestId: 'req-contract-1', actorId });
    });

    it('refuses bad data with a VALIDATION error naming the field, before the handler runs', async () => {
      const before = calls.length;
      const error = await request('echo', { name: '' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'VALIDATION', details: [{ field: 'name', message: 'Name is required' }] });
      expect(calls.length).toBe(before);
    });

    it('carries a domain error across with its code and message', async () => {
      await expect(request('domain-error', {})).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Profile Not Found',
      });
    });

    it('turns an unexpected error into INTERNAL without leaking its message', async () => {
      const error = (await request('crash', {}).catch((e: unknown) => e)) as DomainError;
      expect(error.code).toBe('INTERNAL');
      expect(error.message).not.toContain('hunter2');
    });

    it('times out with a TIMEOUT error when a handler never answers', async () => {
      await expect(request('silent', {}, { timeoutMs: 200 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    });

    it('fails fast with UNAVAILABLE when nobody serves the pattern', async () => {
      await expect(request('nobody-home', {}, { timeoutMs: 1000 })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    });

    it('answers many concurrent requests on one connection, each with its own reply', async () => {
      const names = Array.from({ length: 300 }, (_, i) => `many-${i}`);
      const replies = await Promise.all(names.map((n) => request('echo', { name: n })));
      expect(replies.map((r) => (r as unknown as { hello: string }).hello)).toEqual(names);
      expect(proxy.pendingCount).toBe(0);
    });

    it('answers requests asked for together each on its own: a slow one holds back none of the others', async () => {
      const slow = request('slow', { name: 'slow-one' });
      let slowDone = false;
      void slow.then(() => (slowDone = true));
      const fast = await Promise.all(['a', 'b', 'c', 'd'].map((n) => request('echo', { name: `together-${n}` })));
      expect(fast.map((r) => (r as unknown as { hello: string }).hello)).toEqual(
        ['a', 'b', 'c', 'd'].map((n) => `together-${n}`),
      );
      expect(slowDone).toBe(false);
      await expect(slow).resolves.toEqual({ hello: 'slow-one' });
    });

    it('keeps each request id and actor when requests are asked for together', async () => {
      const asked = ['x', 'y', 'z'].map((n) => ({
        name: `ids-${n}`,
        requestId: `req-ids-${n}`,
        actorId: randomUUID(),
      }));
      await Promise.all(
        asked.map((a) =>
          requestContext.run({ requestId: a.requestId }, () =>
            request('echo', { name: a.name }, { actorId: a.actorId }),
          ),
        ),
      );
      for (const a of asked)
        expect(calls.find((c) => c.name === a.name)).toMatchObject({ requestId: a.requestId, actorId: a.actorId });
    });

    it('gives each request asked for together its own outcome: answers, refusals and timeouts', async () => {
      const [ok, refused, missing, silent] = await Promise.allSettled([
        request('echo', { name: 'mixed-ok' }),
        request('echo', { name: '' }),
        request('domain-error', {}),
        request('silent', {}, { timeoutMs: 300 }),
      ]);
      expect(ok).toEqual({ status: 'fulfilled', value: { hello: 'mixed-ok', at: '1970-01-01T00:00:00.000Z' } });
      expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'VALIDATION' } });
      expect(missing).toMatchObject({ status: 'rejected', reason: { code: 'NOT_FOUND' } });
      expect(silent).toMatchObject({ status: 'rejected', reason: { code: 'TIMEOUT' } });
      expect(proxy.pendingCount).toBe(0);
    });

    it('fails every request asked for together with UNAVAILABLE at once when nobody serves the pattern', async () => {
      const started = Date.now();
      const results = await Promise.allSettled(
        [1, 2, 3].map(() => request('nobody-home-together', {}, { timeoutMs: 3000 })),
      );
      for (const r of results) expect(r).toMatchObject({ status: 'rejected', reason: { code: 'UNAVAILABLE' } });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(proxy.pendingCount).toBe(0);
    });

    it('forgets a timed-out request: no pending entry is left and its late reply goes nowhere', async () => {
      await expect(request('slow', { name: 'late' }, { timeoutMs: 100 })).rejects.toMatchObject({ code: 'TIMEOUT' });
      expect(proxy.pendingCount).toBe(0);
      // The late reply arrives while the next request waits: that one still gets its own answer.
      await expect(request('slow', { name: 'next' })).resolves.toEqual({ hello: 'next' });
      expect(proxy.pendingCount).toBe(0);
    });

    it('rejects what is pending when the client closes, without waiting for the timeout', async () => {
      const closing = adapter.client();
      await closing.connect();
      const closingBus = new BusClient(closing, 10_000);
      const started = Date.now();
      const pending = [1, 2].map((n) =>
        closingBus.request(`${subject}.silent` as BusPattern, { n } as never).catch((e: unknown) => e),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closing.pendingCount).toBe(2);
      await closing.close();
      for (const error of await Promise.all(pending)) {
        expect(error).toBeInstanceOf(DomainError);
        expect(error).toMatchObject({ code: 'UNAVAILABLE' });
      }
      expect(Date.now() - started).toBeLessThan(2000);
      expect(closing.pendingCount).toBe(0);
      await expect(
        closingBus.request(`${subject}.echo` as BusPattern, { name: 'after' } as never),
      ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    });

    it('carries a handler DomainError across as a DomainError, with its code, message and details', async () => {
      const error = await request('domain-error-details', {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        code: 'CONFLICT',
        message: 'This time is taken',
        details: [{ field: 'slot', message: 'Choose another time' }],
      });
    });

    // NATS refuses a message over its max_payload (1 MiB by default): replies over it must still arrive.
    it('answers requests asked for together whose replies pass the bus message limit, each with its own data', async () => {
      const names = Array.from({ length: 10 }, (_, i) => `large-${i}`);
      const replies = await Promise.all(names.map((name) => request('large', { name, kb: 300 }, { timeoutMs: 4000 })));
      expect(replies).toEqual(names.map((name) => ({ name, text: largeText(name, 300) })));
      expect(proxy.pendingCount).toBe(0);
    });

    it('answers a single reply larger than the bus message limit whole', async () => {
      const reply = await request('large', { name: 'whole', kb: 3 * 1024 }, { timeoutMs: 4000 });
      expect(reply).toEqual({ name: 'whole', text: largeText('whole', 3 * 1024) });
      expect(proxy.pendingCount).toBe(0);
    });

    it('spreads requests across replicas, each request answered once', async () => {
      // Two at a time, each pair answered before the next is asked: an adapter that sends requests asked
      // for together as one message (NATS) spreads messages, not requests, and one that waits for a
      // message in flight sends the rest together (on a busy machine, all of them could leave as one).
      const names = Array.from({ length: 40 }, (_, i) => `spread-${i}`);
      for (let i = 0; i < names.length; i += 2) {
        await Promise.all(names.slice(i, i + 2).map((n) => request('echo', { name: n })));
      }
      const served = calls.filter((c) => c.name.startsWith('spread-'));
      expect(served).toHaveLength(40);
      expect(new Set(served.map((c) => c.name)).size).toBe(40);
      const perInstance = [1, 2].map((i) => served.filter((c) => c.instance === i).length);
      expect(Math.min(...perInstance)).toBeGreaterThan(0);
    });
  });
}
