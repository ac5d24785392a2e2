import { Controller, Get, Inject, Injectable, Res, ServiceUnavailableException, Type } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { DependencyState, ServiceName } from '@carewith/contracts';
import { hostname } from 'node:os';
import { BusHandler } from '../bus/bus-handler';
import { enableDefaultMetrics, metricsText } from '../metrics/metrics';
import { JOB_QUEUE, SERVICE_NAME } from '../service/tokens';
import type { JobQueue } from '../queue/job-queue.port';
import { natsReadiness } from '../bus/nats-connection';
import { ReadinessChecks } from './readiness-checks';

export const INSTANCE_ID = `${hostname()}:${process.pid}`;
// Well under the gateway's wait for a service's report (GATEWAY_HEALTH_TIMEOUT_MS), so a dependency
// that hangs is named as down instead of the service looking unreachable.
export const DEPENDENCY_TIMEOUT_MS = 1000;
// The bus's ping may wait longer: on a slow link (a few hundred ms of round trip, a lost segment sent
// again) it queues behind the traffic already on the connection and can take over a second while the
// bus serves every request. The bus client counts a server as hanging after 40 % of BUS_TIMEOUT_MS
// (2 s by default); /ready says the same (decision 182).
export const BUS_READINESS_TIMEOUT_MS = 2000;
export const GATEWAY_HEALTH_TIMEOUT_MS = 3000;

@Injectable()
export class HealthService {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue | null,
    private readonly extra: ReadinessChecks,
  ) {}

  async dependencies(): Promise<Record<string, DependencyState>> {
    const checks: Record<string, Promise<unknown>> = { postgres: this.dataSource.query('SELECT 1') };
    if (this.queue) checks.queue = this.queue.waitingCount('health');
    const [entries, bus] = await Promise.all([
      Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await withTimeout(check, DEPENDENCY_TIMEOUT_MS);
            return [name, { status: 'up' }] as const;
          } catch (error) {
            return [name, { status: 'down', detail: error instanceof Error ? error.message : String(error) }] as const;
          }
        }),
      ),
      natsReadiness(BUS_READINESS_TIMEOUT_MS),
    ]);
    return { ...Object.fromEntries(entries), ...(bus ? { bus } : {}), ...Object.fromEntries(this.extra.states()) };
  }

  async report() {
    return { service: this.service, instance: INSTANCE_ID, dependencies: await this.dependencies() };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

// /health is liveness (the process answers), /ready checks the dependencies, /metrics is for
// Prometheus (the service's own HTTP port, never published outside the deployment's network).
@Controller()
export class ServiceHealthHttpController {
  constructor(private readonly health: HealthService) {
    enableDefaultMetrics();
  }

  @Get('health')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    const report = await this.health.report();
    const down = Object.values(report.dependencies).some((d) => d.status === 'down');
    if (down) throw new ServiceUnavailableException(report);
    return { status: 'ok', ...report };
  }

  @Get('metrics')
  async metrics(@Res() res: Response) {
    const { contentType, body } = await metricsText();
    res.setHeader('Content-Type', contentType);
    res.send(body);
  }
}

// The bus side of health, one pattern per service ("identity.health", ...).
export function healthBusController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthBusController {
    constructor(readonly health: HealthService) {}

    @BusHandler(`${service}.health` as `identity.health`)
    report() {
      return this.health.report();
    }
  }
  return HealthBusController;
}
