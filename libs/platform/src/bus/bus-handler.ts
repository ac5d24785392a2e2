import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { catchError, map, Observable, of, tap } from 'rxjs';
import { z } from 'zod';
import { BUS_PATTERNS, BusPattern, busMetaSchema, BusReply, DomainError, validationError } from '@carewith/contracts';
import { createLogger } from '../logging/logger';
import { requestContext } from '../logging/request-context';
import { WrongExpectedRevisionError } from '../event-store/event-store.port';
import { startBusHandlerTimer } from '../metrics/metrics';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/unavailable';
import { QueueUnavailableError } from '../queue/job-queue.port';

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

@Injectable()
class BusReplyInterceptor implements NestInterceptor {
  constructor(
    private readonly requestSchema: z.ZodType,
    private readonly pattern: string,
  ) {}

  // Every reply, refused or answered, is timed by pattern and outcome (carewith_bus_handler_duration_seconds).
  intercept(context: ExecutionContext, next: CallHandler): Observable<BusReply<unknown>> {
    const done = startBusHandlerTimer(this.pattern);
    return this.reply(context, next).pipe(tap((reply) => done(reply.ok ? 'ok' : reply.error.code)));
  }

  private reply(context: ExecutionContext, next: CallHandler): Observable<BusReply<unknown>> {
    const packet = context.switchToRpc().getData<{ meta?: unknown; data?: unknown }>();
    const meta = busMetaSchema.safeParse(packet?.meta);
    const data = this.requestSchema.safeParse(packet?.data ?? {});
    if (!meta.success) return of({ ok: false, error: validationError(meta.error).toEnvelope() });
    if (!data.success) return of({ ok: false, error: validationError(data.error).toEnvelope() });
    // The handler sees the parsed data and runs inside the caller's request context.
    packet.data = data.data;
    return new Observable<unknown>((subscriber) =>
      requestContext.run(meta.data, () => next.handle().subscribe(subscriber)),
    ).pipe(
      map((result): BusReply<unknown> => ({ ok: true, data: result ?? null })),
      catchError((error: unknown) => of<BusReply<unknown>>({ ok: false, error: toErrorEnvelope(error) })),
    );
  }
}

// Marks a method as the handler of a bus pattern: request parsed by the pattern's schema, reply enveloped.
export function BusHandler(pattern: BusPattern) {
  return busHandlerFor(pattern, BUS_PATTERNS[pattern].request);
}

// The same for a pattern outside the contract map (the bus contract tests use throwaway subjects).
export function busHandlerFor(pattern: string, requestSchema: z.ZodType) {
  return applyDecorators(MessagePattern(pattern), UseInterceptors(new BusReplyInterceptor(requestSchema, pattern)));
}

export type HandlerRequest<T> = { meta: { requestId: string; actorId?: string }; data: T };

// The signed-in caller, as the gateway vouched for it; services never take it from the data.
export function requireActor(request: { meta: { actorId?: string } }): string {
  if (!request.meta.actorId) throw new DomainError('UNAUTHENTICATED', 'Unauthorized');
  return request.meta.actorId;
}
