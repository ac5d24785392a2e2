import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
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

export const BUS_PROXY = Symbol('BUS_PROXY');
export const BUS_TIMEOUT = Symbol('BUS_TIMEOUT');

// Typed request/reply over the bus: unwraps the reply envelope into data or a DomainError.
@Injectable()
export class BusClient implements OnApplicationShutdown {
  constructor(
    @Inject(BUS_PROXY) private readonly proxy: ClientProxy,
    @Inject(BUS_TIMEOUT) private readonly timeoutMs: number,
  ) {}

  async request<P extends BusPattern>(
    pattern: P,
    data: BusRequestData<P>,
    options: { actorId?: string; timeoutMs?: number } = {},
  ): Promise<BusReplyData<P>> {
    const store = requestContext.getStore();
    const meta = { requestId: currentRequestId() ?? randomUUID(), actorId: options.actorId ?? store?.actorId };
    let reply: BusReply<BusReplyData<P>>;
    try {
      reply = await firstValueFrom(
        this.proxy
          .send<BusReply<BusReplyData<P>>>(pattern, { meta, data })
          .pipe(timeout(options.timeoutMs ?? this.timeoutMs)),
      );
    } catch (error) {
      throw toTransportError(pattern, error);
    }
    if (reply.ok) return reply.data;
    const envelope = errorEnvelopeSchema.safeParse(reply.error);
    throw envelope.success
      ? DomainError.fromEnvelope(envelope.data)
      : new DomainError('INTERNAL', 'Internal server error');
  }

  async onApplicationShutdown() {
    await this.proxy.close();
  }
}

function toTransportError(pattern: string, error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof TimeoutError)
    return new DomainError('TIMEOUT', `The ${serviceOf(pattern)} service did not answer in time`);
  const message = error instanceof Error ? error.message : String(error);
  if (/no subscribers|no matching message handler|empty response/i.test(message)) {
    return new DomainError('UNAVAILABLE', `The ${serviceOf(pattern)} service is unavailable`);
  }
  return new DomainError('UNAVAILABLE', `The ${serviceOf(pattern)} service could not be reached`);
}

const serviceOf = (pattern: string) => pattern.split('.')[0];
