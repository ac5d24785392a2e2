import { Inject, Injectable } from '@nestjs/common';
import {
  AnyStep,
  checkGameSteps,
  CreateGameRequest,
  DomainError,
  GameDetail,
  GameExport,
  GameInstance,
  Language,
  PlayResponse,
  TEMPLATES,
  UpdateGameRequest,
} from '@carewith/contracts';
import { activityTitle as titleIn, BusClient, createLogger, FactBus, messagesIn } from '@carewith/platform';
import { activityTitle, toGameInstance, toResult } from '../dashboard/games-read.service';
import { toPlayLink } from '../links/play-links.service';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { scoreStep } from '../play/scoring';
import { ActivityStore } from './activity-store';
import { GameAccessService } from './game-access.service';
import { DifficultyService } from '../difficulty/difficulty.service';
import { cueDelaysOf, playedSteps, playStepOf } from '../play/play-steps';
import { lovedOneText, ownTitleOr } from '../language/loved-one-texts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const ONLY_DRAFT_CHANGES = 'Only an activity that has not been sent can be changed.';

@Injectable()
export class ActivitiesService {
  private readonly log = createLogger(ActivitiesService.name);

  constructor(
    private readonly store: ActivityStore,
    private readonly access: GameAccessService,
    @Inject(BusClient) private readonly bus: BusClient,
    private readonly difficulty: DifficultyService,
    private readonly facts: FactBus,
  ) {}

  async create(actorId: string, request: CreateGameRequest): Promise<GameInstance> {
    const careTeamId = await this.access.teamForNewActivity(request.seniorId);
    // A loved one's new activity starts at their level for this template; without one, no level.
    const level = request.seniorId ? await this.difficulty.levelFor(request.seniorId, request.templateId) : undefined;
    const language = await this.languageOf(request.seniorId);
    const saved = await this.store.insert({
      seniorId: request.seniorId ?? null,
      careTeamId,
      templateId: request.templateId,
      createdBy: actorId,
      status: 'DRAFT',
      // The session ends on an item the loved one knows, when one of the steps is known.
      configJSON: await this.store.endingOnKnownItem(request.seniorId, {
        title: request.configJSON.title || request.title,
        accessibility: request.configJSON.accessibility,
        gentle: request.configJSON.gentle,
        ...(level === undefined ? {} : { level }),
        ...(language ? { language } : {}),
        ...(request.configJSON.steps?.length ? { steps: request.configJSON.steps } : {}),
        ...(request.configJSON.song ? { song: request.configJSON.song } : {}),
      }),
    });
    this.log.info({ gameId: saved.id, templateId: saved.templateId }, 'activity created');
    return toGameInstance(saved);
  }

  async detail(gameId: string): Promise<GameDetail> {
    const { instance, role } = await this.access.load(gameId, 'view');
    const [links, result] = await Promise.all([this.store.links(gameId), this.store.result(gameId)]);
    const opened = links
      .map((l) => l.firstOpenedAt)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => a.getTime() - b.getTime());
    return {
      gameInstance: toGameInstance(instance),
      template: { slug: instance.templateId, title: TEMPLATES[instance.templateId].title },
      myRole: role,
      links: links.map(toPlayLink),
      result: result ? toResult(result) : null,
      firstOpenedAt: iso(opened[0] ?? null),
      startedAt: iso(instance.startedAt),
    };
  }

  // The copy's title is written in the language of the member who made it (decision 259): "(copy)"
  // and a template's name are theirs ("Fotos de la familia (copia)"); English is as before.
  async duplicate(actorId: string, gameId: string, memberLanguage?: Language): Promise<GameInstance> {
    const { instance } = await this.access.load(gameId, 'manage');
    const t = messagesIn(memberLanguage);
    const original = titleIn(t, activityTitle(instance.templateId, instance.configJSON), instance.templateId);
    const title = t('activity.copyTitle', { title: original }).slice(0, 120);
    // The copy starts at the loved one's level now, not the original's, and in their language now.
    const { level: _original, language: _was, ...config } = instance.configJSON;
    const level = instance.seniorId
      ? await this.difficulty.levelFor(instance.seniorId, instance.templateId)
      : undefined;
    const language = await this.languageOf(instance.seniorId);
    const copy = await this.store.insert({
      seniorId: instance.seniorId,
      careTeamId: instance.careTeamId,
      templateId: instance.templateId,
      createdBy: actorId,
      status: 'DRAFT',
      configJSON: { ...config, title, ...(level === undefined ? {} : { level }), ...(language ? { language } : {}) },
    });
    return toGameInstance(copy);
  }

  // "Edit the next activity before it goes": a draft's title and configJSON, checked as at
  // creation against its own template; template and loved one stay. Creation's stamping applies again:
  // the loved one's level now, and the session ending on a known item. Absent gentle, accessibility or
  // steps keep the draft's own. A sent activity (or one sent meanwhile) is refused, nothing written.
  async update(gameId: string, request: UpdateGameRequest): Promise<GameInstance> {
    const { instance } = await this.access.load(gameId, 'manage');
    if (instance.status !== 'DRAFT') throw new DomainError('CONFLICT', ONLY_DRAFT_CHANGES);
    let steps = instance.configJSON.steps;
    if (request.configJSON.steps) {
      const checked = checkGameSteps(instance.templateId, request.configJSON.steps);
      if (checked.issues.length) {
        const details = checked.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
        throw new DomainError('VALIDATION', `${details[0]!.field}: ${details[0]!.message}`, details);
      }
      steps = checked.steps;
    }
    const { level: _stamped, language: _was, steps: _old, song: keptSong, ...kept } = instance.configJSON;
    // Absent: the song stays; null: no song any more.
    const song = request.configJSON.song === undefined ? keptSong : (request.configJSON.song ?? undefined);
    const level = instance.seniorId
      ? await this.difficulty.levelFor(instance.seniorId, instance.templateId)
      : undefined;
    const language = await this.languageOf(instance.seniorId);
    const configJSON = await this.store.endingOnKnownItem(instance.seniorId, {
      ...kept,
      title: request.configJSON.title || request.title,
      ...(request.configJSON.accessibility ? { accessibility: request.configJSON.accessibility } : {}),
      ...(request.configJSON.gentle === undefined ? {} : { gentle: request.configJSON.gentle }),
      ...(level === undefined ? {} : { level }),
      ...(language ? { language } : {}),
      ...(steps?.length ? { steps } : {}),
      ...(song ? { song } : {}),
    });
    // Only while it is still a draft: a send that claimed it meanwhile wins, and nothing is written.
    await this.store.transaction(async (em) => {
      if (!(await this.store.updateDraftConfig(em, gameId, configJSON)))
        throw new DomainError('CONFLICT', ONLY_DRAFT_CHANGES);
      await this.facts.record(em, 'games.activity-edited', {
        gameInstanceId: gameId,
        careTeamId: instance.careTeamId,
        steps: configJSON.steps?.length ?? 0,
      });
    });
    this.log.info({ gameId, templateId: instance.templateId }, 'activity edited');
    return toGameInstance({ ...instance, configJSON });
  }

  // What the play page shows, for the caregiver's preview (nothing is recorded).
  async preview(gameId: string): Promise<PlayResponse> {
    const { instance } = await this.access.load(gameId, 'view');
    return this.playPayload(instance);
  }

  // The page's words follow the loved one's language now; an activity for no loved one
  // reads in English (only a loved one's activities have a language stamped on them).
  async playPayload(
    instance: Pick<GameInstanceEntity, 'id' | 'seniorId' | 'templateId' | 'configJSON'>,
  ): Promise<PlayResponse> {
    const senior = instance.seniorId
      ? await this.bus.request('care.seniors.firstName', { seniorId: instance.seniorId })
      : null;
    const language = senior?.language;
    const templateTitle = lovedOneText(language)(`template.${instance.templateId}`);
    const gentle = instance.configJSON.gentle === true;
    return {
      template: { slug: instance.templateId, title: templateTitle },
      gameInstance: {
        configJSON: {
          ...instance.configJSON,
          title: ownTitleOr(instance.configJSON, templateTitle),
          steps: playedSteps(instance).map((step) => playStepOf(step, gentle, language)),
          ...(instance.configJSON.gentle ? { cueDelays: cueDelaysOf(instance.configJSON) } : {}),
        },
      },
      senior,
    };
  }

  // The loved one's language, stamped on their activities (the language of the sample steps).
  private async languageOf(seniorId: string | null | undefined) {
    if (!seniorId) return undefined;
    return (await this.bus.request('care.seniors.firstName', { seniorId })).language;
  }

  async export(gameId: string): Promise<GameExport> {
    const { instance } = await this.access.load(gameId, 'view');
    // A fact of its own (one statement: the store's transaction is that statement's).
    await this.store.transaction((em) =>
      this.facts.record(em, 'games.activity-results-exported', {
        gameInstanceId: gameId,
        careTeamId: instance.careTeamId,
      }),
    );
    const steps = playedSteps(instance);
    const [result, events] = await Promise.all([this.store.result(gameId), this.store.stepAnswers(gameId)]);
    const last = new Map<number, { answer: unknown; at: Date }>();
    for (const e of events) last.set(e.payload_json.step, { answer: e.payload_json.answer, at: e.created_at });
    return {
      title: activityTitle(instance.templateId, instance.configJSON),
      rows: steps.map((step, i) => {
        const answered = last.get(i);
        return {
          step: i + 1,
          prompt: promptOf(step),
          answer: answered ? answerText(step, answered.answer) : '',
          correct: answered ? scoreStep(step, answered.answer).correct : false,
          answeredAt: answered ? answered.at.toISOString() : null,
        };
      }),
      accuracy: result?.computedScoresJSON.accuracy ?? null,
      totalTimeMs: result?.summaryJSON.totalTime ?? null,
      completedAt: result ? result.completedAt.toISOString() : null,
    };
  }
}

type Step = AnyStep;
const promptOf = (step: Step) =>
  'question' in step
    ? step.question
    : 'recipeName' in step
      ? step.recipeName
      : 'title' in step
        ? step.title
        : step.name;

function answerText(step: Step, answer: unknown): string {
  if ('recipeSteps' in step && Array.isArray(answer))
    return answer.map((i) => step.recipeSteps[Number(i)] ?? '?').join(' > ');
  if (Array.isArray(answer)) return answer.map(String).join(', ');
  if (answer === 'know') return 'Yes, I remember!';
  if (answer === 'unsure') return "I'm not sure";
  return String(answer ?? '');
}
