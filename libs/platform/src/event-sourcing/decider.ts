import { createHash } from 'node:crypto';

// An event-sourced stream's rules as pure functions: the state before any event, how an event moves
// the state, and what a command decides on a state (the events to record; a refusal throws).
export type Decider<C, E, S> = {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
};

// A stable event id from its parts (UUID-shaped, version 4 bits set): a retried command derives the
// same ids, so the store answers "duplicate" instead of recording its events twice.
export function derivedEventId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
