import { Inject, Injectable } from '@nestjs/common';
import {
  ActivityStarters,
  ConversationExport,
  ConversationStarter,
  DomainError,
  QUEUE_NAMES,
  SENIOR_STARTERS_ACTIVITIES,
  SeniorStarters,
  TeamRole,
} from '@carewith/contracts';
import type { BusReplyData } from '@carewith/contracts';
import { BusClient, createLogger, JOB_QUEUE, JobQueue, JobStillRunningError } from '@carewith/platform';
import { WRITER, Writer } from '../writers/writer';
import { localStarters } from './local-starters';
import { starterInput } from './starter-input';
import { StarterRow, StarterStore } from './starter-store';

const NOT_FOUND = () => new DomainError('NOT_FOUND', 'This conversation starter could not be found.');
export const ONLY_MARKER_OR_CO_CAREGIVER =
  'Only the member who marked this, or a Co-Caregiver, can change or undo the mark.';

// Conversation starters: written once per completed activity by one writer (all or
// nothing), read by every member of the loved one's team, marked "we talked about it" by any of them.
@Injectable()
export class StartersService {
  private readonly log = createLogger(StartersService.name);

  constructor(
    private readonly store: StarterStore,
    private readonly bus: BusClient,
    @Inject(WRITER) private readonly writer: Writer,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  // The activity's starters, written now if they were not yet: null while it has no result (the
  // projection may not have caught up with the completion), [] for an activity with no loved one.
  async ensure(gameId: string): Promise<StarterRow[] | null> {
    const existing = await this.store.ofGame(gameId);
    if (existing.length) return existing;
    const activity = await this.bus.request('games.conversation.activity', { gameId });
    if (!activity.completedAt) return null;
    if (!activity.seniorId) return [];
    const input = starterInput(activity);
    const { value: texts, writer } = await this.writer.choose(
      'starters',
      (ai) => ai.starters(input),
      () => localStarters(input),
    );
    // One writer's set or the other's, never a mix: the job and a first read may race.
    const { rows, written } = await this.store.addOnce(
      { gameId, seniorId: activity.seniorId, careTeamId: activity.careTeamId },
      texts,
      writer,
    );
    if (written) this.log.info({ gameId, starters: rows.length, writer }, 'conversation starters written');
    return rows;
  }

  async byGame(actorId: string, gameId: string): Promise<ActivityStarters> {
    // games checks the caller may see the activity (404 otherwise) and says their role.
    const detail = await this.bus.request('games.get', { gameId });
    const game = detail.gameInstance;
    const rows = game.seniorId && detail.result ? ((await this.ensure(gameId)) ?? []) : [];
    return {
      gameInstanceId: game.id,
      seniorId: game.seniorId,
      title: game.configJSON.title?.trim() || detail.template.title,
      templateId: game.templateId,
      completedAt: detail.result?.completedAt ?? null,
      starters: await this.views(rows, actorId, detail.myRole),
    };
  }

  // The profile: the latest completed activities' starters.
  async bySenior(actorId: string, seniorId: string): Promise<SeniorStarters> {
    const access = await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    const { results } = await this.bus.request('games.results.bySenior', {
      seniorId,
      limit: SENIOR_STARTERS_ACTIVITIES,
    });
    const rows = await Promise.all(results.map(async (r) => (await this.ensure(r.gameInstanceId)) ?? []));
    // One look-up of the markers' names for all the activities, then each activity's starters back.
    const byGame = new Map<string, ConversationStarter[]>();
    for (const starter of await this.views(rows.flat(), actorId, access.role)) {
      byGame.set(starter.gameInstanceId, [...(byGame.get(starter.gameInstanceId) ?? []), starter]);
    }
    const activities = results.map((r): ActivityStarters => ({
      gameInstanceId: r.gameInstanceId,
      seniorId,
      title: r.title,
      templateId: r.templateId,
      completedAt: r.completedAt,
      starters: byGame.get(r.gameInstanceId) ?? [],
    }));
    return { activities };
  }

  // "We talked about it": any member may mark a starter; a mark someone else made is changed or
  // undone only by them or a Co-Caregiver (decision 146).
  async mark(actorId: string, starterId: string, note: string | null): Promise<ConversationStarter> {
    const { row, role } = await this.loadForMark(actorId, starterId);
    const updated = await this.store.mark(row.id, actorId, note?.trim() ? note.trim() : null);
    this.log.info({ starterId, note: Boolean(note?.trim()) }, 'conversation starter marked as talked about');
    return (await this.views([updated ?? row], actorId, role))[0]!;
  }

  async unmark(actorId: string, starterId: string): Promise<ConversationStarter> {
    const { row, role } = await this.loadForMark(actorId, starterId);
    const updated = await this.store.unmark(row.id);
    return (await this.views([updated ?? row], actorId, role))[0]!;
  }

  private async loadForMark(actorId: string, starterId: string): Promise<{ row: StarterRow; role: TeamRole }> {
    const row = await this.store.byId(starterId);
    if (!row) throw NOT_FOUND();
    // Outsiders learn nothing (care answers 404 for a loved one they cannot see).
    const access = await this.bus.request('care.seniors.authorize', { seniorId: row.senior_id, need: 'view' });
    if (row.talked_by && row.talked_by !== actorId && access.role !== 'OWNER')
      throw new DomainError('FORBIDDEN', ONLY_MARKER_OR_CO_CAREGIVER);
    return { row, role: access.role };
  }

  private async views(rows: StarterRow[], actorId: string, role: TeamRole): Promise<ConversationStarter[]> {
    const markers = [...new Set(rows.map((r) => r.talked_by).filter((id): id is string => id !== null))];
    const users = markers.length ? await this.bus.request('identity.users.getMany', { userIds: markers }) : [];
    const names = new Map(users.map((u) => [u.id, u.firstName]));
    return rows.map((r) => ({
      id: r.id,
      gameInstanceId: r.game_instance_id,
      position: r.position,
      text: r.text,
      writer: r.writer,
      createdAt: r.created_at.toISOString(),
      talked:
        r.talked_by && r.talked_at
          ? {
              byUserId: r.talked_by,
              byName: names.get(r.talked_by) ?? null,
              at: r.talked_at.toISOString(),
              note: r.talked_note,
            }
          : null,
      canChangeMark: !r.talked_by || r.talked_by === actorId || role === 'OWNER',
    }));
  }

  // Internal (no actor): the starters the family marked "we talked about it", newest first, for the
  // loved one's "About me" page (games), read by a member or through a shared link.
  async talkedBySenior(seniorId: string): Promise<BusReplyData<'insights.starters.talkedBySenior'>> {
    const rows = await this.store.talkedAbout(seniorId);
    return rows.map((r) => ({
      id: r.id,
      text: r.text,
      note: r.talked_note,
      talkedBy: r.talked_by!,
      talkedAt: r.talked_at!.toISOString(),
    }));
  }

  // The archive (owners only, like the reports): the starters with their marks, and the letters.
  async exportBySenior(seniorId: string, gameIds: string[]): Promise<ConversationExport> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const { starters, letters } = await this.store.exportBySenior(seniorId, gameIds);
    return {
      starters: starters.map((s) => ({
        id: s.id,
        gameInstanceId: s.game_instance_id,
        position: s.position,
        text: s.text,
        writer: s.writer,
        createdAt: s.created_at.toISOString(),
        talkedBy: s.talked_by,
        talkedAt: s.talked_at ? s.talked_at.toISOString() : null,
        talkedNote: s.talked_note,
      })),
      letters,
    };
  }

  // Erasure: the starters and letters, and the ai jobs that would write them again. Jobs go first.
  async eraseBySenior(seniorId: string, gameIds: string[]): Promise<{ rows: number; jobs: number }> {
    const games = new Set(gameIds);
    let jobs: number;
    try {
      jobs = await this.queue.removeJobs<{ gameInstanceId?: string; seniorId?: string }>(
        QUEUE_NAMES.ai,
        (j) =>
          (j.data.gameInstanceId !== undefined && games.has(j.data.gameInstanceId)) || j.data.seniorId === seniorId,
      );
    } catch (error) {
      if (!(error instanceof JobStillRunningError)) throw error;
      throw new DomainError(
        'UNAVAILABLE',
        'A letter about them is being written right now. Please try again in a minute.',
      );
    }
    const rows = await this.store.erase(seniorId, gameIds);
    this.log.info({ rows, jobs }, 'conversation starters and letters erased');
    return { rows, jobs };
  }
}
