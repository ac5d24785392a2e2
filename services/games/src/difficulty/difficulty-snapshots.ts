import { DIFFICULTY_EVENT_SCHEMAS, DifficultyEvent } from '@carewith/contracts';
import { createLogger, type EventStore, type RecordedEvent } from '@carewith/platform';
import { DifficultyView, emptyView, evolveView, readSnapshot, snapshotOf, viewOf } from './difficulty-snapshot';
import type { DifficultyStore } from './difficulty-store';

export const toDifficultyEvent = (e: RecordedEvent): DifficultyEvent => {
  const type = e.type as DifficultyEvent['type'];
  return { type, data: DIFFICULTY_EVENT_SCHEMAS[type].parse(e.data) } as DifficultyEvent;
};

// A difficulty stream as read from its snapshot: the view (its state), the stream's revision and last event, and
// what the events after the snapshot added (its sessions, how many there were).
export type LoadedDifficulty = {
  revision: number;
  lastEventId: string | null;
  state: DifficultyView;
  tailSessions: string[];
  tailLength: number;
};

// Snapshots of difficulty streams (difficulty_snapshots) and the sessions each has counted
// (difficulty_sessions). A snapshot is trusted only while the stream still holds, at its revision,
// the event it names: after an erasure (or anything else that rewrote the stream) it is dropped and
// the stream folded from the start. Its statements are DifficultyStore's.
export class DifficultySnapshots {
  private readonly log = createLogger(DifficultySnapshots.name);

  constructor(
    private readonly difficulty: DifficultyStore,
    private readonly store: EventStore,
  ) {}

  async load(streamId: string, gameId?: string): Promise<LoadedDifficulty> {
    const row = await this.difficulty.snapshot(streamId, gameId);
    let snapshot = row ? readSnapshot(row.snapshot) : null;
    let recorded = await this.store.readStream(streamId, { fromRevision: snapshot ? row!.revision : 0 });
    if (row && (!snapshot || recorded[0]?.id !== row.last_event_id)) {
      snapshot = null;
      await this.difficulty.forgetSnapshot(streamId);
      recorded = await this.store.readStream(streamId);
    }
    const tail = (snapshot ? recorded.slice(1) : recorded).map(toDifficultyEvent);
    const start = snapshot ? viewOf(snapshot, row!.counted && gameId ? [gameId] : []) : emptyView();
    return {
      revision: recorded.at(-1)?.revision ?? -1,
      lastEventId: recorded.at(-1)?.id ?? null,
      state: tail.reduce(evolveView, start),
      tailSessions: tail.flatMap((e) => (e.type === 'SessionRecorded' ? [e.data.gameId] : [])),
      tailLength: tail.length,
    };
  }

  // Keeps the view at this revision (an older snapshot never replaces a newer one) and the sessions
  // counted up to it, in one transaction. The snapshot hangs on the newest of those sessions' activities
  // (a stream without one, pins only, is short and not kept). Rows whose activity is gone (erased
  // meanwhile) are not written. A cache: a failure here costs the next reader a longer fold, nothing more.
  async save(streamId: string, revision: number, lastEventId: string, view: DifficultyView, sessions: string[]) {
    try {
      await this.difficulty.keepSnapshot(streamId, { revision, lastEventId, snapshot: snapshotOf(view), sessions });
    } catch (error) {
      this.log.warn({ err: error, streamId }, 'difficulty snapshot not kept');
    }
  }
}
