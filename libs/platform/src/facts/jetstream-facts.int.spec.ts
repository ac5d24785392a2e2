import { testNatsUrl } from '../testing/database';
import { factBusContract } from './fact-bus.contract-suite';
import { JetStreamFactTransport } from './jetstream-fact-transport';

const made: JetStreamFactTransport[] = [];

factBusContract('NATS JetStream', {
  transport: (deployment) => {
    const transport = new JetStreamFactTransport({
      natsUrl: testNatsUrl(),
      reconnectWaitMs: 200,
      subjectPrefix: deployment,
    });
    made.push(transport);
    return transport;
  },
});

// The suite's stream goes with it.
afterAll(async () => {
  const transport = made[0];
  if (!transport) return;
  const cleaner = new JetStreamFactTransport({
    natsUrl: testNatsUrl(),
    reconnectWaitMs: 200,
    subjectPrefix: (transport as unknown as { options: { subjectPrefix: string } }).options.subjectPrefix,
  });
  await cleaner.destroy();
  await cleaner.close();
});
