import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { ReadinessChecks } from '../health/readiness-checks';
import { FactBus } from './fact-bus';
import { factHandlersOf } from './fact-handler';

// Starts the service's fact relay and the durable consumers of its @FactHandler methods at bootstrap,
// and stops both before the shutdown hooks run (no handler still running when the database closes).
@Injectable()
export class FactHandlersExplorer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly readiness: ReadinessChecks,
    @Optional() private readonly facts?: FactBus,
  ) {}

  async onApplicationBootstrap() {
    const instances = new Set(
      this.discovery
        .getProviders()
        .filter((wrapper) => wrapper.isDependencyTreeStatic() && !wrapper.isTransient)
        .map((wrapper) => wrapper.instance as unknown)
        .filter((instance): instance is object => typeof instance === 'object' && instance !== null),
    );
    const handlers = [...instances].flatMap((instance) => factHandlersOf(instance));
    if (!this.facts) {
      if (handlers.length)
        throw new Error('@FactHandler methods need the facts: ServicePlatformModule.forService({ facts: true })');
      return;
    }
    this.facts.startRelay();
    await this.facts.startConsumers(handlers);
    this.readiness.register('facts', () => this.facts?.readiness());
  }

  async beforeApplicationShutdown() {
    await this.facts?.stop();
  }
}
