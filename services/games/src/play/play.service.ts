import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  AnyStep,
  CueLevel,
  DomainError,
  gameStreamId,
  PlayCompleteRequest,
  PlayEventRequest,
  PlayResponse,
} from '@carewith/contracts';
import { BusClient, CommandOutcome, derivedEventId, EVENT_STORE, EventStore } from '@carewith/platform';
import { ActivitiesService } from '../activities/activities.service';
import { DifficultyService } from '../difficulty/difficulty.service';
import { PlayLinksService } from '../links/play-links.service';
import { PlaySessionCommand } from './play-session.command';
import { PlayStreams } from './play-streams';
import { playedSteps, storedAnswer } from './play-steps';
import { toGameEvent } from './upcast';

export { toGameEvent } from './upcast';

// A step's answer as the decider takes it: a recipe's final answer and each earlier attempt become
// authored indices alike (storedAnswer); no attempts and no cue when the page sent none.
const answerOf = (step: AnyStep, sent: { answer?: unknown; attempts?: unknown[]; cueLevel?: number }) => ({
  playedStep: step,
  answer: storedAnswer(step, sent.answer),
  attempts: (sent.attempts ?? []).map((attempt) => storedAnswer(step, attempt)),
  cueLevel: (sent.cueLevel ?? 0) as CueLevel,
});

// The loved one's play: each request becomes a command to the activity's session, run by
// PlaySessionHandler through the command bus.
@Injectable()
export class PlayService {
  constructor(
    private readonly links: PlayLinksService,
    private readonly activities: ActivitiesService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly streams: PlayStreams,
    private readonly commands: CommandBus,
    private readonly bus: BusClient,
    // Always provided by the module (optional for tests that build only the play path).
    @Optional() private readonly difficulty?: DifficultyService,
  ) {}

  async open(token: string): Promise<PlayResponse> {
    const { link, instance } = await this.links.resolve(token);
    const [payload, stream] = await Promise.all([
      this.activities.playPayload(instance),
      // Read from the store, not this process's cache: another replica may have recorded more.
      this.streams.load(gameStreamId(instance.id)),
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
      return this.execute(
        new PlaySessionCommand(instance.id, eventId, {
          type: 'Start',
          gameInstanceId: instance.id,
          linkId: link.id,
          at,
          clientAt,
        }),
      );
    }
    if (request.type === 'SONG') {
      return this.execute(
        new PlaySessionCommand(instance.id, eventId, {
          type: 'PlaySong',
          gameInstanceId: instance.id,
          hasSong: Boolean(instance.configJSON.song),
          at,
          clientAt,
        }),
      );
    }
    const steps = playedSteps(instance);
    const step = request.payload.step;
    if (step === undefined || step >= steps.length) {
      throw new DomainError('VALIDATION', `payload.step: must be a step of this activity (0 to ${steps.length - 1})`, [
        { field: 'payload.step', message: `Must be a step of this activity (0 to ${steps.length - 1})` },
      ]);
    }
    return this.execute(
      new PlaySessionCommand(instance.id, eventId, {
        type: 'AnswerStep',
        gameInstanceId: instance.id,
        step,
        ...answerOf(steps[step], request.payload),
        at,
        clientAt,
      }),
    );
  }

  async complete(token: string, request: PlayCompleteRequest) {
    const { instance } = await this.links.resolve(token);
    const steps = playedSteps(instance);
    const eventId = request.eventId ?? randomUUID();
    const at = Date.now();
    const result = await this.execute(
      new PlaySessionCommand(
        instance.id,
        eventId,
        { type: 'Complete', gameInstanceId: instance.id, steps, at },
        // Answers the page holds but the stream lacks (a lost connection) are recorded before completing.
        (state) =>
          request.rawData
            .filter((r) => r.step < steps.length && !state.answers.has(r.step))
            .map((r) => ({
              id: derivedEventId(eventId, String(r.step)),
              command: {
                type: 'AnswerStep',
                gameInstanceId: instance.id,
                step: r.step,
                ...answerOf(steps[r.step], r),
                at,
                clientAt: r.timestamp,
              },
            })),
      ),
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

  private execute(command: PlaySessionCommand): Promise<CommandOutcome> {
    return this.commands.execute<PlaySessionCommand, CommandOutcome>(command);
  }
}
