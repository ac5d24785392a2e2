import { Inject, Injectable } from '@nestjs/common';
import { DomainError, QUEUE_NAMES, ReminderJob, SlotJob } from '@carewith/contracts';
import { createLogger, FactBus, JOB_QUEUE, JobQueue, JobStillRunningError } from '@carewith/platform';
import { GameAccessService } from '../activities/game-access.service';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { DataRightsStore } from './data-rights-store';
import { StreamErasure } from './stream-erasure';

// A loved one's data in the games service: erasure (the archive is GamesArchiveService's).
@Injectable()
export class GamesDataRightsService {
  private readonly log = createLogger(GamesDataRightsService.name);

  constructor(
    private readonly access: GameAccessService,
    private readonly streams: StreamErasure,
    private readonly store: DataRightsStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly facts: FactBus,
  ) {}

  // Streams first, then the read model in one transaction (DataRightsStore.eraseRows): a retry after a
  // failure finds the rows again and finishes the job. Photos and voice clips (the activities' and the
  // memory box's) go when no remaining activity of the team uses them.
  async eraseBySenior(
    seniorId: string | null,
    careTeamId: string,
  ): Promise<{ gameIds: string[]; photos: number; voiceClips: number }> {
    const instances = await this.authorizedInstances(seniorId, careTeamId);
    const gameIds = instances.map((i) => i.id);
    await this.streams.activities(gameIds);
    // The loved one's difficulty levels, one stream per template.
    if (seniorId) await this.streams.difficulty(seniorId);
    // Their everyday goals, one stream each (their rows go in the transaction below).
    await this.streams.goals(await this.store.goalIds(seniorId, careTeamId));
    const { scheduled, photos, voiceClips } = await this.store.eraseRows(seniorId, careTeamId, instances);
    // Their queued slot jobs (a slot job running now finds no schedule and sends nothing).
    if (scheduled.length) {
      const seniors = new Set(scheduled);
      await this.queue.removeJobs<Partial<SlotJob>>(
        QUEUE_NAMES.schedule,
        (job) => job.name === 'slot' && seniors.has(job.data.seniorId ?? ''),
      );
    }
    // An answer already past its link check when the rows went may have re-created a stream: once more.
    await this.streams.activitiesAgain(gameIds);
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
      const access = await this.access.authorize(seniorId, 'manage');
      if (access.careTeamId !== careTeamId)
        throw new DomainError('NOT_FOUND', "This loved one's profile could not be found.");
    } else if ((await this.access.roleIn(careTeamId)) !== 'OWNER') {
      throw new DomainError('FORBIDDEN', 'Only a Co-Caregiver can do this.');
    }
    return this.store.instances(seniorId, careTeamId);
  }
}
