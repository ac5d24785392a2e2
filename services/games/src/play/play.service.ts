import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
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
import { derivedEventId } from '@carewith/platform';
import { ActivitiesService } from '../activities/activities.service';
import { PlayLinksService } from '../links/play-links.service';
import { PlayOutcome, PlaySessionCommand } from './play-session.command';
import { PlayStreams } from './play-streams';
import { playedSteps, storedAnswer } from './play-steps';
import { sessionScore } from './game-session.decider';

export { toGameEvent } from './upcast';

// A step's answer as the decider takes it: a recipe's final answer and each earlier attempt become
// authored indices alike (storedAnswer); no attempts and no cue when the page sent none.
const answerOf = (step: AnyStep, sent: { answer?: unknown; attempts?: unknown[]; cueLevel?: number }) => ({
  playedStep: step,
  answer: storedAnswer(step, sent.answer),
  attempts: (sent.attempts ?? []).map((attempt) => storedAnswer(step, attempt)),
  cueLevel: (sent.cueLevel ?? 0) as CueLevel,
});

const acknowledged = ({ duplicate }: PlayOutcome) => ({ ok: true as const, duplicate });

// The loved one's play: each request becomes a command to the activity's session, run by
// PlaySessionHandler through the command bus. What follows a completion (the family's e-mails, the
// difficulty record) reacts to the games.activity-completed fact, published from the stored COMPLETE
// (completion-facts.reactor.ts), not from this request.
@Injectable()
export class PlayService {
  constructor(
    private readonly links: PlayLinksService,
    private readonly activities: ActivitiesService,
    private readonly streams: PlayStreams,
    private readonly commands: CommandBus,
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
      return this.acknowledge(
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
      return this.acknowledge(
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
    return this.acknowledge(
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
    const outcome = await this.execute(
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
    // The accuracy the COMPLETE recorded, or (a retry) the same score from the recorded answers.
    const completed = outcome.events.find((e) => e.type === 'COMPLETE');
    const accuracy =
      completed?.type === 'COMPLETE'
        ? completed.data.accuracy
        : outcome.state.status === 'completed'
          ? sessionScore(steps, outcome.state).accuracy
          : 0;
    return { ...acknowledged(outcome), accuracy };
  }

  private async acknowledge(command: PlaySessionCommand) {
    return acknowledged(await this.execute(command));
  }

  private execute(command: PlaySessionCommand): Promise<PlayOutcome> {
    return this.commands.execute<PlaySessionCommand, PlayOutcome>(command);
  }
}
