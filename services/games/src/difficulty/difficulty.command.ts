import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DifficultyEvent } from '@carewith/contracts';
import {
  AppendedCommand,
  CommandOutcome,
  EVENT_STORE,
  EventStore,
  StreamCommands,
  StreamStateSource,
} from '@carewith/platform';
import { DifficultyCommand, decideDifficulty } from './difficulty.decider';
import { DifficultyView, emptyView, evolveView } from './difficulty-snapshot';
import { DifficultySnapshots, LoadedDifficulty } from './difficulty-snapshots';
import { DifficultyStore } from './difficulty-store';

// Conflicts come only from other replicas (this one runs a stream's commands in turn); each conflict
// is another command that got through, so even a burst of completions settles well within this.
const MAX_ATTEMPTS = 20;

// A command to one difficulty stream (difficulty-<seniorId>-<template>).
export class DifficultyStreamCommand {
  constructor(
    readonly streamId: string,
    readonly eventId: string,
    readonly command: DifficultyCommand,
  ) {}
}

const sessionOf = (command: DifficultyCommand) => ('gameId' in command ? command.gameId : undefined);

// Difficulty streams read from their snapshots: the events after it folded in (and a new snapshot kept
// when there were any); after a command, the state it left kept as the snapshot. For a command about a
// session, that session is looked up among those already counted.
@Injectable()
export class DifficultyStreams implements StreamStateSource<DifficultyCommand, DifficultyView, LoadedDifficulty> {
  private readonly snapshots: DifficultySnapshots;

  constructor(difficulty: DifficultyStore, @Inject(EVENT_STORE) store: EventStore) {
    this.snapshots = new DifficultySnapshots(difficulty, store);
  }

  load(streamId: string, command: DifficultyCommand): Promise<LoadedDifficulty> {
    return this.read(streamId, sessionOf(command));
  }

  async read(streamId: string, gameId?: string): Promise<LoadedDifficulty> {
    const loaded = await this.snapshots.load(streamId, gameId);
    if (loaded.tailLength > 0)
      await this.snapshots.save(streamId, loaded.revision, loaded.lastEventId!, loaded.state, loaded.tailSessions);
    return loaded;
  }

  async appended(
    streamId: string,
    loaded: LoadedDifficulty,
    { command, events, state, nextRevision }: AppendedCommand<DifficultyCommand, DifficultyView>,
  ): Promise<void> {
    const gameId = sessionOf(command);
    await this.snapshots.save(streamId, nextRevision, events.at(-1)!.id, state, [
      ...loaded.tailSessions,
      ...(gameId ? [gameId] : []),
    ]);
  }
}

// The difficulty decider through the kit's command loop: commands to one stream one at a time in this
// process, a conflict with another replica decided again after a jittered pause (the decision is
// deterministic and each conflict means another command got through, so retrying is safe and ends).
@CommandHandler(DifficultyStreamCommand)
export class DifficultyCommandHandler implements ICommandHandler<DifficultyStreamCommand, CommandOutcome> {
  private readonly commands: StreamCommands<DifficultyCommand, DifficultyEvent, DifficultyView, LoadedDifficulty>;

  constructor(@Inject(EVENT_STORE) store: EventStore, streams: DifficultyStreams) {
    this.commands = new StreamCommands({
      store,
      decider: {
        initialState: emptyView,
        evolve: evolveView,
        decide: (command, view) => decideDifficulty(command, view.state),
      },
      states: streams,
      maxAttempts: MAX_ATTEMPTS,
      oneAtATime: true,
    });
  }

  execute({ streamId, eventId, command }: DifficultyStreamCommand): Promise<CommandOutcome> {
    return this.commands.execute(streamId, eventId, command);
  }
}
