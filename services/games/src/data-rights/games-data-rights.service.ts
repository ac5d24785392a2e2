import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  difficultyStreamId,
  goalStreamId,
  DomainError,
  gameStreamId,
  QUEUE_NAMES,
  ReminderJob,
  SlotJob,
  TEMPLATE_SLUGS,
} from '@carewith/contracts';
import {
  BusClient,
  createLogger,
  EVENT_STORE,
  EventStore,
  FactBus,
  JOB_QUEUE,
  JobQueue,
  JobStillRunningError,
} from '@carewith/platform';
import { GameAccessService } from '../activities/game-access.service';
import { StreamStateCache } from '../play/stream-state-cache';
import { AboutMeStore } from '../about-me/about-me-store';
import { GoalStore } from '../goals/goal-store';
import { BoxStore } from '../memory-box/box-store';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { ScheduleStore } from '../schedules/schedule-store';

// Photos ("photo:<id>") and voice clips ("voice:<id>", issue #16) the activities' steps use.
const refIdsIn = (kind: 'photo' | 'voice', instances: GameInstanceEntity[]) => {
  const refs = new RegExp(`${kind}:([0-9a-f-]{36})`, 'g');
  return [...new Set(instances.flatMap((i) => [...JSON.stringify(i.configJSON).matchAll(refs)].map((m) => m[1]!)))];
};
export const photoIdsIn = (instances: GameInstanceEntity[]) => refIdsIn('photo', instances);
export const clipIdsIn = (instances: GameInstanceEntity[]) => refIdsIn('voice', instances);

// A loved one's data in the games service: erasure (the archive is GamesArchiveService's).
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
    private readonly box: BoxStore,
    private readonly aboutMe: AboutMeStore,
    private readonly goals: GoalStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly facts: FactBus,
  ) {}

  // Streams first, then the read model in one transaction: a retry after a failure finds the rows
  // again and finishes the job. Photos and voice clips (the activities' and the memory box's) go when no
  // remaining activity of the team uses them.
  async eraseBySenior(
    seniorId: string | null,
    careTeamId: string,
  ): Promise<{ gameIds: string[]; photos: number; voiceClips: number }> {
    const instances = await this.authorizedInstances(seniorId, careTeamId);
    const gameIds = instances.map((i) => i.id);
    for (const id of gameIds) {
      await this.store.deleteStream(gameStreamId(id));
      this.streams.delete(gameStreamId(id));
    }
    // The loved one's difficulty levels, one stream per template.
    if (seniorId) for (const t of TEMPLATE_SLUGS) await this.store.deleteStream(difficultyStreamId(seniorId, t));
    // Their everyday goals, one stream each (their rows go in the transaction below).
    for (const goalId of await this.goals.idsOf(seniorId, careTeamId))
      await this.store.deleteStream(goalStreamId(goalId));
    let scheduled: string[] = [];
    const { photos, voiceClips } = await this.dataSource.transaction(async (em) => {
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
      // Their memory box (issue #27): its rows here, its photos and song clips with the activities' own.
      const box = await this.box.erase(em, seniorId, careTeamId);
      // Their "About me" page: the family's lines, switches and shares (every link then reads gone).
      await this.aboutMe.erase(em, seniorId, careTeamId);
      await this.goals.erase(em, seniorId, careTeamId);
      // One loved one: the team's other activities are read only when the erased ones use a photo or clip.
      const referenced = {
        photos: [...new Set([...photoIdsIn(instances), ...box.photoIds])],
        voice_clips: [...new Set([...clipIdsIn(instances), ...box.clipIds])],
      };
      const remaining =
        seniorId !== null && (referenced.photos.length || referenced.voice_clips.length)
          ? await em.getRepository(GameInstanceEntity).findBy({ careTeamId })
          : [];
      // The whole team: all of its photos and clips. One loved one: those no other activity uses.
      const erase = async (table: 'photos' | 'voice_clips', idsIn: typeof photoIdsIn) => {
        if (seniorId === null) {
          const [gone] = await em.query<{ n: number }[]>(
            `WITH gone AS (DELETE FROM ${table} WHERE care_team_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
            [careTeamId],
          );
          return gone?.n ?? 0;
        }
        if (!referenced[table].length) return 0;
        const stillUsed = new Set(idsIn(remaining));
        const unused = referenced[table].filter((id) => !stillUsed.has(id));
        if (!unused.length) return 0;
        const [gone] = await em.query<{ n: number }[]>(
          `WITH gone AS (DELETE FROM ${table} WHERE id = ANY($1::uuid[]) AND care_team_id = $2 RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [unused, careTeamId],
        );
        return gone?.n ?? 0;
      };
      return { photos: await erase('photos', photoIdsIn), voiceClips: await erase('voice_clips', clipIdsIn) };
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
    // The facts that name them (a completion's, a send's).
    await this.facts.forget([...(seniorId ? [seniorId] : []), ...gameIds]);
    this.log.info({ activities: gameIds.length, photos, voiceClips }, 'activities erased');
    return { gameIds, photos, voiceClips };
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
