import { Module } from '@nestjs/common';
import { BaseConfig, CONFIG } from '../config/config';
import { BUS_PROXY, BUS_TIMEOUT, BusClient } from './bus-client';
import { InProcessClient } from './in-process.transport';
import { natsConnectionOptions } from './nats-connection';
import { livenessFor, PrefixedClientNats } from './nats-prefixed';

// The client side of the bus, chosen by configuration: NATS or in-process. Needs CONFIG in scope.
@Module({
  providers: [
    {
      provide: BUS_PROXY,
      inject: [CONFIG],
      useFactory: (config: BaseConfig) =>
        config.BUS === 'nats'
          ? new PrefixedClientNats(
              natsConnectionOptions(config.NATS_URL, config.NATS_RECONNECT_WAIT_MS),
              config.BUS_SUBJECT_PREFIX,
              livenessFor(config.BUS_TIMEOUT_MS),
            )
          : new InProcessClient(),
    },
    { provide: BUS_TIMEOUT, inject: [CONFIG], useFactory: (config: BaseConfig) => config.BUS_TIMEOUT_MS },
    BusClient,
  ],
  exports: [BusClient],
})
export class BusClientModule {}
