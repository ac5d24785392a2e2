import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DIFFICULTY_EVENT_SCHEMAS,
  DifficultyEvent,
  DifficultyLevel,
  difficultyChangeWords,
  difficultyStreamId,
  SeniorDifficulty,
  TEMPLATE_SLUGS,
  TemplateDifficulty,
  TemplateSlug,
} from '@carewith/contracts';
import {
  BusClient,
  createLogger,
  EVENT_STORE,
  EventStore,
  RecordedEvent,
  WrongExpectedRevisionError,
} from '@carewith/platform';
import { DifficultyCommand, decideDifficulty, DifficultyState, foldDifficulty } from './difficulty.decider';
import { CompletedSession, sessionFirstTryRate } from './first-try-rate';

const MAX_ATTEMPTS = 5;
// A started activity not completed within this long counts as abandoned (issue #14).
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 200;

// A stable event id for what a session caused, so a retried recording is a no-op in the store too.
function derivedEventId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const toDifficultyEvent = (e: RecordedEvent): DifficultyEvent => {
  const type = e.type as DifficultyEvent['type'];
  return { type, data: DIFFICULTY_EVENT_SCHEMAS[type].parse(e.data) } as DifficultyEvent;
};

type Instance = { id: string; seniorId: string | null; templateId: TemplateSlug; startedAt: Date | null };

// Difficulty per loved one and template: records each finished or abandoned activity in the
// stream difficulty-<seniorId>-<template> through the pure decider, and says the level a new
// activity starts at.
@Injectable()
export class DifficultyService implements OnModuleInit, OnModuleDestroy {
  private readonly log = createLogger(DifficultyService.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
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

  // Called once per completion request that finds COMPLETE (a retry too: the decider ignores a
  // session it already has). A completion more than 24 h after the start is an abandoned session.
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
    const rows = await this.dataSource.query<
      { id: string; senior_id: string; template_id: TemplateSlug; started_at: Date }[]
    >(
      `SELECT g.id, g.senior_id, g.template_id, g.started_at FROM game_instances g
        WHERE g.senior_id IS NOT NULL AND g.started_at IS NOT NULL AND g.started_at < $1 AND g.status <> 'CLOSED'
          AND ($2::uuid IS NULL OR g.senior_id = $2)
          AND NOT EXISTS (SELECT 1 FROM difficulty_abandoned a WHERE a.game_instance_id = g.id)
        ORDER BY g.started_at LIMIT ${SWEEP_BATCH}`,
      [new Date(now - ABANDONED_AFTER_MS), seniorId ?? null],
    );
    for (const row of rows) {
      const streamId = difficultyStreamId(row.senior_id, row.template_id);
      await this.execute(streamId, derivedEventId(streamId, 'session', row.id), {
        type: 'RecordAbandoned',
        gameId: row.id,
        at: row.started_at.getTime() + ABANDONED_AFTER_MS,
      });
      // An activity erased meanwhile has no row to mark (and its stream went with the loved one).
      await this.dataSource.query(
        `INSERT INTO difficulty_abandoned (game_instance_id)
         SELECT id FROM game_instances WHERE id = $1 ON CONFLICT DO NOTHING`,
        [row.id],
      );
    }
    if (rows.length) this.log.info({ abandoned: rows.length }, 'abandoned sessions recorded');
    return rows.length;
  }

  // The level a new activity for this loved one and template starts at.
  async levelFor(seniorId: string, templateId: TemplateSlug): Promise<DifficultyLevel> {
    await this.sweep(seniorId);
    return (await this.load(difficultyStreamId(seniorId, templateId))).state.level;
  }

  async bySenior(seniorId: string): Promise<SeniorDifficulty> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    await this.sweep(seniorId);
    const streams = await Promise.all(
      TEMPLATE_SLUGS.map(async (templateId) => ({
        templateId,
        events: (await this.load(difficultyStreamId(seniorId, templateId))).events,
      })),
    );
    const names = await this.namesOf(streams.flatMap((s) => s.events));
    return { seniorId, templates: streams.map((s) => templateView(s.templateId, s.events, names)) };
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
    const { events } = await this.load(streamId);
    this.log.info({ seniorId, templateId, pinned: level !== null }, 'difficulty pinned');
    return templateView(templateId, events, await this.namesOf(events));
  }

  // Load, fold, decide, append with the expected revision; retry on a concurrent write.
  private async execute(streamId: string, eventId: string, command: DifficultyCommand): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.load(streamId);
      if (current.eventIds.has(eventId)) return;
      const decided = decideDifficulty(command, current.state);
      if (!decided.length) return;
      try {
        await this.store.append(
          streamId,
          decided.map((e, i) => ({
            id: i === 0 ? eventId : derivedEventId(eventId, String(i)),
            type: e.type,
            data: e.data,
          })),
          { expectedRevision: current.revision >= 0 ? current.revision : 'no_stream' },
        );
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  private async load(
    streamId: string,
  ): Promise<{ revision: number; events: DifficultyEvent[]; state: DifficultyState; eventIds: Set<string> }> {
    const recorded = await this.store.readStream(streamId);
    const events = recorded.map(toDifficultyEvent);
    return {
      revision: recorded.at(-1)?.revision ?? -1,
      events,
      state: foldDifficulty(events),
      eventIds: new Set(recorded.map((e) => e.id)),
    };
  }

  // First names of the caregivers who pinned a level, for "Set to level 2 by Nora".
  private async namesOf(events: DifficultyEvent[]): Promise<Map<string, string>> {
    const ids = [...new Set(events.flatMap((e) => (e.type === 'LevelChanged' && e.data.by ? [e.data.by] : [])))];
    if (!ids.length) return new Map();
    const users = await this.bus.request('identity.users.getMany', { userIds: ids });
    return new Map(users.flatMap((u) => (u.firstName?.trim() ? [[u.id, u.firstName.trim()] as const] : [])));
  }
}

export function templateView(
  templateId: TemplateSlug,
  events: DifficultyEvent[],
  names: Map<string, string>,
): TemplateDifficulty {
  const state = foldDifficulty(events);
  const changes = events
    .flatMap((e) => (e.type === 'LevelChanged' ? [e.data] : []))
    .reverse()
    .map((c) => ({
      from: c.from,
      to: c.to,
      reason: c.reason,
      at: new Date(c.at).toISOString(),
      gameId: c.gameId ?? null,
      words: difficultyChangeWords({ ...c, byName: c.by ? names.get(c.by) : null }),
    }));
  return { templateId, level: state.level, pinned: state.pinned, changes };
}
