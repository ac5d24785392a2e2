import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import {
  BusPattern,
  BusReply,
  BusReplyData,
  BusRequestData,
  DomainError,
  errorEnvelopeSchema,
} from '@carewith/contracts';
import { currentRequestId, requestContext } from '../logging/request-context';
import { randomUUID } from 'node:crypto';
import { BusRequester, BusTransportError } from './bus-transport';
import { inSpan, SpanKind, tracingOn } from '../tracing/spans';
import type { KeptAnswers } from './kept-answers';

export const BUS_PROXY = Symbol('BUS_PROXY');
export const BUS_TIMEOUT = Symbol('BUS_TIMEOUT');

// Typed request/reply over the bus: unwraps the reply envelope into data or a DomainError.
@Injectable()
export class BusClient implements OnApplicationShutdown {
  private kept?: KeptAnswers;

  constructor(
    @Inject(BUS_PROXY) private readonly transport: BusRequester,
    @Inject(BUS_TIMEOUT) private readonly timeoutMs: number,
  ) {}

  // From now on, answers its rules keep are kept (and forgotten) there; undefined stops keeping them.
  keepAnswers(kept: KeptAnswers | undefined): void {
    this.kept = kept;
  }

  async request<P extends BusPattern>(
    pattern: P,
    data: BusRequestData<P>,
    options: { actorId?: string; timeoutMs?: number } = {},
  ): Promise<BusReplyData<P>> {
    const meta = {
      requestId: currentRequestId() ?? randomUUID(),
      actorId: options.actorId ?? requestContext.getStore()?.actorId,
    };
    const kept = this.kept;
    const found = kept?.find(pattern, data, meta.actorId);
    if (found?.found) return found.answer as BusReplyData<P>;
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    let reply: BusReply<BusReplyData<P>>;
    try {
      // Traced, the request is a client span; the transport carries its context to the handler.
      reply = (await (tracingOn()
        ? inSpan(
            `bus request ${pattern}`,
            { kind: SpanKind.CLIENT, attributes: { 'carewith.bus.pattern': pattern } },
            () => this.transport.requestReply(pattern, { meta, data }, timeoutMs),
          )
        : this.transport.requestReply(pattern, { meta, data }, timeoutMs))) as BusReply<BusReplyData<P>>;
    } catch (error) {
      throw toTransportError(pattern, error);
    }
    if (reply?.ok) {
      if (found) kept!.keep(pattern, data, meta.actorId, reply.data, found.asked);
      return reply.data;
    }
    const envelope = errorEnvelopeSchema.safeParse(reply?.error);
    throw envelope.success
      ? DomainError.fromEnvelope(envelope.data)
      : new DomainError('INTERNAL', 'Internal server error');
  }

  async onApplicationShutdown() {
    await this.transport.close();
  }
}

function toTransportError(pattern: string, error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const service = serviceOf(pattern);
  if (error instanceof BusTransportError) {
    if (error.failure === 'timeout') return new DomainError('TIMEOUT', `The ${service} service did not answer in time`);
    if (error.failure === 'no-responders')
      return new DomainError('UNAVAILABLE', `The ${service} service is unavailable`);
    if (error.failure === 'too-large')
      return new DomainError('PAYLOAD_TOO_LARGE', `The request is too large for the ${service} service`);
  }
  return new DomainError('UNAVAILABLE', `The ${service} service could not be reached`);
}

const serviceOf = (pattern: string) => pattern.split('.')[0];
