import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AnyStep,
  CueLevel,
  DomainError,
  GameEvent,
  gameStreamId,
  PlayCompleteRequest,
  PlayEventRequest,
  PlayResponse,
} from '@carewith/contracts';
import {
  BusClient,
  EVENT_STORE,
  EventStore,
  eventStoreAppendDuration,
  WrongExpectedRevisionError,
} from '@carewith/platform';
import { ActivitiesService } from '../activities/activities.service';
import { DifficultyService } from '../difficulty/difficulty.service';
import { PlayLinksService } from '../links/play-links.service';
import { decide, evolve, initialState, SessionCommand } from './game-session.decider';
import { playedSteps, storedAnswer } from './play-steps';
import { CachedStream, StreamStateCache } from './stream-state-cache';
import { toGameEvent } from './upcast';

export { toGameEvent } from './upcast';

const MAX_ATTEMPTS = 5;

// A deterministic id for a step answer recovered from the completion's raw data, so a retried
// completion cannot record it twice.
function derivedEventId(base: string, step: number): string {
  const h = createHash('sha256').update(`${base}:${step}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// A step's answer as the decider takes it: a recipe's final answer and each earlier attempt become
// authored indices alike (storedAnswer); no attempts and no cue when the page sent none.
const answerOf = (step: AnyStep, sent: { answer?: unknown; attempts?: unknown[]; cueLevel?: number }) => ({
  playedStep: step,
  answer: storedAnswer(step, sent.answer),
  attempts: (sent.attempts ?? []).map((attempt) => storedAnswer(step, attempt)),
  cueLevel: (sent.cueLevel ?? 0) as CueLevel,
});

// The loved one's play: load the stream, fold, decide, append with the expected revision; retry
// on a concurrent write.
@Injectable()
export class PlayService {
  constructor(
    private readonly links: PlayLinksService,
    private readonly activities: ActivitiesService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly cache: StreamStateCache,
    private readonly bus: BusClient,
    // Always provided by the module (optional for tests that build a PlayService by hand).
    private readonly difficulty?: DifficultyService,
  ) {}

  async open(token: string): Promise<PlayResponse> {
    const { link, instance } = await this.links.resolve(token);
    const [payload, stream] = await Promise.all([
      this.activities.playPayload(instance),
      // Read from the store, not this process's cache: another replica may have recorded more.
      this.load(gameStreamId(instance.id)),
    ]);
    await this.links.markOpened(link);
    // What is already recorded, so a second device picks up where the first stopped.
    const progress = {
      answeredSteps: [...stream.state.answers.keys()].sort((a, b) => a - b),
      completed: stream.state.status === 'completed',
    };
    return { ...payload, progress };
  }

  async record(token: string, request: PlayEventRequest) {
    const { link, instance } = await this.links.resolve(token);
    const eventId = request.eventId ?? randomUUID();
    const at = Date.now();
    const clientAt = request.payload.timestamp;
    if (request.type === 'START') {
      return this.execute(instance.id, eventId, () => ({
        type: 'Start',
        gameInstanceId: instance.id,
        linkId: link.id,
        at,
        clientAt,
      }));
    }
    const steps = playedSteps(instance);
    const step = request.payload.step;
    if (step === undefined || step >= steps.length) {
      throw new DomainError('VALIDATION', `payload.step: must be a step of this activity (0 to ${steps.length - 1})`, [
        { field: 'payload.step', message: `Must be a step of this activity (0 to ${steps.length - 1})` },
      ]);
    }
    return this.execute(instance.id, eventId, () => ({
      type: 'AnswerStep',
      gameInstanceId: instance.id,
      step,
      ...answerOf(steps[step], request.payload),
      at,
      clientAt,
    }));
  }

  async complete(token: string, request: PlayCompleteRequest) {
    const { instance } = await this.links.resolve(token);
    const steps = playedSteps(instance);
    const eventId = request.eventId ?? randomUUID();
    const at = Date.now();
    const result = await this.execute(
      instance.id,
      eventId,
      () => ({ type: 'Complete', gameInstanceId: instance.id, steps, at }),
      // Answers the page holds but the stream lacks (a lost connection) are recorded before completing.
      (state) =>
        request.rawData
          .filter((r) => r.step < steps.length && !state.answers.has(r.step))
          .map((r) => ({
            id: derivedEventId(eventId, r.step),
            command: {
              type: 'AnswerStep',
              gameInstanceId: instance.id,
              step: r.step,
              ...answerOf(steps[r.step], r),
              at,
              clientAt: r.timestamp,
            },
          })),
    );
    const events = await this.store.readStream(gameStreamId(instance.id));
    const completed = events.map(toGameEvent).find((e) => e.type === 'COMPLETE');
    // Every completion request that finds COMPLETE in the stream (a retry too) asks for the family's
    // e-mails: their job ids make a repeat a no-op, and a failure here fails the request, which the
    // play page retries, so a completion is never left without its e-mails.
    if (completed?.type === 'COMPLETE' && instance.seniorId) {
      await this.bus.request('care.notifications.activityCompleted', {
        gameInstanceId: instance.id,
        seniorId: instance.seniorId,
        title: instance.configJSON.title,
        templateId: instance.templateId,
        correctAnswers: completed.data.summary.correctAnswers,
        totalSteps: completed.data.summary.totalSteps,
        accuracy: completed.data.accuracy,
        totalTimeMs: completed.data.summary.totalTime,
      });
      // The loved one's level for this template (a retry is a no-op there too).
      await this.difficulty?.recordCompletion(instance, completed.data);
    }
    return { ...result, accuracy: completed?.type === 'COMPLETE' ? completed.data.accuracy : 0 };
  }

  private async execute(
    gameInstanceId: string,
    eventId: string,
    command: () => SessionCommand,
    before?: (state: ReturnType<typeof initialState>) => { id: string; command: SessionCommand }[],
  ): Promise<{ ok: true; duplicate: boolean }> {
    const streamId = gameStreamId(gameInstanceId);
    for (let attempt = 1; ; attempt++) {
      const cached = this.cache.get(streamId);
      const current = cached ?? (await this.load(streamId));
      // A retried request finds its event already there: nothing more to do.
      if (current.eventIds.has(eventId)) return { ok: true, duplicate: true };
      // Recovered answers are decided one by one before the command, each on the state the previous
      // one left (so each gets its own latency).
      const recovered: { id: string; event: GameEvent }[] = [];
      let state = current.state;
      let decided: GameEvent[];
      try {
        for (const r of before?.(current.state) ?? [])
          for (const event of decide(r.command, state)) {
            recovered.push({ id: r.id, event });
            state = evolve(state, event);
          }
        decided = decide(command(), state);
      } catch (error) {
        // Refused on cached state: make sure of it on the stream itself before answering.
        if (!cached) throw error;
        this.cache.delete(streamId);
        continue;
      }
      const events = [
        ...recovered.map((r) => ({ id: r.id, type: r.event.type, data: r.event.data })),
        ...decided.map((e, i) => ({ id: i === 0 ? eventId : randomUUID(), type: e.type, data: e.data })),
      ];
      if (!events.length) return { ok: true, duplicate: false };
      const timer = eventStoreAppendDuration.startTimer();
      try {
        const appended = await this.store.append(streamId, events, {
          expectedRevision: current.revision >= 0 ? current.revision : 'no_stream',
        });
        timer({ outcome: 'ok' });
        if (appended.duplicate) {
          // Another replica recorded this very request: the cache was behind.
          this.cache.delete(streamId);
          return { ok: true, duplicate: true };
        }
        // The entry's id set grows in place: copying it for every answer cost time in the stream's length.
        for (const e of events) current.eventIds.add(e.id);
        this.cache.set(streamId, {
          revision: appended.nextRevision,
          state: decided.reduce(evolve, state),
          eventIds: current.eventIds,
        });
        return { ok: true, duplicate: false };
      } catch (error) {
        this.cache.delete(streamId);
        timer({ outcome: error instanceof WrongExpectedRevisionError ? 'conflict' : 'error' });
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  // The stream read and folded from the store (validating each stored event once), then cached.
  private async load(streamId: string): Promise<CachedStream> {
    const recorded = await this.store.readStream(streamId);
    const entry: CachedStream = {
      revision: recorded.at(-1)?.revision ?? -1,
      state: recorded.map(toGameEvent).reduce(evolve, initialState()),
      eventIds: new Set(recorded.map((e) => e.id)),
    };
    this.cache.set(streamId, entry);
    return entry;
  }
}
