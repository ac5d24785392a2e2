import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
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
import { decideGoal, evolveGoal, GoalCommand, GoalState, initialGoalState, ratingDueAt } from './goal.decider';

// Conflicts come only from other replicas (commands to one goal run in turn here).
const MAX_ATTEMPTS = 20;
type Db = DataSource | EntityManager;

// A stored goal event as its current version (v1 is current: parsing checks its shape).
export const upcastGoalEvent = (e: RecordedEvent): GoalEvent => {
  const type = e.type as GoalEventType;
  return { type, data: GOAL_EVENT_SCHEMAS[type].parse(e.data) } as GoalEvent;
};

export type StoredGoal = { state: GoalState; revision: number };

const DECIDER = { initialState: initialGoalState, evolve: evolveGoal, decide: decideGoal };

// Goal streams (goal-<id>): each command folds the whole stream (a goal holds a few dozen events) and,
// once appended, writes the state it left into the read model (goals), so a read right after sees it.
// A rebuild folds every stream again into the same rows.
@Injectable()
export class GoalStreams implements StreamStateSource<GoalCommand, GoalState, LoadedStream<GoalState>> {
  private readonly commands: StreamCommands<GoalCommand, GoalEvent, GoalState, LoadedStream<GoalState>>;

  constructor(
    private readonly dataSource: DataSource,
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
    await this.write(this.dataSource, outcome.state, outcome.nextRevision);
  }

  // The read model's row of a goal: its folded state, and what the reads ask by.
  async write(db: Db, state: GoalState, revision: number) {
    if (!state.exists) return;
    if (revision === 0)
      await db.query(
        `INSERT INTO goal_streams (goal_id, senior_id, care_team_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [state.goalId, state.seniorId, state.careTeamId],
      );
    const ratingDue = ratingDueAt(state);
    await db.query(
      `INSERT INTO goals (goal_id, senior_id, care_team_id, stage, due_at, rating_due_at, revision, state_json, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (goal_id) DO UPDATE SET stage = EXCLUDED.stage, due_at = EXCLUDED.due_at,
         rating_due_at = EXCLUDED.rating_due_at, revision = EXCLUDED.revision, state_json = EXCLUDED.state_json
       WHERE goals.revision < EXCLUDED.revision`,
      [
        state.goalId,
        state.seniorId,
        state.careTeamId,
        state.stage,
        state.dueAt === null ? null : new Date(state.dueAt),
        ratingDue === null ? null : new Date(ratingDue),
        revision,
        JSON.stringify(state),
        new Date(state.createdAt!),
      ],
    );
  }

  // The read model again from the streams, for the goals of one loved one or of all: each stream
  // folded from its first event (what an upgrade of the read model, or a repair, runs).
  async rebuild(seniorId?: string): Promise<number> {
    const ids = await this.dataSource.query<{ goal_id: string }[]>(
      `SELECT goal_id FROM goal_streams WHERE ($1::uuid IS NULL OR senior_id = $1) ORDER BY created_at, goal_id`,
      [seniorId ?? null],
    );
    for (const { goal_id } of ids) {
      const loaded = await this.load(goalStreamId(goal_id));
      await this.dataSource.query('DELETE FROM goals WHERE goal_id = $1', [goal_id]);
      await this.write(this.dataSource, loaded.state, loaded.revision);
    }
    return ids.length;
  }
}
