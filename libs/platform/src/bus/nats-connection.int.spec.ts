import { connect } from 'nats';
import { expectEventually, PrivateServer, privateNats } from '../testing';
import { closingNats, natsConnectionOptions, natsReadiness, watchNats } from './nats-connection';

jest.setTimeout(60_000);

// A private nats-server, killed and started again: the shared one on 4222 is never touched.
describe('NATS connections (private nats-server)', () => {
  let nats: PrivateServer;

  beforeEach(async () => {
    nats = await privateNats();
    await nats.start();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await nats.dispose();
  });

  it('reconnects after an outage longer than the library default window, and /ready says bus down meanwhile', async () => {
    // 10 attempts 100 ms apart would be the library's default count: gone after about 1 s.
    const connection = await connect({ ...natsConnectionOptions(nats.url, 100) });
    watchNats('client', connection);
    try {
      expect(await natsReadiness(1000)).toEqual({ status: 'up' });
      await nats.kill();
      await expectEventually(async () => expect((await natsReadiness(1000))?.status).toBe('down'));
      expect((await natsReadiness(1000))?.detail).toMatch(/^NATS \(client\) reconnecting since /);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await nats.start();
      await expectEventually(async () => expect(await natsReadiness(1000)).toEqual({ status: 'up' }));
      expect(connection.isClosed()).toBe(false);
    } finally {
      closingNats(connection);
      await connection.close();
    }
  });

  it('ends the process when a connection closes for good, so its supervisor starts a fresh one', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const connection = await connect({ ...natsConnectionOptions(nats.url, 100), maxReconnectAttempts: 1 });
    watchNats('server', connection);
    await nats.kill();
    await connection.closed();
    await expectEventually(() => expect(exit).toHaveBeenCalledWith(1));
  });

  it('does not end the process on an intentional close', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const connection = await connect(natsConnectionOptions(nats.url, 100));
    watchNats('server', connection);
    closingNats(connection);
    await connection.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exit).not.toHaveBeenCalled();
  });
});
