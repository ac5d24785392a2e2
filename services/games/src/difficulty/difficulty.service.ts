import { randomUUID } from 'node:crypto';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  DifficultyLevel,
  Fact,
  difficultyChangeWords,
  difficultyStreamId,
  SeniorDifficulty,
  TEMPLATE_SLUGS,
  TemplateDifficulty,
  TemplateSlug,
} from '@carewith/contracts';
import { BusClient, createLogger, derivedEventId, FactHandler } from '@carewith/platform';
import { memberFirstNames } from '../people/member-names';
import { DifficultyStreamCommand, DifficultyStreams } from './difficulty.command';
import { DifficultyCommand } from './difficulty.decider';
import { DifficultyView, LevelChange } from './difficulty-snapshot';
import { DifficultyStore } from './difficulty-store';
import { CompletedSession, sessionFirstTryRate } from './first-try-rate';

// A started activity not completed within this long counts as abandoned.
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 10 * 60 * 1000;

type Instance = { id: string; seniorId: string | null; templateId: TemplateSlug; startedAt: Date | null };

// Difficulty per loved one and template: records each finished or abandoned activity in the
// stream difficulty-<seniorId>-<template> through the pure decider, and says the level a new
// activity starts at.
@Injectable()
export class DifficultyService implements OnModuleInit, OnModuleDestroy {
  private readonly log = createLogger(DifficultyService.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: DifficultyStore,
    private readonly streams: DifficultyStreams,
    private readonly commands: CommandBus,
    private readonly bus: BusClient,
  ) {}

  onModuleInit() {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.log.warn({ err: error }, 'abandoned-session sweep failed'));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  // Each completed activity, from its fact (a redelivery too: the decider ignores a session it
  // already has, and the event id is derived from the activity). One at a time, in the order played:
  // "two hard activities in a row" is about that order.
  @FactHandler('games.activity-completed', { consumer: 'games.difficulty', concurrency: 1 })
  async onActivityCompleted({ data }: Fact<'games.activity-completed'>): Promise<void> {
    await this.recordCompletion(
      {
        id: data.gameInstanceId,
        seniorId: data.seniorId,
        templateId: data.templateId,
        startedAt: data.startedAt === null ? null : new Date(data.startedAt),
      },
      { accuracy: data.accuracy, at: data.completedAt, firstTry: { firstTryAccuracy: data.firstTryRate } },
    );
  }

  // A completion more than 24 h after the start is an abandoned session.
  async recordCompletion(instance: Instance, completed: CompletedSession): Promise<void> {
    if (!instance.seniorId) return;
    const streamId = difficultyStreamId(instance.seniorId, instance.templateId);
    const lateBy = instance.startedAt ? completed.at - instance.startedAt.getTime() : 0;
    if (lateBy > ABANDONED_AFTER_MS) {
      await this.execute(streamId, derivedEventId(streamId, 'session', instance.id), {
        type: 'RecordAbandoned',
        gameId: instance.id,
        at: instance.startedAt!.getTime() + ABANDONED_AFTER_MS,
      });
      return;
    }
    await this.execute(streamId, derivedEventId(streamId, 'session', instance.id), {
      type: 'RecordSession',
      gameId: instance.id,
      firstTryRate: sessionFirstTryRate(completed),
      at: completed.at,
    });
  }

  // Activities started more than 24 h ago and still not completed: each recorded as abandoned, once.
  // Runs every 10 minutes and, for one loved one, before their level is read.
  async sweep(seniorId?: string, now = Date.now()): Promise<number> {
    const rows = await this.store.startedBefore(new Date(now - ABANDONED_AFTER_MS), seniorId ?? null);
    for (const row of rows) {
      const streamId = difficultyStreamId(row.senior_id, row.template_id);
      await this.execute(streamId, derivedEventId(streamId, 'session', row.id), {
        type: 'RecordAbandoned',
        gameId: row.id,
        at: row.started_at.getTime() + ABANDONED_AFTER_MS,
      });
      // An activity erased meanwhile has no row to mark (and its stream went with the loved one).
      await this.store.markAbandoned(row.id);
    }
    if (rows.length) this.log.info({ abandoned: rows.length }, 'abandoned sessions recorded');
    return rows.length;
  }

  // The level a new activity for this loved one and template starts at.
  async levelFor(seniorId: string, templateId: TemplateSlug): Promise<DifficultyLevel> {
    return (await this.levelsFor(seniorId, [templateId]))[templateId]!;
  }

  // The levels of several templates, after one sweep of the loved one's abandoned sessions.
  async levelsFor(
    seniorId: string,
    templateIds: readonly TemplateSlug[],
  ): Promise<Partial<Record<TemplateSlug, DifficultyLevel>>> {
    await this.sweep(seniorId);
    const levels = await Promise.all(
      templateIds.map(async (t) => [t, (await this.load(difficultyStreamId(seniorId, t))).state.state.level] as const),
    );
    return Object.fromEntries(levels);
  }

  async bySenior(seniorId: string): Promise<SeniorDifficulty> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    await this.sweep(seniorId);
    const streams = await Promise.all(
      TEMPLATE_SLUGS.map(async (templateId) => ({
        templateId,
        view: (await this.load(difficultyStreamId(seniorId, templateId))).state,
      })),
    );
    const names = await this.namesOf(streams.flatMap((s) => s.view.changes));
    return { seniorId, templates: streams.map((s) => templateView(s.templateId, s.view, names)) };
  }

  async pin(
    actorId: string,
    seniorId: string,
    templateId: TemplateSlug,
    level: DifficultyLevel | null,
  ): Promise<TemplateDifficulty> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const streamId = difficultyStreamId(seniorId, templateId);
    await this.execute(streamId, randomUUID(), { type: 'PinLevel', level, by: actorId, at: Date.now() });
    const { state: view } = await this.load(streamId);
    this.log.info({ seniorId, templateId, pinned: level !== null }, 'difficulty pinned');
    return templateView(templateId, view, await this.namesOf(view.changes));
  }

  // Through the command bus to DifficultyCommandHandler. Session events carry an id derived from the
  // stream and the activity, so a retried recording is a no-op in the store too.
  private async execute(streamId: string, eventId: string, command: DifficultyCommand): Promise<void> {
    await this.commands.execute(new DifficultyStreamCommand(streamId, eventId, command));
  }

  private load(streamId: string) {
    return this.streams.read(streamId);
  }

  // First names of the caregivers who pinned a level, for "Set to level 2 by Nora".
  private namesOf(changes: LevelChange[]): Promise<Map<string, string>> {
    return memberFirstNames(
      this.bus,
      changes.map((c) => c.by),
    );
  }
}

// The level in force and the recent changes (newest first), in words.
export function templateView(
  templateId: TemplateSlug,
  view: DifficultyView,
  names: Map<string, string>,
): TemplateDifficulty {
  const changes = [...view.changes].reverse().map((c) => {
    const byName = c.by ? (names.get(c.by) ?? null) : null;
    return {
      from: c.from,
      to: c.to,
      reason: c.reason,
      at: new Date(c.at).toISOString(),
      gameId: c.gameId ?? null,
      byName,
      words: difficultyChangeWords({ ...c, byName }),
    };
  });
  return { templateId, level: view.state.level, pinned: view.state.pinned, changes };
}
