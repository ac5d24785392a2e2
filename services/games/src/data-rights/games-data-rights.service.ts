import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import {
  difficultyStreamId,
  DomainError,
  gameStreamId,
  QUEUE_NAMES,
  ReminderJob,
  SeniorGamesExport,
  SlotJob,
  TEMPLATE_SLUGS,
} from '@carewith/contracts';
import {
  BusClient,
  createLogger,
  EVENT_STORE,
  EventStore,
  JOB_QUEUE,
  JobQueue,
  JobStillRunningError,
} from '@carewith/platform';
import { GameAccessService } from '../activities/game-access.service';
import { toGameInstance, toResult } from '../dashboard/games-read.service';
import { toPlayLink } from '../links/play-links.service';
import { StreamStateCache } from '../play/stream-state-cache';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';
import { ResultEntity } from '../read-model/result.entity';
import { ScheduleStore } from '../schedules/schedule-store';

const PHOTO_REFS = /photo:([0-9a-f-]{36})/g;
const photoIdsIn = (instances: GameInstanceEntity[]) => [
  ...new Set(instances.flatMap((i) => [...JSON.stringify(i.configJSON).matchAll(PHOTO_REFS)].map((m) => m[1]!))),
];

// A loved one's data in the games service: everything for the archive, and erasure.
@Injectable()
export class GamesDataRightsService {
  private readonly log = createLogger(GamesDataRightsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: GameAccessService,
    private readonly bus: BusClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly streams: StreamStateCache,
    private readonly schedules: ScheduleStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async exportBySenior(seniorId: string | null, careTeamId: string): Promise<SeniorGamesExport> {
    const instances = await this.authorizedInstances(seniorId, careTeamId);
    const ids = instances.map((i) => i.id);
    const [links, results] = await Promise.all([
      this.dataSource
        .getRepository(MagicLinkEntity)
        .find({ where: { gameInstanceId: In(ids) }, order: { createdAt: 'ASC' } }),
      this.dataSource.getRepository(ResultEntity).findBy({ gameInstanceId: In(ids) }),
    ]);
    const activities = [];
    for (const instance of instances) {
      const result = results.find((r) => r.gameInstanceId === instance.id);
      const events = await this.store.readStream(gameStreamId(instance.id));
      activities.push({
        ...toGameInstance(instance),
        links: links.filter((l) => l.gameInstanceId === instance.id).map(toPlayLink),
        result: result ? toResult(result) : null,
        events: events.map((e) => ({
          revision: e.revision,
          type: e.type,
          data: e.data,
          recordedAt: e.createdAt.toISOString(),
        })),
      });
    }
    const referenced = photoIdsIn(instances);
    const photos = referenced.length
      ? await this.dataSource.query<{ id: string }[]>(
          'SELECT id FROM photos WHERE id = ANY($1::uuid[]) AND care_team_id = $2 ORDER BY created_at',
          [referenced, careTeamId],
        )
      : [];
    return { activities, photoIds: photos.map((p) => p.id) };
  }

  // Streams first, then the read model in one transaction: a retry after a failure finds the rows
  // again and finishes the job. Photos go when no remaining activity of the team uses them.
  async eraseBySenior(seniorId: string | null, careTeamId: string): Promise<{ gameIds: string[]; photos: number }> {
    const instances = await this.authorizedInstances(seniorId, careTeamId);
    const gameIds = instances.map((i) => i.id);
    for (const id of gameIds) {
      await this.store.deleteStream(gameStreamId(id));
      this.streams.delete(gameStreamId(id));
    }
    // The loved one's difficulty levels, one stream per template.
    if (seniorId) for (const t of TEMPLATE_SLUGS) await this.store.deleteStream(difficultyStreamId(seniorId, t));
    let scheduled: string[] = [];
    const photos = await this.dataSource.transaction(async (em) => {
      // Their schedules, slot choices and scheduled-send days (issue #15).
      scheduled = await this.schedules.erase(em, seniorId, careTeamId);
      // Deleting the instances first locks them: a projector applying a late event waits, then skips it.
      await em.query('DELETE FROM game_instances WHERE id = ANY($1::uuid[])', [gameIds]);
      await em.query('DELETE FROM game_events WHERE game_instance_id = ANY($1::uuid[])', [gameIds]);
      // Their gentle reminders (the texts themselves are messaging's, erased by activity id).
      await em.query('DELETE FROM reminders WHERE game_id = ANY($1::uuid[])', [gameIds]);
      // What the loved one knows, item by item (derived from those activities' answers).
      if (seniorId) await em.query('DELETE FROM item_mastery WHERE senior_id = $1', [seniorId]);
      else await em.query('DELETE FROM item_mastery WHERE care_team_id = $1', [careTeamId]);
      if (seniorId === null) {
        const [gone] = await em.query<{ n: number }[]>(
          'WITH gone AS (DELETE FROM photos WHERE care_team_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
          [careTeamId],
        );
        return gone?.n ?? 0;
      }
      const candidates = photoIdsIn(instances);
      if (!candidates.length) return 0;
      const remaining = await em.getRepository(GameInstanceEntity).findBy({ careTeamId });
      const stillUsed = new Set(photoIdsIn(remaining));
      const unused = candidates.filter((id) => !stillUsed.has(id));
      if (!unused.length) return 0;
      const [gone] = await em.query<{ n: number }[]>(
        `WITH gone AS (DELETE FROM photos WHERE id = ANY($1::uuid[]) AND care_team_id = $2 RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [unused, careTeamId],
      );
      return gone?.n ?? 0;
    });
    // Their queued slot jobs (a slot job running now finds no schedule and sends nothing).
    if (scheduled.length) {
      const seniors = new Set(scheduled);
      await this.queue.removeJobs<Partial<SlotJob>>(
        QUEUE_NAMES.schedule,
        (job) => job.name === 'slot' && seniors.has(job.data.seniorId ?? ''),
      );
    }
    // An answer already past its link check when the rows went may have re-created a stream: once more.
    for (const id of gameIds) await this.store.deleteStream(gameStreamId(id));
    // Reminders still waiting for those activities. A reminder job running now is waited for: with the
    // rows gone it finds nothing to remind, and a text it queued just before goes with messaging's erasure.
    const erased = new Set(gameIds);
    try {
      await this.queue.removeJobs<ReminderJob>(QUEUE_NAMES.reminder, (j) => erased.has(j.data.gameId));
    } catch (error) {
      if (!(error instanceof JobStillRunningError)) throw error;
      throw new DomainError('UNAVAILABLE', 'A reminder to them is being sent right now. Please try again in a minute.');
    }
    this.log.info({ activities: gameIds.length, photos }, 'activities erased');
    return { gameIds, photos };
  }

  // Only an owner of the loved one's team (care decides), and only that team's activities.
  private async authorizedInstances(seniorId: string | null, careTeamId: string): Promise<GameInstanceEntity[]> {
    if (seniorId) {
      const access = await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
      if (access.careTeamId !== careTeamId)
        throw new DomainError('NOT_FOUND', "This loved one's profile could not be found.");
    } else if ((await this.access.roleIn(careTeamId)) !== 'OWNER') {
      throw new DomainError('FORBIDDEN', 'Only a Co-Caregiver can do this.');
    }
    return this.dataSource.getRepository(GameInstanceEntity).find({
      where: seniorId ? { seniorId, careTeamId } : { careTeamId },
      order: { createdAt: 'ASC' },
    });
  }
}
