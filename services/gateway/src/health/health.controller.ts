import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DependencyState, HealthResponse, healthPattern, SERVICE_NAMES } from '@carewith/contracts';
import { BusClient, CONFIG, DEPENDENCY_TIMEOUT_MS, GATEWAY_HEALTH_TIMEOUT_MS, natsReadiness } from '@carewith/platform';
import type { GatewayConfig } from '../gateway.config';
import { SharedProbe } from './shared-probe';

// GET /api/health: each service over the bus, and each service's own dependencies. One probe serves
// every request for HEALTH_CACHE_MS while all is up (a load balancer's or monitor's polling costs one
// round of bus requests, not one per request); a degraded report is probed again by the next request.
@Controller('api/health')
export class HealthController {
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

  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const dependencies = await this.probe.get();
    const ok = Object.values(dependencies).every((d) => d.status === 'up');
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', profile: this.config.PROFILE, dependencies };
  }

  private async dependencies(): Promise<Record<string, DependencyState>> {
    const dependencies: Record<string, DependencyState> = {};
    // The gateway's own bus connection: when it is down, every service looks unreachable because of it.
    const bus = natsReadiness(DEPENDENCY_TIMEOUT_MS).then((state) => state && (dependencies.bus = state));
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
