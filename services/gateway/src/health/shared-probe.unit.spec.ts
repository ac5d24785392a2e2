import { SharedProbe } from './shared-probe';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('SharedProbe: one health probe for many callers', () => {
  it('given a probe in flight, when more callers arrive, then they share it (one probe)', async () => {
    const d = deferred<string>();
    let calls = 0;
    const probe = new SharedProbe(
      () => (calls++, d.promise),
      1000,
      () => 0,
    );
    const all = Promise.all([probe.get(), probe.get(), probe.get()]);
    d.resolve('up');
    expect(await all).toEqual(['up', 'up', 'up']);
    expect(calls).toBe(1);
  });

  it('given a finished probe, when asked within ttl, then its result; after ttl, then a new probe', async () => {
    let clock = 0;
    let calls = 0;
    const probe = new SharedProbe(
      async () => `probe ${++calls}`,
      1000,
      () => clock,
    );
    expect(await probe.get()).toBe('probe 1');
    clock = 999;
    expect(await probe.get()).toBe('probe 1');
    clock = 1000;
    expect(await probe.get()).toBe('probe 2');
    expect(calls).toBe(2);
  });

  it('given ttl 0, when callers come one after another, then each probes', async () => {
    let calls = 0;
    const probe = new SharedProbe(
      async () => ++calls,
      0,
      () => 0,
    );
    await probe.get();
    await probe.get();
    expect(calls).toBe(2);
  });

  it('given a failing probe, then its callers see the error and the next caller probes again', async () => {
    let calls = 0;
    const probe = new SharedProbe(
      async () => {
        calls++;
        if (calls === 1) throw new Error('bus down');
        return 'up';
      },
      1000,
      () => 0,
    );
    await expect(Promise.all([probe.get(), probe.get()])).rejects.toThrow('bus down');
    expect(await probe.get()).toBe('up');
    expect(calls).toBe(2);
  });

  it('given a result it must not keep (degraded health), then the next caller probes again', async () => {
    let calls = 0;
    const probe = new SharedProbe(
      async () => (++calls === 1 ? 'down' : 'up'),
      1000,
      () => 0,
      (v) => v === 'up',
    );
    expect(await probe.get()).toBe('down');
    expect(await probe.get()).toBe('up');
    expect(await probe.get()).toBe('up');
    expect(calls).toBe(2);
  });
});
