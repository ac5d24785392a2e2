import { privateNats } from '@carewith/platform/testing';
import {
  BusRoute,
  busRoutes,
  expectDownEverywhere,
  expectFailedFast,
  outageOf,
  SERVICE_PROCESSES,
  throughOutage,
  timeAnswers,
  useFaultSuite,
} from '../../support/faults';

jest.setTimeout(300_000);

// A NATS outage longer than the client library's default reconnect window
// (10 attempts 2 s apart) used to close every connection for good, silently. A private nats-server
// is killed, stopped and paused under play load; the system must ride each outage out.
describe('a NATS outage under play load', () => {
  const nats = useFaultSuite(privateNats, (server) => ({ env: { NATS_URL: server.url } }));
  let routes: BusRoute[];

  beforeAll(async () => {
    routes = await busRoutes(nats.fault);
  });

  // Every service's /ready names the bus while NATS is away.
  const busDownEverywhere = () => expectDownEverywhere(nats.fault.system, SERVICE_PROCESSES, 'bus');

  // Meanwhile every route that needs the bus, the AI ones included, answers 503 within the
  // bus timeout (a trend was answered 504 after 60 s).
  const duringOutage = async () => {
    const [, answers] = await Promise.all([busDownEverywhere(), timeAnswers(routes, 8_000)]);
    expectFailedFast(routes, answers);
  };

  it('killed for 22 s, longer than the old reconnect window: nothing lost, every process reconnects', async () => {
    await throughOutage(nats.fault, outageOf(nats.server, 'kill', 22_000), duringOutage);
    const logs = nats.fault.system.logs().join('\n');
    expect(logs).toMatch(/\[games\].*NATS connection lost; reconnecting without limit/);
    expect(logs).toMatch(/\[games\].*NATS connection restored/);
  });

  it('stopped and started again', async () => {
    await throughOutage(nats.fault, outageOf(nats.server, 'stop', 10_000), duringOutage);
  });

  it('paused (it hangs without closing connections) and resumed', async () => {
    await throughOutage(nats.fault, outageOf(nats.server, 'pause', 10_000), duringOutage);
  });
});
