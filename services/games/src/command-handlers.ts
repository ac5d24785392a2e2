import { DifficultyCommandHandler, DifficultyStreams } from './difficulty/difficulty.command';
import { PlaySessionHandler } from './play/play-session.command';
import { PlayStreams } from './play/play-streams';
import { StreamStateCache } from './play/stream-state-cache';

// The event-sourced streams' command handlers (dispatched by @nestjs/cqrs's CommandBus) and the state
// sources they read.
export const COMMAND_PROVIDERS = [
  StreamStateCache,
  PlayStreams,
  PlaySessionHandler,
  DifficultyStreams,
  DifficultyCommandHandler,
];
