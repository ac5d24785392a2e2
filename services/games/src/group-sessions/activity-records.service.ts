import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ActivityRecord, DomainError, Fact, RecordTaps } from '@carewith/contracts';
import { CLOCK, Clock, createLogger, FactBus, FactHandler } from '@carewith/platform';
import { EntityManager } from 'typeorm';
import { HomeAccess } from './home-access';
import { GroupSessionStore, NewRecord, RecordRow, recordView, SessionRow } from './group-session-store';
import { dayOf, playedMinutes, sessionMinutes } from './record-rules';

const NOT_IN_SESSION = 'Choose a resident of this session';

// A care home's activity records (activity-record.ts): a resident's taps in a group session, everyone
// present at once, and a one-to-one record for each texted activity a resident finishes. Every record
// stored (or changed) is announced as games.resident-activity-recorded in the same transaction.
@Injectable()
export class ActivityRecordsService {
  private readonly log = createLogger(ActivityRecordsService.name);

  constructor(
    private readonly store: GroupSessionStore,
    private readonly access: HomeAccess,
    private readonly facts: FactBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async recordTaps(actorId: string, sessionId: string, taps: RecordTaps): Promise<ActivityRecord> {
    const session = await this.access.session(sessionId);
    if (!session.residents.some((r) => r.id === taps.residentId))
      throw new DomainError('VALIDATION', NOT_IN_SESSION, [{ field: 'residentId', message: NOT_IN_SESSION }]);
    // Attention, mood and notes belong to someone who took part.
    const row = await this.store.transaction((em) =>
      this.put(em, session, actorId, {
        residentId: taps.residentId,
        tookPart: taps.tookPart,
        attention: taps.tookPart ? (taps.attention ?? null) : null,
        mood: taps.tookPart ? (taps.mood ?? null) : null,
        chips: taps.tookPart ? [...new Set(taps.chips ?? [])] : [],
      }),
    );
    return recordView(row, await this.access.names([row.ran_by]));
  }

  // Every resident of the session took part; what was already tapped for one stays.
  async everyonePresent(actorId: string, sessionId: string): Promise<ActivityRecord[]> {
    const session = await this.access.session(sessionId);
    const kept = new Map((await this.store.sessionRecords(sessionId)).map((r) => [r.resident_id, r]));
    const rows = await this.store.transaction(async (em) => {
      const stored: RecordRow[] = [];
      for (const resident of session.residents) {
        const before = kept.get(resident.id);
        stored.push(
          await this.put(em, session, actorId, {
            residentId: resident.id,
            tookPart: true,
            attention: before?.attention ?? null,
            mood: before?.mood ?? null,
            chips: before?.chips ?? [],
          }),
        );
      }
      return stored;
    });
    const names = await this.access.names(rows.map((r) => r.ran_by));
    return rows.map((r) => recordView(r, names));
  }

  // The session ended: its records count its whole length (announced again where that changed them).
  async sessionEnded(em: EntityManager, session: SessionRow, endedAt: Date): Promise<void> {
    const minutes = sessionMinutes(session.started_at, endedAt);
    for (const row of await this.store.setSessionMinutes(em, session.id, minutes))
      await this.announce(em, row, closingSongOf(session));
  }

  // A texted activity finished by a loved one who lives in a care home: a one-to-one record of it, once.
  @FactHandler('games.activity-completed', { consumer: 'games.resident-records' })
  async onActivityCompleted({ data }: Fact<'games.activity-completed'>): Promise<void> {
    const resident = await this.store.residentOfSenior(data.seniorId);
    if (!resident) return;
    const completedAt = new Date(data.completedAt);
    const stored = await this.store.transaction(async (em) => {
      const row = await this.store.putRecord(
        em,
        {
          id: randomUUID(),
          sourceKey: `completion:${data.gameInstanceId}:${data.completedAt}`,
          resident_id: resident.resident_id,
          home_id: resident.home_id,
          senior_id: resident.senior_id,
          session_id: null,
          date: dayOf(completedAt),
          minutes: playedMinutes(data.totalTimeMs),
          kind: 'one-to-one',
          took_part: true,
          attention: null,
          mood: null,
          chips: [],
          what: data.title,
          ran_by: null,
          recordedAt: new Date(this.clock.now()),
        },
        true,
      );
      if (row) await this.announce(em, row, null);
      return row;
    });
    if (stored) this.log.info({ recordId: stored.id, residentId: stored.resident_id }, 'one-to-one record kept');
  }

  private async put(
    em: EntityManager,
    session: SessionRow,
    actorId: string,
    taps: Pick<RecordTaps, 'residentId' | 'tookPart'> & Pick<RecordRow, 'attention' | 'mood' | 'chips'>,
  ): Promise<RecordRow> {
    const resident = session.residents.find((r) => r.id === taps.residentId)!;
    const now = new Date(this.clock.now());
    const record: NewRecord = {
      id: randomUUID(),
      sourceKey: `session:${session.id}:${resident.id}`,
      resident_id: resident.id,
      home_id: session.home_id,
      senior_id: resident.seniorId,
      session_id: session.id,
      date: dayOf(session.started_at),
      minutes: sessionMinutes(session.started_at, session.ended_at ?? now),
      kind: 'group',
      took_part: taps.tookPart,
      attention: taps.attention,
      mood: taps.mood,
      chips: taps.chips,
      what: session.theme,
      ran_by: actorId,
      recordedAt: now,
    };
    const row = (await this.store.putRecord(em, record))!;
    await this.announce(em, row, closingSongOf(session));
    return row;
  }

  private async announce(em: EntityManager, row: RecordRow, song: string | null): Promise<void> {
    await this.facts.record(em, 'games.resident-activity-recorded', {
      recordId: row.id,
      residentId: row.resident_id,
      homeId: row.home_id,
      seniorId: row.senior_id,
      sessionId: row.session_id,
      date: row.date,
      kind: row.kind,
      tookPart: row.took_part,
      minutes: row.minutes,
      what: row.what.slice(0, 500),
      chips: row.chips,
      song: row.took_part ? song : null,
    });
  }
}

// The song a session ends on (its last card), for the family's line.
const closingSongOf = (session: SessionRow): string | null => {
  const last = session.deck[session.deck.length - 1];
  return last?.kind === 'closing-song' && last.song ? last.song.title.slice(0, 200) : null;
};
