import { Inject, Injectable } from '@nestjs/common';
import { ArchiveActivity, ArchiveCursor, DomainError, GamesExportPage, gameStreamId } from '@carewith/contracts';
import { BusClient, EVENT_STORE, EventStore } from '@carewith/platform';
import { toGameInstance, toResult } from '../dashboard/games-read.service';
import { toPlayLink } from '../links/play-links.service';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { clipIdsIn, DataRightsStore, photoIdsIn } from './data-rights-store';

// A page holds at most this many activities, and no more of them than fit in PAGE_BYTES of JSON (at
// least one): NATS refuses a message over its max_payload (1 MB by default), and a reply that grows
// with the family's history would one day be refused.
export const ARCHIVE_PAGE_ACTIVITIES = 25;
export const ARCHIVE_PAGE_BYTES = 64 * 1024;

// The games part of a loved one's archive, page by page in creation order (keyset on created_at, id).
// A page costs the same few statements however long the history: the activities, their links, their
// results, their play events (one read of all their streams) and the photos and clips they use.
@Injectable()
export class GamesArchiveService {
  constructor(
    private readonly store: DataRightsStore,
    private readonly bus: BusClient,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async page(seniorId: string, careTeamId: string, after: ArchiveCursor | null): Promise<GamesExportPage> {
    // Every page asks care again: the cursor is no capability.
    const access = await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    if (access.careTeamId !== careTeamId)
      throw new DomainError('NOT_FOUND', "This loved one's profile could not be found.");
    const { instances, cursors } = await this.store.activityPage(seniorId, careTeamId, after, ARCHIVE_PAGE_ACTIVITIES);
    const activities = await this.activities(instances);
    // The activities that fit the page's bytes; the rest come again on the next page.
    let kept = 0;
    for (let bytes = 0; kept < activities.length; kept++) {
      bytes += Buffer.byteLength(JSON.stringify(activities[kept]));
      if (kept > 0 && bytes > ARCHIVE_PAGE_BYTES) break;
    }
    const last = kept - 1;
    const more = kept < activities.length || instances.length === ARCHIVE_PAGE_ACTIVITIES;
    const shown = instances.slice(0, kept);
    const media = await this.store.storedMedia(photoIdsIn(shown), clipIdsIn(shown), careTeamId);
    return {
      activities: activities.slice(0, kept),
      ...media,
      next: more && last >= 0 ? { createdAt: cursors[last]!, id: instances[last]!.id } : null,
    };
  }

  private async activities(instances: GameInstanceEntity[]): Promise<ArchiveActivity[]> {
    if (!instances.length) return [];
    const ids = instances.map((i) => i.id);
    const [links, results, streams] = await Promise.all([
      this.store.links(ids),
      this.store.results(ids),
      this.events.readStreams(ids.map(gameStreamId)),
    ]);
    const resultOf = new Map(results.map((r) => [r.gameInstanceId, r]));
    return instances.map((instance) => {
      const result = resultOf.get(instance.id);
      return {
        ...toGameInstance(instance),
        links: links.filter((l) => l.gameInstanceId === instance.id).map(toPlayLink),
        result: result ? toResult(result) : null,
        events: streams.get(gameStreamId(instance.id))!.map((e) => ({
          revision: e.revision,
          type: e.type,
          data: e.data,
          recordedAt: e.createdAt.toISOString(),
        })),
      };
    });
  }
}
