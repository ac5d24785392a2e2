import { Module } from '@nestjs/common';
import { PlayProjectorHost } from './play-projector.provider';

// The play projector: one leader across replicas writes the read model from the event store.
@Module({ providers: [PlayProjectorHost] })
export class ProjectionsModule {}
