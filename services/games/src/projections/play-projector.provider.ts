import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BaseConfig, CONFIG, EVENT_STORE, EventStore, ReadinessChecks } from '@carewith/platform';
import { PlayProjector } from './play.projection';

// Runs the play projector inside the games service (only the lock holder projects).
@Injectable()
export class PlayProjectorHost implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly projector: PlayProjector;

  constructor(
    dataSource: DataSource,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CONFIG) config: BaseConfig,
    readiness: ReadinessChecks,
  ) {
    this.projector = new PlayProjector(dataSource, store, config.DATABASE_URL);
    readiness.register('projection', () => this.projector.state());
  }

  onApplicationBootstrap() {
    this.projector.start();
  }

  async onApplicationShutdown() {
    await this.projector.stop();
  }
}
