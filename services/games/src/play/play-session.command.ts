import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GameEvent, gameStreamId } from '@carewith/contracts';
import { CommandOutcome, EVENT_STORE, EventStore, PrecedingCommand, StreamCommands } from '@carewith/platform';
import { decide, evolve, initialState, SessionCommand, SessionState } from './game-session.decider';
import { PlayStreams } from './play-streams';
import type { CachedStream } from './stream-state-cache';

const MAX_ATTEMPTS = 5;

export type PlayOutcome = CommandOutcome<GameEvent, SessionState>;

// A command to one play session (stream game-<id>). preceding: commands decided before it on the
// state the stream is found in (answers a completion recovers), each with a derived id.
export class PlaySessionCommand {
  constructor(
    readonly gameInstanceId: string,
    readonly eventId: string,
    readonly command: SessionCommand,
    readonly preceding?: (state: SessionState) => readonly PrecedingCommand<SessionCommand>[],
  ) {}
}

// The session decider through the kit's command loop: state from the cache or the store, the append
// with the expected revision, a conflict decided again at once on the stream as it is.
@CommandHandler(PlaySessionCommand)
export class PlaySessionHandler implements ICommandHandler<PlaySessionCommand, PlayOutcome> {
  private readonly commands: StreamCommands<SessionCommand, GameEvent, SessionState, CachedStream>;

  constructor(@Inject(EVENT_STORE) store: EventStore, streams: PlayStreams) {
    this.commands = new StreamCommands({
      store,
      decider: { decide, evolve, initialState },
      states: streams,
      maxAttempts: MAX_ATTEMPTS,
    });
  }

  execute({ gameInstanceId, eventId, command, preceding }: PlaySessionCommand): Promise<PlayOutcome> {
    return this.commands.execute(gameStreamId(gameInstanceId), eventId, command, preceding);
  }
}
