import { MessagePattern } from '@nestjs/microservices';
import { isObservable, lastValueFrom } from 'rxjs';
import { z } from 'zod';
import {
  BUS_PATTERNS,
  BusPattern,
  busMetaSchema,
  BusReply,
  BusRequestData,
  DomainError,
  validationError,
} from '@carewith/contracts';
import { createLogger } from '../logging/logger';
import { requestContext } from '../logging/request-context';
import { WrongExpectedRevisionError } from '../event-store/event-store.port';
import { startBusHandlerTimer } from '../metrics/metrics';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/unavailable';
import { QueueUnavailableError } from '../queue/job-queue.port';
import { inSpan, markSpanFailed, SpanKind, tracingOn } from '../tracing/spans';

const log = createLogger('bus');

// Converts anything a handler throws into the typed error envelope, so a plain Error never
// reaches the gateway as Nest's opaque "Internal server error".
export function toErrorEnvelope(error: unknown) {
  if (error instanceof DomainError) return error.toEnvelope();
  if (error instanceof WrongExpectedRevisionError) {
    return {
      code: 'CONFLICT' as const,
      message: 'This was changed at the same time by someone else; please try again',
    };
  }
  // An outage of a dependency is not a bug: 503, and the caller may try again.
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'database unavailable');
    return { code: 'UNAVAILABLE' as const, message: DATABASE_UNAVAILABLE_MESSAGE };
  }
  if (error instanceof QueueUnavailableError) {
    log.warn({ err: error.message }, 'job queue unavailable');
    return { code: 'UNAVAILABLE' as const, message: QUEUE_UNAVAILABLE_MESSAGE };
  }
  log.error({ err: error }, 'unhandled error in bus handler');
  return { code: 'INTERNAL' as const, message: 'Internal server error' };
}

const QUEUE_UNAVAILABLE_MESSAGE = 'This cannot be done right now. Please try again in a minute.';

// Told of each request this process answered (not refused): its subject, its caller and its parsed data.
// A service announces its changes from here (care, decision 323), so a new write is announced without
// remembering to.
export type AnswerListener = (pattern: string, actorId: string | undefined, data: unknown) => void;
const answerListeners = new Set<AnswerListener>();

// Adds the listener; the returned function removes it.
export function onBusAnswer(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

// Runs one bus request: the packet's meta and data parsed (VALIDATION before the handler runs), the
// handler run with the parsed data inside the caller's request context, its result or error turned
// into the reply envelope, and every reply, refused or answered, timed by pattern and outcome
// (carewith_bus_handler_duration_seconds). Plain async code: no rxjs, no Nest interceptor per request.
async function replyTo(
  pattern: string,
  requestSchema: z.ZodType,
  packet: { meta?: unknown; data?: unknown } | undefined,
  handle: () => unknown,
): Promise<BusReply<unknown>> {
  const done = startBusHandlerTimer(pattern);
  let reply: BusReply<unknown>;
  const meta = busMetaSchema.safeParse(packet?.meta);
  const data = requestSchema.safeParse(packet?.data ?? {});
  if (!meta.success) reply = { ok: false, error: validationError(meta.error).toEnvelope() };
  else if (!data.success) reply = { ok: false, error: validationError(data.error).toEnvelope() };
  else {
    // The handler sees the parsed data and runs inside the caller's request context.
    packet!.data = data.data;
    try {
      let result: unknown = await requestContext.run(meta.data, handle);
      // A handler may answer with an Observable, as Nest allows: its last value is the reply.
      if (isObservable(result)) result = await lastValueFrom(result, { defaultValue: undefined });
      reply = { ok: true, data: result ?? null };
      for (const listener of answerListeners) listener(pattern, meta.data.actorId, data.data);
    } catch (error) {
      reply = { ok: false, error: toErrorEnvelope(error) };
    }
  }
  done(reply.ok ? 'ok' : reply.error.code);
  if (!reply.ok) markSpanFailed(reply.error.code);
  return reply;
}

// Marks a method as the handler of a bus pattern: request parsed by the pattern's schema, reply enveloped.
export function BusHandler(pattern: BusPattern) {
  return busHandlerFor(pattern, BUS_PATTERNS[pattern].request);
}

// The same for a pattern outside the contract map (the bus contract tests use throwaway subjects).
// The method takes the request ({meta, data}, Nest's @Payload()) as its first parameter, or none; it is
// wrapped before MessagePattern records it, so Nest's pipeline calls the wrapper.
export function busHandlerFor(pattern: string, requestSchema: z.ZodType): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as unknown as (...args: unknown[]) => unknown;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const packet = args[0] as { meta?: unknown; data?: unknown } | undefined;
      const run = () =>
        replyTo(pattern, requestSchema, packet && typeof packet === 'object' ? packet : undefined, () =>
          handler.apply(this, args),
        );
      // Traced, the handler is a server span, a child of the caller's request span (its context came
      // with the message, or in process with the call).
      return tracingOn()
        ? inSpan(
            `bus handle ${pattern}`,
            { kind: SpanKind.SERVER, attributes: { 'carewith.bus.pattern': pattern } },
            run,
          )
        : run();
    };
    Object.defineProperty(wrapped, 'name', { value: handler.name });
    (descriptor as TypedPropertyDescriptor<unknown>).value = wrapped;
    return MessagePattern(pattern)(target, key, descriptor);
  };
}

export type HandlerRequest<T> = { meta: { requestId: string; actorId?: string }; data: T };

// What a `@BusHandler(pattern)` method receives: the pattern's request, already parsed.
export type BusRequest<P extends BusPattern> = HandlerRequest<BusRequestData<P>>;

// The signed-in caller, as the gateway vouched for it; services never take it from the data.
export function requireActor(request: { meta: { actorId?: string } }): string {
  if (!request.meta.actorId) throw new DomainError('UNAUTHENTICATED', 'Unauthorized');
  return request.meta.actorId;
}

// A handler for signed-in callers only: without an actor the request is refused (UNAUTHENTICATED)
// before the method runs, as `requireActor` would; the method gets the parsed data and the actor's id.
export function ActorHandler<P extends BusPattern>(pattern: P) {
  return <H extends (data: BusRequestData<P>, actorId: string) => unknown>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    const handler = descriptor.value!;
    const withActor = function (this: unknown, request: BusRequest<P>) {
      return handler.call(this, request.data, requireActor(request));
    };
    Object.defineProperty(withActor, 'name', { value: handler.name });
    (descriptor as TypedPropertyDescriptor<unknown>).value = withActor;
    BusHandler(pattern)(target, key, descriptor);
  };
}
