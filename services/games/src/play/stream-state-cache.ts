import { Inject, Injectable, Optional } from '@nestjs/common';
import type { SessionState } from './game-session.decider';

export type CachedStream = {
  // Revision of the stream's last event; -1 for a stream with none.
  revision: number;
  state: SessionState;
  // Owned by the entry: the play service adds the ids it appends.
  eventIds: Set<string>;
};

const MAX_STREAMS = 10_000;
// Optional provider token for the capacity (tests set a small one).
export const STREAM_CACHE_MAX = Symbol('STREAM_CACHE_MAX');

// The folded state of recently played streams, so an answer costs one append instead of reading and
// folding the whole stream first. Never trusted blindly: every append carries the cached revision as
// its expected revision, so a stale entry (another replica wrote meanwhile) fails the append with a
// conflict, is dropped and the stream is read again. Least recently used entries go first.
@Injectable()
export class StreamStateCache {
  private readonly entries = new Map<string, CachedStream>();

  private readonly max: number;

  constructor(@Optional() @Inject(STREAM_CACHE_MAX) max?: number) {
    this.max = max ?? MAX_STREAMS;
  }

  get(streamId: string): CachedStream | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, entry: CachedStream): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }

  get size(): number {
    return this.entries.size;
  }
}
