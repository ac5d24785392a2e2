import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FactData, GameEvent } from '@carewith/contracts';
import {
  BaseConfig,
  CONFIG,
  derivedEventId,
  EVENT_STORE,
  EventStore,
  FactBus,
  ProjectionDefinition,
  Projector,
  Queryable,
  ReadinessChecks,
  RecordedEvent,
} from '@carewith/platform';
import { toGameEvent } from '../play/upcast';
import { sessionFirstTryRate } from '../difficulty/first-try-rate';
import { CompletedInstanceRow, CompletionFactsStore } from './completion-facts-store';

export const COMPLETION_FACTS = 'games-facts-v1';
// A completion is announced within about this long of being stored (plus the batch's own time); a
// family's e-mail is not urgent to the millisecond, and fewer polls cost the play path less.
const REACT_EVERY_MS = 50;

type Completed = Extract<GameEvent, { type: 'COMPLETE' }>;

// The fact of one stored COMPLETE: the same id however often the reactor meets it (a batch applied again
// after a crash), so consumers handle it once.
export const completionFactId = (recorded: Pick<RecordedEvent, 'id'>) =>
  derivedEventId(recorded.id, 'activity-completed');

export function completionFact(
  instance: CompletedInstanceRow,
  event: Completed,
  startedAt: number | null,
): FactData<'games.activity-completed'> | undefined {
  if (!instance.senior_id) return undefined;
  const { data } = event;
  return {
    gameInstanceId: data.gameInstanceId,
    seniorId: instance.senior_id,
    templateId: instance.template_id as FactData<'games.activity-completed'>['templateId'],
    title: instance.title ?? '',
    correctAnswers: data.summary.correctAnswers,
    totalSteps: data.summary.totalSteps,
    accuracy: data.accuracy,
    firstTryRate: sessionFirstTryRate(data),
    totalTimeMs: data.summary.totalTime,
    startedAt,
    completedAt: data.at,
  };
}

// Publishes games.activity-completed for every COMPLETE stored in the event store, with the projector's
// machinery: one leader across replicas, its checkpoint moved only once the facts are on the bus. So a
// completion stored a moment before its process died is announced all the same: the store is the outbox.
export function completionFactsProjection(
  facts: FactBus,
  store: EventStore,
  since: () => Promise<Date>,
  reads: Pick<CompletionFactsStore, 'instances'>,
): ProjectionDefinition<GameEvent> {
  return {
    name: COMPLETION_FACTS,
    label: 'completion facts',
    streamPrefix: 'game-',
    // Only completions are read: the answers pass by unparsed, and a poll with no completion costs
    // one statement and no transaction.
    types: ['COMPLETE'],
    minIntervalMs: REACT_EVERY_MS,
    upcast: toGameEvent,
    apply: async (db: Queryable, batch) => {
      const from = await since();
      const completes = batch.filter(
        (pair): pair is readonly [RecordedEvent, Completed] => pair[1].type === 'COMPLETE' && pair[0].createdAt >= from,
      );
      if (!completes.length) return;
      const rows = await reads.instances(
        completes.map(([, e]) => e.data.gameInstanceId),
        db,
      );
      const instances = new Map(rows.map((r) => [r.id.toLowerCase(), r]));
      const envelopes = [];
      for (const [recorded, event] of completes) {
        // An erased activity has no row: nobody to tell.
        const instance = instances.get(event.data.gameInstanceId.toLowerCase());
        if (!instance) continue;
        const start = (await store.readStream(recorded.streamId)).map(toGameEvent).find((e) => e.type === 'START');
        const data = completionFact(instance, event, start?.data.at ?? null);
        if (data)
          envelopes.push(
            facts.envelope('games.activity-completed', data, {
              id: completionFactId(recorded),
              at: new Date(event.data.at),
            }),
          );
      }
      await facts.publishEnvelopes(envelopes);
    },
    // Facts once published stay published: a rebuild of this reactor announces nothing again.
    clear: async () => undefined,
  };
}

// Runs the completion-facts reactor inside the games service (only the lock holder publishes). The
// DataSource is the Projector's (its leader lock, checkpoint and batch transaction) and its store's: the
// reactor's own reads are CompletionFactsStore's.
@Injectable()
export class CompletionFactsReactor implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly projector: Projector<GameEvent>;
  private since?: Promise<Date>;

  private readonly reads: CompletionFactsStore;

  constructor(
    dataSource: DataSource,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CONFIG) config: BaseConfig,
    facts: FactBus,
    readiness: ReadinessChecks,
  ) {
    this.reads = new CompletionFactsStore(dataSource);
    this.projector = new Projector(
      dataSource,
      store,
      config.DATABASE_URL,
      completionFactsProjection(facts, store, () => this.sinceDate(), this.reads),
    );
    readiness.register('completion-facts', () => this.projector.state());
  }

  private sinceDate(): Promise<Date> {
    this.since ??= this.reads.since(COMPLETION_FACTS).catch((error: unknown) => {
      this.since = undefined;
      throw error;
    });
    return this.since;
  }

  onApplicationBootstrap() {
    this.projector.start();
  }

  async onApplicationShutdown() {
    await this.projector.stop();
  }
}
