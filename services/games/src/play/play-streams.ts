import { Inject, Injectable } from '@nestjs/common';
import { AppendedCommand, EVENT_STORE, EventStore, foldStream, StreamStateSource } from '@carewith/platform';
import { evolve, initialState, SessionCommand, SessionState } from './game-session.decider';
import { CachedStream, StreamStateCache } from './stream-state-cache';
import { toGameEvent } from './upcast';

const session = { initialState, evolve };

// Where the play command handler gets a session's state: this process's cache of recently played
// streams (one append per answer instead of reading and folding the stream first), else the stream
// read and folded from the store, then cached.
@Injectable()
export class PlayStreams implements StreamStateSource<SessionCommand, SessionState, CachedStream> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly cache: StreamStateCache,
  ) {}

  async load(streamId: string): Promise<CachedStream> {
    const entry = foldStream(await this.store.readStream(streamId), session, toGameEvent);
    this.cache.set(streamId, entry);
    return entry;
  }

  cached(streamId: string): CachedStream | undefined {
    return this.cache.get(streamId);
  }

  forget(streamId: string): void {
    this.cache.delete(streamId);
  }

  appended(
    streamId: string,
    loaded: CachedStream,
    { events, state, nextRevision }: AppendedCommand<SessionCommand, SessionState>,
  ): void {
    // The entry's id set grows in place: copying it for every answer cost time in the stream's length.
    for (const e of events) loaded.eventIds.add(e.id);
    this.cache.set(streamId, { revision: nextRevision, state, eventIds: loaded.eventIds });
  }
}
