import { isObservable, lastValueFrom } from 'rxjs';
import type { BusMeta, BusReply } from '@carewith/contracts';
import type { MessageHandler } from '@nestjs/microservices';
import { toErrorEnvelope } from './bus-handler';

// What crosses the bus for one request: the caller's context and the data.
export type BusPacket = { meta: BusMeta; data: unknown };

// The client side of a bus transport as BusClient uses it: one request, its reply envelope, or a
// BusTransportError. NATS and in-process both implement it; no Nest ClientProxy (and no rxjs) per request.
export interface BusRequester {
  connect(): Promise<void>;
  requestReply(pattern: string, packet: BusPacket, timeoutMs: number): Promise<BusReply<unknown>>;
  // Requests sent and not yet answered, timed out or rejected (a leak shows here).
  readonly pendingCount: number;
  // Rejects every pending request at once; the requester is not used again.
  close(): Promise<void>;
}

export type BusTransportFailure = 'timeout' | 'no-responders' | 'unreachable' | 'too-large';

export class BusTransportError extends Error {
  constructor(
    readonly failure: BusTransportFailure,
    message: string,
  ) {
    super(message);
    this.name = 'BusTransportError';
  }
}

// The lean responder: runs one Nest message handler (a @BusHandler method, which validates, sets the
// request context, times and envelopes) and returns the reply envelope. Anything that escapes the
// wrapper (a guard, a filter) still becomes an error envelope, never a silence.
export async function answerWith(
  handler: MessageHandler,
  packet: unknown,
  context: unknown,
): Promise<BusReply<unknown>> {
  try {
    const result: unknown = await handler(packet, context);
    const reply = isObservable(result) ? await lastValueFrom(result, { defaultValue: undefined }) : result;
    return isEnvelope(reply) ? reply : { ok: true, data: reply ?? null };
  } catch (error) {
    return { ok: false, error: toErrorEnvelope(error) };
  }
}

const isEnvelope = (value: unknown): value is BusReply<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
