import { Inject, Injectable } from '@nestjs/common';
import { difficultyStreamId, gameStreamId, goalStreamId, TEMPLATE_SLUGS } from '@carewith/contracts';
import { EVENT_STORE, EventStore } from '@carewith/platform';
import { StreamStateCache } from '../play/stream-state-cache';

// The event streams an erasure deletes: each activity's play stream (and its cached state), the
// loved one's difficulty streams (one per template) and their goals' streams.
@Injectable()
export class StreamErasure {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly cache: StreamStateCache,
  ) {}

  async activities(gameIds: string[]): Promise<void> {
    for (const id of gameIds) {
      await this.store.deleteStream(gameStreamId(id));
      this.cache.delete(gameStreamId(id));
    }
  }

  // After the rows went: an answer already past its link check may have re-created a stream.
  async activitiesAgain(gameIds: string[]): Promise<void> {
    for (const id of gameIds) await this.store.deleteStream(gameStreamId(id));
  }

  async difficulty(seniorId: string): Promise<void> {
    for (const t of TEMPLATE_SLUGS) await this.store.deleteStream(difficultyStreamId(seniorId, t));
  }

  async goals(goalIds: string[]): Promise<void> {
    for (const goalId of goalIds) await this.store.deleteStream(goalStreamId(goalId));
  }
}
