import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { busContract } from './bus.contract-suite';
import { testNatsUrl } from '../testing/database';

busContract('NATS', {
  serverOptions: () => ({ transport: Transport.NATS, options: { servers: [testNatsUrl()], queue: 'bus-contract' } }),
  client: () => ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [testNatsUrl()] } }),
});
