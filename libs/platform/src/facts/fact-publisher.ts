import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import type { FactData, FactSubject } from '@carewith/contracts';
import { BaseConfig, CONFIG } from '../config/config';
import { factEnvelope } from './fact-bus';
import type { FactTransport } from './fact-transport.port';
import { createFactTransport } from './fact-transports';

// Publishing alone, for a process with no schema of its own to keep an outbox in (the gateway): the fact
// goes straight to the transport, and the request that caused it fails if it cannot.
@Injectable()
export class FactPublisher implements OnApplicationShutdown {
  private readonly transport: FactTransport;
  private readonly owns: boolean;

  constructor(@Inject(CONFIG) config: BaseConfig) {
    this.transport = createFactTransport(config);
    this.owns = config.BUS === 'nats';
  }

  async publish<S extends FactSubject>(subject: S, data: FactData<S>): Promise<void> {
    await this.transport.publish([factEnvelope(subject, data)]);
  }

  async onApplicationShutdown() {
    if (this.owns) await this.transport.close();
  }
}

@Global()
@Module({ providers: [FactPublisher], exports: [FactPublisher] })
export class FactPublisherModule {}
