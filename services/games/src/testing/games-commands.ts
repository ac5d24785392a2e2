import { Provider, Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { BusClient, EVENT_STORE, EventStore } from '@carewith/platform';
import { ActivitiesService } from '../activities/activities.service';
import { DIFFICULTY_COMMANDS } from '../difficulty/difficulty.module';
import { DifficultyStore } from '../difficulty/difficulty-store';
import { PlayLinksService } from '../links/play-links.service';
import { PLAY_COMMANDS } from '../play/play.module';

// A games service with its command path wired as the module wires it (CqrsModule, the command
// handlers and their state sources) over a real store; what the test does not exercise is a stand-in.
// Each call is a replica of its own (its own stream cache). close() ends it.
export async function withCommandBus<T>(
  service: Type<T>,
  deps: { store: EventStore; dataSource?: DataSource; links?: PlayLinksService; bus?: BusClient },
): Promise<{ service: T; close: () => Promise<void> }> {
  const providers: Provider[] = [
    service,
    ...PLAY_COMMANDS,
    ...DIFFICULTY_COMMANDS,
    DifficultyStore,
    { provide: EVENT_STORE, useValue: deps.store },
    { provide: DataSource, useValue: deps.dataSource ?? {} },
    { provide: PlayLinksService, useValue: deps.links ?? {} },
    { provide: ActivitiesService, useValue: {} },
    { provide: BusClient, useValue: deps.bus ?? {} },
  ];
  const module = await Test.createTestingModule({ imports: [CqrsModule.forRoot()], providers }).compile();
  await module.init();
  return { service: module.get(service), close: () => module.close() };
}
