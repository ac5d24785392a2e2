import { PrivateServer, privateNats } from '../testing';
import { NatsLiveChannel } from './live-channel';

jest.setTimeout(60_000);

// The live channel on a private nats-server (the shared one on 4222 is never touched).
describe('NatsLiveChannel', () => {
  let nats: PrivateServer;
  let channel: NatsLiveChannel;

  beforeEach(async () => {
    nats = await privateNats();
  });
  afterEach(async () => {
    await channel?.close().catch(() => undefined);
    await nats.dispose();
  });

  it('tries NATS again at its next use when it could not be reached at its first', async () => {
    channel = new NatsLiveChannel(nats.url, 100, 'live_test');
    // NATS is not there yet: the first publish fails (care's change notices are fire and forget).
    await expect(channel.publish('care.changed', { all: true })).rejects.toThrow();
    await nats.start();
    const heard: unknown[] = [];
    const stop = await channel.subscribe('care.changed', (data) => heard.push(data));
    await channel.publish('care.changed', { actorId: 'ann', tags: ['team:t1'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([{ actorId: 'ann', tags: ['team:t1'] }]);
    stop();
  });
});
