import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { z } from 'zod';
import type { BusPattern } from '@carewith/contracts';
import { busHandlerFor, HandlerRequest } from '../bus/bus-handler';
import { InProcessBus, serveInProcess } from '../testing/in-process-bus';
import { busHandlerDuration, enableDefaultMetrics, metricsAccessAllowed, metricsText } from './metrics';

const PATTERN = 'test.metrics.echo';

@Controller()
class EchoController {
  @busHandlerFor(PATTERN, z.object({ name: z.string().min(1) }))
  echo(@Payload() req: HandlerRequest<{ name: string }>) {
    return { hello: req.data.name };
  }
}

async function countOf(pattern: string, outcome: string): Promise<number> {
  const { values } = await busHandlerDuration.get();
  return (
    values.find(
      (v) =>
        v.metricName === 'carewith_bus_handler_duration_seconds_count' &&
        v.labels.pattern === pattern &&
        v.labels.outcome === outcome,
    )?.value ?? 0
  );
}

describe('bus handler metrics', () => {
  let served: InProcessBus;
  beforeAll(async () => {
    served = await serveInProcess({ controllers: [EchoController] });
  });
  afterAll(() => served.close());

  it('counts a handled request under its pattern with outcome ok', async () => {
    const before = await countOf(PATTERN, 'ok');
    await expect(served.bus.request(PATTERN as BusPattern, { name: 'Rose' } as never)).resolves.toEqual({
      hello: 'Rose',
    });
    expect(await countOf(PATTERN, 'ok')).toBe(before + 1);
  });

  it('counts a refused request with its error code as the outcome', async () => {
    const before = await countOf(PATTERN, 'VALIDATION');
    await expect(served.bus.request(PATTERN as BusPattern, { name: '' } as never)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    expect(await countOf(PATTERN, 'VALIDATION')).toBe(before + 1);
  });

  it('exposes the histogram and the process metrics in the Prometheus text format', async () => {
    enableDefaultMetrics();
    const { contentType, body } = await metricsText();
    expect(contentType).toContain('text/plain');
    expect(body).toContain(`carewith_bus_handler_duration_seconds_count{pattern="${PATTERN}",outcome="ok"}`);
    expect(body).toContain('process_cpu_user_seconds_total');
  });
});

describe('metrics access', () => {
  it('without a token, allows only a direct loopback connection', () => {
    expect(metricsAccessAllowed({ remoteAddress: '127.0.0.1' }, undefined)).toBe(true);
    expect(metricsAccessAllowed({ remoteAddress: '::1' }, undefined)).toBe(true);
    expect(metricsAccessAllowed({ remoteAddress: '10.0.0.5' }, undefined)).toBe(false);
    expect(metricsAccessAllowed({ remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.9' }, undefined)).toBe(false);
  });

  it('with a token, allows exactly that bearer token from anywhere', () => {
    const token = 'a-metrics-token-of-some-length';
    expect(metricsAccessAllowed({ remoteAddress: '10.0.0.5', authorization: `Bearer ${token}` }, token)).toBe(true);
    expect(metricsAccessAllowed({ remoteAddress: '127.0.0.1' }, token)).toBe(false);
    expect(metricsAccessAllowed({ remoteAddress: '10.0.0.5', authorization: 'Bearer wrong' }, token)).toBe(false);
  });
});
