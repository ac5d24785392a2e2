import { EventEmitter } from 'node:events';
import { Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { BaseConfig, CONFIG } from '../config/config';
import { createLogger } from '../logging/logger';
import { closingNats, NatsOnFirstUse } from '../bus/nats-connection';

const log = createLogger('live');

// A change to show at once on a screen that follows it (a group session's TV): fire and forget, kept by
// nobody. A subscriber that was away misses it and reads the current state again, so this is core NATS
// (or, in the embedded profile, one process's emitter), never a fact: nothing is stored or redelivered.
export interface LiveChannel {
  publish(subject: string, data: unknown): Promise<void>;
  // Calls onMessage with each message published on the subject from now on; the returned function stops.
  subscribe(subject: string, onMessage: (data: unknown) => void): Promise<() => void>;
}

export const LIVE_CHANNEL = Symbol('LIVE_CHANNEL');

const decoder = new TextDecoder();

// Core NATS, with the deployment's BUS_SUBJECT_PREFIX (as the bus's subjects), on a connection of its own
// opened at the first use.
export class NatsLiveChannel implements LiveChannel {
  private readonly connection: NatsOnFirstUse;

  constructor(
    servers: string,
    reconnectWaitMs: number,
    private readonly prefix: string,
  ) {
    this.connection = new NatsOnFirstUse('live', servers, reconnectWaitMs);
  }

  private nats(): Promise<NatsConnection> {
    return this.connection.get();
  }

  private subject(subject: string) {
    return this.prefix ? `${this.prefix}.${subject}` : subject;
  }

  async publish(subject: string, data: unknown): Promise<void> {
    (await this.nats()).publish(this.subject(subject), Buffer.from(JSON.stringify(data)));
  }

  async subscribe(subject: string, onMessage: (data: unknown) => void): Promise<() => void> {
    const nc = await this.nats();
    const subscription = nc.subscribe(this.subject(subject), {
      callback: (error, msg) => {
        if (error) return log.warn({ err: error.message }, 'live subscription failed');
        try {
          onMessage(JSON.parse(decoder.decode(msg.data)));
        } catch (e) {
          log.warn({ err: (e as Error).message }, 'live message not handled');
        }
      },
    });
    // The subscription is known to the server before the caller reads the state it follows.
    await nc.flush();
    return () => subscription.unsubscribe();
  }

  async close(): Promise<void> {
    const nc = await this.connection.take();
    if (!nc) return;
    closingNats(nc);
    await nc.drain();
  }
}

// One process (the embedded profile): every service in it shares one emitter, as they share the bus.
const emitter = new EventEmitter().setMaxListeners(0);

export class InProcessLiveChannel implements LiveChannel {
  async publish(subject: string, data: unknown): Promise<void> {
    emitter.emit(subject, JSON.parse(JSON.stringify(data)));
  }

  async subscribe(subject: string, onMessage: (data: unknown) => void): Promise<() => void> {
    emitter.on(subject, onMessage);
    return () => emitter.off(subject, onMessage);
  }
}

@Injectable()
class LiveChannelShutdown implements OnApplicationShutdown {
  constructor(@Inject(LIVE_CHANNEL) private readonly live: LiveChannel) {}

  async onApplicationShutdown() {
    if (this.live instanceof NatsLiveChannel) await this.live.close();
  }
}

// The live channel chosen by configuration (BUS: nats or inprocess). Needs CONFIG in scope.
@Module({
  providers: [
    {
      provide: LIVE_CHANNEL,
      inject: [CONFIG],
      useFactory: (config: BaseConfig): LiveChannel =>
        config.BUS === 'nats'
          ? new NatsLiveChannel(config.NATS_URL, config.NATS_RECONNECT_WAIT_MS, config.BUS_SUBJECT_PREFIX)
          : new InProcessLiveChannel(),
    },
    LiveChannelShutdown,
  ],
  exports: [LIVE_CHANNEL],
})
export class LiveChannelModule {}
