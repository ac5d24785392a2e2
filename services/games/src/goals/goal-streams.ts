import { Inject, Injectable } from '@nestjs/common';
import { GOAL_EVENT_SCHEMAS, GoalEvent, GoalEventType, goalStreamId } from '@carewith/contracts';
import {
  AppendedCommand,
  CommandOutcome,
  EVENT_STORE,
  EventStore,
  foldStream,
  LoadedStream,
  RecordedEvent,
  StreamCommands,
  StreamStateSource,
} from '@carewith/platform';
import { decideGoal, evolveGoal, GoalCommand, GoalState, initialGoalState } from './goal.decider';
import { GoalStore } from './goal-store';

// Conflicts come only from other replicas (commands to one goal run in turn here).
const MAX_ATTEMPTS = 20;

// A stored goal event as its current version (v1 is current: parsing checks its shape).
export const upcastGoalEvent = (e: RecordedEvent): GoalEvent => {
  const type = e.type as GoalEventType;
  return { type, data: GOAL_EVENT_SCHEMAS[type].parse(e.data) } as GoalEvent;
};

export type StoredGoal = { state: GoalState; revision: number };

const DECIDER = { initialState: initialGoalState, evolve: evolveGoal, decide: decideGoal };

// Goal streams (goal-<id>): each command folds the whole stream (a goal holds a few dozen events) and,
// once appended, writes the state it left into the read model (goals, through GoalStore), so a read
// right after sees it.
// A rebuild folds every stream again into the same rows.
@Injectable()
export class GoalStreams implements StreamStateSource<GoalCommand, GoalState, LoadedStream<GoalState>> {
  private readonly commands: StreamCommands<GoalCommand, GoalEvent, GoalState, LoadedStream<GoalState>>;

  constructor(
    private readonly goals: GoalStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    this.commands = new StreamCommands({
      store,
      decider: DECIDER,
      states: this,
      maxAttempts: MAX_ATTEMPTS,
      oneAtATime: true,
    });
  }

  execute(goalId: string, eventId: string, command: GoalCommand): Promise<CommandOutcome<GoalEvent, GoalState>> {
    return this.commands.execute(goalStreamId(goalId), eventId, command);
  }

  async load(streamId: string): Promise<LoadedStream<GoalState>> {
    return foldStream(await this.store.readStream(streamId), DECIDER, upcastGoalEvent);
  }

  async appended(
    _streamId: string,
    _loaded: LoadedStream<GoalState>,
    outcome: AppendedCommand<GoalCommand, GoalState>,
  ) {
    await this.goals.writeState(outcome.state, outcome.nextRevision);
  }

  // The read model again from the streams, for the goals of one loved one or of all: each stream
  // folded from its first event (what an upgrade of the read model, or a repair, runs).
  async rebuild(seniorId?: string): Promise<number> {
    const ids = await this.goals.streamIds(seniorId);
    for (const goalId of ids) {
      const loaded = await this.load(goalStreamId(goalId));
      await this.goals.replaceState(goalId, loaded.state, loaded.revision);
    }
    return ids.length;
  }
}
