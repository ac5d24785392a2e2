import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DependencyState, HealthResponse, healthPattern, SERVICE_NAMES } from '@carewith/contracts';
import { BusClient, CONFIG, DEPENDENCY_TIMEOUT_MS, GATEWAY_HEALTH_TIMEOUT_MS, natsReadiness } from '@carewith/platform';
import type { GatewayConfig } from '../gateway.config';

// GET /api/health: each service over the bus, and each service's own dependencies.
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
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
    const ok = Object.values(dependencies).every((d) => d.status === 'up');
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', profile: this.config.PROFILE, dependencies };
  }
}
