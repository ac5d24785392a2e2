import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { CreateScheduleRequest, PastSlot, SendSchedule, SlotOutcome } from '@carewith/contracts';
import type { ScheduleRule } from './slots';

type ScheduleRow = {
  id: string;
  repeat: 'weekly' | 'once';
  days: number[] | null;
  date: string | null;
  time: string;
  created_by: string;
  created_at: Date;
};
export type StoredSchedule = ScheduleRule & { createdBy: string; createdAt: Date };
export type SlotChoice = { at: number; skip: boolean; gameId: string | null };
export type SendClaim = {
  id: string;
  at: number;
  outcome: SlotOutcome | null;
  gameId: string | null;
  scheduleId: string | null;
};
export type DraftRow = { id: string; title: string; templateId: string; createdAt: Date };

const toRule = (r: ScheduleRow): StoredSchedule =>
  r.repeat === 'weekly'
    ? { id: r.id, repeat: 'weekly', days: r.days ?? [], time: r.time, createdBy: r.created_by, createdAt: r.created_at }
    : { id: r.id, repeat: 'once', date: r.date ?? '', time: r.time, createdBy: r.created_by, createdAt: r.created_at };

export const toSendSchedule = (s: StoredSchedule): SendSchedule =>
  s.repeat === 'weekly'
    ? { id: s.id, repeat: 'weekly', days: s.days, time: s.time, createdAt: s.createdAt.toISOString() }
    : { id: s.id, repeat: 'once', date: s.date, time: s.time, createdAt: s.createdAt.toISOString() };

const claimOf = (r: {
  id: string;
  at: Date;
  outcome: SlotOutcome | null;
  game_id: string | null;
  schedule_id: string | null;
}): SendClaim => ({ id: r.id, at: r.at.getTime(), outcome: r.outcome, gameId: r.game_id, scheduleId: r.schedule_id });

// The schedule tables (migration 1764000300000-schedules): every statement in one place.
@Injectable()
export class ScheduleStore {
  constructor(private readonly dataSource: DataSource) {}

  async schedules(seniorId: string, db: DataSource | EntityManager = this.dataSource): Promise<StoredSchedule[]> {
    const rows = await db.query<ScheduleRow[]>(
      `SELECT id, repeat, days, date, time, created_by, created_at FROM schedules
        WHERE senior_id = $1 ORDER BY created_at, id`,
      [seniorId],
    );
    return rows.map(toRule);
  }

  async seniorsWithSchedules(): Promise<string[]> {
    const rows = await this.dataSource.query<{ senior_id: string }[]>('SELECT DISTINCT senior_id FROM schedules');
    return rows.map((r) => r.senior_id);
  }

  // Adds a schedule unless the loved one already has `max`: counted under a lock per loved one, so
  // two simultaneous requests cannot both add the last one. False: the limit was reached.
  async add(
    seniorId: string,
    careTeamId: string,
    actorId: string,
    schedule: CreateScheduleRequest,
    max: number,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('schedules:' || $1))`, [seniorId]);
      const [{ n }] = await em.query<{ n: number }[]>('SELECT count(*)::int AS n FROM schedules WHERE senior_id = $1', [
        seniorId,
      ]);
      if (n >= max) return false;
      await em.query(
        `INSERT INTO schedules (senior_id, care_team_id, repeat, days, date, time, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          seniorId,
          careTeamId,
          schedule.repeat,
          schedule.repeat === 'weekly' ? schedule.days : null,
          schedule.repeat === 'once' ? schedule.date : null,
          schedule.time,
          actorId,
        ],
      );
      return true;
    });
  }

  async remove(seniorId: string, scheduleId: string): Promise<boolean> {
    const [, count] = (await this.dataSource.query('DELETE FROM schedules WHERE id = $1 AND senior_id = $2', [
      scheduleId,
      seniorId,
    ])) as [unknown, number];
    return count > 0;
  }

  async choices(seniorId: string, fromMs: number): Promise<Map<number, SlotChoice>> {
    const rows = await this.dataSource.query<{ at: Date; skip: boolean; game_id: string | null }[]>(
      'SELECT at, skip, game_id FROM schedule_slot_choices WHERE senior_id = $1 AND at > $2',
      [seniorId, new Date(fromMs)],
    );
    return new Map(rows.map((r) => [r.at.getTime(), { at: r.at.getTime(), skip: r.skip, gameId: r.game_id }]));
  }

  async choice(seniorId: string, at: number): Promise<SlotChoice | null> {
    const [row] = await this.dataSource.query<{ skip: boolean; game_id: string | null }[]>(
      'SELECT skip, game_id FROM schedule_slot_choices WHERE senior_id = $1 AND at = $2',
      [seniorId, new Date(at)],
    );
    return row ? { at, skip: row.skip, gameId: row.game_id } : null;
  }

  // A slot with no skip and no chosen activity needs no row.
  async setChoice(seniorId: string, careTeamId: string, actorId: string, choice: SlotChoice): Promise<void> {
    if (!choice.skip && choice.gameId === null) {
      await this.dataSource.query('DELETE FROM schedule_slot_choices WHERE senior_id = $1 AND at = $2', [
        seniorId,
        new Date(choice.at),
      ]);
      return;
    }
    await this.dataSource.query(
      `INSERT INTO schedule_slot_choices (senior_id, care_team_id, at, skip, game_id, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (senior_id, at) DO UPDATE
         SET skip = EXCLUDED.skip, game_id = EXCLUDED.game_id, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [seniorId, careTeamId, new Date(choice.at), choice.skip, choice.gameId, actorId],
    );
  }

  // The loved one's drafts, oldest first (what a slot sends when nothing is due).
  async drafts(seniorId: string, db: DataSource | EntityManager = this.dataSource): Promise<DraftRow[]> {
    const rows = await db.query<{ id: string; title: string | null; template_id: string; created_at: Date }[]>(
      `SELECT id, config_json->>'title' AS title, template_id, created_at FROM game_instances
        WHERE senior_id = $1 AND status = 'DRAFT' ORDER BY created_at, id`,
      [seniorId],
    );
    return rows.map((r) => ({ id: r.id, title: r.title ?? '', templateId: r.template_id, createdAt: r.created_at }));
  }

  async isDraftOf(seniorId: string, gameId: string, db: DataSource | EntityManager = this.dataSource) {
    const rows = await db.query<unknown[]>(
      `SELECT 1 FROM game_instances WHERE id = $1 AND senior_id = $2 AND status = 'DRAFT'`,
      [gameId, seniorId],
    );
    return rows.length > 0;
  }

  // Claims the loved one's local day for the slot at `at`. Returns the day's row: this slot's new or
  // unfinished claim (carry on), or another slot's / a finished one (stop).
  async claimDay(
    seniorId: string,
    careTeamId: string,
    localDate: string,
    at: number,
    scheduleId: string,
  ): Promise<{ claim: SendClaim; mine: boolean }> {
    await this.dataSource.query(
      `INSERT INTO scheduled_sends (senior_id, care_team_id, local_date, at, schedule_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (senior_id, local_date) DO NOTHING`,
      [seniorId, careTeamId, localDate, new Date(at), scheduleId],
    );
    const [row] = await this.dataSource.query<Parameters<typeof claimOf>[0][]>(
      `SELECT id, at, outcome, game_id, schedule_id FROM scheduled_sends WHERE senior_id = $1 AND local_date = $2`,
      [seniorId, localDate],
    );
    const claim = claimOf(row!);
    return { claim, mine: claim.at === at && claim.outcome === null };
  }

  // Runs `work` holding the claim's row lock, with the claim as it is now (a duplicate run waits here).
  lockClaim<T>(claimId: string, work: (em: EntityManager, claim: SendClaim) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) => {
      const [row] = await em.query<Parameters<typeof claimOf>[0][]>(
        'SELECT id, at, outcome, game_id, schedule_id FROM scheduled_sends WHERE id = $1 FOR UPDATE',
        [claimId],
      );
      return work(em, claimOf(row!));
    });
  }

  // The activity the claim sends, recorded in the claim's transaction (a retry sends the same one).
  async setClaimGame(em: EntityManager, claimId: string, gameId: string): Promise<void> {
    await em.query('UPDATE scheduled_sends SET game_id = $2 WHERE id = $1', [claimId, gameId]);
  }

  // A built activity (the box's or the Review) made a draft of the loved one by the schedule's creator.
  async insertDraft(
    em: EntityManager,
    row: { seniorId: string; careTeamId: string; templateId: string; createdBy: string; configJSON: unknown },
  ): Promise<string> {
    const [inserted] = await em.query<{ id: string }[]>(
      `INSERT INTO game_instances (senior_id, care_team_id, template_id, created_by, status, config_json)
       VALUES ($1, $2, $3, $4, 'DRAFT', $5) RETURNING id`,
      [row.seniorId, row.careTeamId, row.templateId, row.createdBy, JSON.stringify(row.configJSON)],
    );
    return inserted!.id;
  }

  async finish(claimId: string, outcome: SlotOutcome, db: DataSource | EntityManager = this.dataSource) {
    await db.query('UPDATE scheduled_sends SET outcome = $2, decided_at = now() WHERE id = $1 AND outcome IS NULL', [
      claimId,
      outcome,
    ]);
  }

  async recent(seniorId: string, limit: number): Promise<PastSlot[]> {
    const rows = await this.dataSource.query<
      { at: Date; local_date: string; outcome: SlotOutcome; game_id: string | null; title: string | null }[]
    >(
      `SELECT s.at, s.local_date, s.outcome, s.game_id, g.config_json->>'title' AS title
         FROM scheduled_sends s LEFT JOIN game_instances g ON g.id = s.game_id
        WHERE s.senior_id = $1 AND s.outcome IS NOT NULL
        ORDER BY s.at DESC LIMIT ${Number(limit)}`,
      [seniorId],
    );
    return rows.map((r) => ({
      at: r.at.toISOString(),
      localDate: r.local_date,
      outcome: r.outcome,
      gameId: r.outcome === 'sent' ? r.game_id : null,
      title: r.outcome === 'sent' ? r.title : null,
    }));
  }

  // Erasure: the loved one's (or the whole team's) rows; returns the loved ones whose rows went, so
  // their queued slot jobs can be removed too.
  async erase(em: EntityManager, seniorId: string | null, careTeamId: string): Promise<string[]> {
    const where = seniorId ? 'senior_id = $1' : 'care_team_id = $1';
    const key = seniorId ?? careTeamId;
    const seniors = new Set<string>(seniorId ? [seniorId] : []);
    for (const table of ['schedules', 'schedule_slot_choices', 'scheduled_sends']) {
      // A DELETE's raw result is [rows, count].
      const [rows] = (await em.query(`DELETE FROM ${table} WHERE ${where} RETURNING senior_id`, [key])) as [
        { senior_id: string }[],
        number,
      ];
      for (const r of rows) seniors.add(r.senior_id);
    }
    return [...seniors];
  }
}
