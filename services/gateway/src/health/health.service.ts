import { Inject, Injectable } from '@nestjs/common';
import { DependencyState, HealthResponse, healthPattern, SERVICE_NAMES } from '@carewith/contracts';
import {
  BUS_READINESS_TIMEOUT_MS,
  BusClient,
  CONFIG,
  GATEWAY_HEALTH_TIMEOUT_MS,
  natsReadiness,
} from '@carewith/platform';
import type { GatewayConfig } from '../gateway.config';
import { pathOf, Step } from '../http/pipeline';
import { SharedProbe } from './shared-probe';

// GET /api/health: each service over the bus, and each service's own dependencies. One probe serves
// every request for HEALTH_CACHE_MS while all is up (a load balancer's or monitor's polling costs one
// round of bus requests, not one per request); a degraded report is probed again by the next request.
@Injectable()
export class HealthService {
  private readonly probe: SharedProbe<Record<string, DependencyState>>;

  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {
    this.probe = new SharedProbe(
      () => this.dependencies(),
      config.HEALTH_CACHE_MS,
      Date.now,
      (deps) => Object.values(deps).every((d) => d.status === 'up'),
    );
  }

  async report(): Promise<{ ok: boolean; body: HealthResponse }> {
    const dependencies = await this.probe.get();
    const ok = Object.values(dependencies).every((d) => d.status === 'up');
    return { ok, body: { status: ok ? 'ok' : 'degraded', profile: this.config.PROFILE, dependencies } };
  }

  // The route, answered in the pipeline right after the security headers and the request id:
  // it needs no cookies, body, session, sign-in or compression (a 1 kB report), and skipping them and
  // Nest's router walk is most of its cost (health at 2,000 req/s). Any other method or
  // path falls through to the router as before.
  endpoint(): Step['use'] {
    return (request, reply, next) => {
      const path = pathOf(request.url);
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        (path !== '/api/health' && path !== '/api/health/')
      )
        return next();
      this.report().then(({ ok, body }) => void reply.code(ok ? 200 : 503).send(body), next);
    };
  }

  private async dependencies(): Promise<Record<string, DependencyState>> {
    const dependencies: Record<string, DependencyState> = {};
    // The gateway's own bus connection: when it is down, every service looks unreachable because of it.
    const bus = natsReadiness(BUS_READINESS_TIMEOUT_MS).then((state) => state && (dependencies.bus = state));
    await Promise.all(
      SERVICE_NAMES.map(async (service) => {
        try {
          // Longer than a service's own dependency checks take, so a slow dependency is named, not the service.
          const report = await this.bus.request(healthPattern(service), {}, { timeoutMs: GATEWAY_HEALTH_TIMEOUT_MS });
          const deps = (report as { dependencies: Record<string, DependencyState> }).dependencies;
          const down = Object.entries(deps).filter(([, d]) => d.status === 'down');
          dependencies[service] = down.length
            ? { status: 'down', detail: down.map(([name, d]) => `${name}: ${d.detail ?? 'down'}`).join('; ') }
            : { status: 'up' };
          for (const [name, state] of Object.entries(deps)) dependencies[`${service}.${name}`] = state;
        } catch (error) {
          dependencies[service] = { status: 'down', detail: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    await bus;
    return dependencies;
  }
}
