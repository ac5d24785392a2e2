/// <reference types="jest" />
import type { Decider } from '../event-sourcing/decider';

// given(events).when(command).then(events) | .thenFails(error): a decider's rules as examples. The
// events are folded from the initial state; the command is decided on the state they leave.
export function deciderSpec<C, E, S>(decider: Decider<C, E, S>) {
  return {
    given: (events: readonly E[]) => ({
      when: (command: C) => {
        const state = events.reduce(decider.evolve, decider.initialState());
        const run = () => decider.decide(command, state);
        return {
          then: (expected: readonly E[]) => expect(run()).toEqual(expected),
          // The refusal: an error of this class whose message contains this text.
          thenFails: (errorClass: new (...args: never[]) => Error, message: string) => {
            expect(run).toThrow(errorClass);
            expect(run).toThrow(message);
          },
        };
      },
    }),
  };
}
