import { busContract } from './bus.contract-suite';
import { InProcessClient, InProcessServer } from './in-process.transport';

busContract('in-process', {
  serverOptions: () => ({ strategy: new InProcessServer() }),
  client: () => new InProcessClient(),
});
