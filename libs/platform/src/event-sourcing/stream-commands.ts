import {
  type AppendResult,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port';
import { eventStoreAppendDuration } from '../metrics/metrics';
import { type Decider, derivedEventId } from './decider';
import { jitteredPause, KeyedLanes } from './keyed-lanes';

// A stream as a command finds it: its revision (-1 for a stream with no event) and folded state. A
// source that keeps the stream's event ids lets a retried command be answered before deciding.
export type LoadedStream<S> = { revision: number; state: S; eventIds?: Set<string> };

// Where the handler gets a stream's state and what it tells after an append. `load` reads the store
// (see foldStream), perhaps from a snapshot; `cached` is a state kept from an earlier command, trusted
// only through the expected revision of the append it leads to; `forget` drops that state after a
// conflict, a duplicate or a failure; `appended` learns the state the command left.
export type StreamStateSource<C, S, L extends LoadedStream<S>> = {
  load(streamId: string, command: C): Promise<L>;
  cached?(streamId: string): L | undefined;
  forget?(streamId: string): void;
  appended?(streamId: string, loaded: L, outcome: AppendedCommand<C, S>): void | Promise<void>;
};

// A stream read from the store and folded, each stored event upcast once, with its event ids.
export function foldStream<E, S>(
  recorded: readonly RecordedEvent[],
  decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>,
  upcast: (recorded: RecordedEvent) => E,
): Required<LoadedStream<S>> {
  let state = decider.initialState();
  const eventIds = new Set<string>();
  for (const e of recorded) {
    state = decider.evolve(state, upcast(e));
    eventIds.add(e.id);
  }
  return { revision: recorded.at(-1)?.revision ?? -1, state, eventIds };
}

export type AppendedCommand<C, S> = { command: C; events: NewEvent[]; state: S; nextRevision: number };

// A command decided before the main one, on the state the previous one left, with an id of its own
// (a derived one, so a retry records it once).
export type PrecedingCommand<C> = { id: string; command: C };

// What a command did: the events it appended (none for a duplicate or a command that decided nothing)
// and the stream's state after them, so no caller reads the stream again to learn what it decided.
export type CommandOutcome<E = unknown, S = unknown> = {
  ok: true;
  duplicate: boolean;
  events: readonly E[];
  state: S;
};

export type StreamCommandsOptions<C, E extends { type: string; data: unknown }, S, L extends LoadedStream<S>> = {
  store: EventStore;
  decider: Decider<C, E, S>;
  states: StreamStateSource<C, S, L>;
  // Appends tried at most this often: each conflict means another writer got through, so it ends.
  maxAttempts: number;
  // Commands to one stream run one at a time in this process (many at once would race for each
  // revision), and a conflict (then only with another process) is retried after a jittered pause.
  // Without it a conflict is retried at once: the stale state was this process's cache.
  oneAtATime?: boolean;
};

// Load, fold, decide, append with the expected revision; on a conflict, load and decide again. The
// first event gets the command's id and any further one an id derived from it, so a retried command
// is a duplicate in the store too.
export class StreamCommands<C, E extends { type: string; data: unknown }, S, L extends LoadedStream<S>> {
  private readonly lanes?: KeyedLanes;

  constructor(private readonly options: StreamCommandsOptions<C, E, S, L>) {
    if (options.oneAtATime) this.lanes = new KeyedLanes();
  }

  execute(
    streamId: string,
    eventId: string,
    command: C,
    preceding?: (state: S) => readonly PrecedingCommand<C>[],
  ): Promise<CommandOutcome<E, S>> {
    return this.lanes
      ? this.lanes.run(streamId, () => this.attempt(streamId, eventId, command, preceding))
      : this.attempt(streamId, eventId, command, preceding);
  }

  private async attempt(
    streamId: string,
    eventId: string,
    command: C,
    preceding: ((state: S) => readonly PrecedingCommand<C>[]) | undefined,
  ): Promise<CommandOutcome<E, S>> {
    const { store, decider, states, maxAttempts, oneAtATime } = this.options;
    for (let attempt = 1; ; attempt++) {
      const cached = states.cached?.(streamId);
      const current = cached ?? (await states.load(streamId, command));
      // A retried request finds its event already there: nothing more to do.
      if (current.eventIds?.has(eventId)) return { ok: true, duplicate: true, events: [], state: current.state };
      const events: NewEvent[] = [];
      const appendedEvents: E[] = [];
      let state = current.state;
      let decided: E[];
      try {
        // Preceding commands are decided one by one, each on the state the previous one left.
        if (preceding)
          for (const p of preceding(current.state))
            for (const event of decider.decide(p.command, state)) {
              events.push({ id: p.id, type: event.type, data: event.data });
              appendedEvents.push(event);
              state = decider.evolve(state, event);
            }
        decided = decider.decide(command, state);
      } catch (error) {
        // Refused on cached state: make sure of it on the stream itself before answering.
        if (!cached) throw error;
        states.forget?.(streamId);
        continue;
      }
      for (let i = 0; i < decided.length; i++)
        events.push({
          id: i === 0 ? eventId : derivedEventId(eventId, String(i)),
          type: decided[i].type,
          data: decided[i].data,
        });
      appendedEvents.push(...decided);
      if (!events.length) return { ok: true, duplicate: false, events: [], state };
      const timer = eventStoreAppendDuration.startTimer();
      let appended: AppendResult;
      try {
        appended = await store.append(streamId, events, {
          expectedRevision: current.revision >= 0 ? current.revision : 'no_stream',
        });
      } catch (error) {
        const conflict = error instanceof WrongExpectedRevisionError;
        timer({ outcome: conflict ? 'conflict' : 'error' });
        states.forget?.(streamId);
        if (!conflict || attempt >= maxAttempts) throw error;
        if (oneAtATime) await jitteredPause(attempt);
        continue;
      }
      timer({ outcome: 'ok' });
      if (appended.duplicate) {
        // Another process recorded this very command: the state it was decided on was behind.
        states.forget?.(streamId);
        return { ok: true, duplicate: true, events: [], state: current.state };
      }
      for (const event of decided) state = decider.evolve(state, event);
      await states.appended?.(streamId, current, { command, events, state, nextRevision: appended.nextRevision });
      return { ok: true, duplicate: false, events: appendedEvents, state };
    }
  }
}
