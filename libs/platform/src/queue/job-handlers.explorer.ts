import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { JOB_QUEUE } from '../service/tokens';
import type { JobQueue, QueueWorker } from './job-queue.port';
import { hasJobHandlers, startJobHandlers } from './job-workers';

// Starts the workers of the application's @JobHandler methods at bootstrap, and closes them before
// the shutdown hooks run (so no job is still running when the queue and the database close).
@Injectable()
export class JobHandlersExplorer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private workers?: QueueWorker;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue | null,
  ) {}

  onApplicationBootstrap() {
    const instances = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.isDependencyTreeStatic() && !wrapper.isTransient)
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is object => typeof instance === 'object' && instance !== null)
      .filter(hasJobHandlers);
    if (!instances.length) return;
    if (!this.queue)
      throw new Error('@JobHandler methods need the job queue: ServicePlatformModule.forService({ queue: true })');
    this.workers = startJobHandlers(this.queue, instances);
  }

  async beforeApplicationShutdown() {
    await this.workers?.close();
    this.workers = undefined;
  }
}
