import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ArchiveCursor } from '@carewith/contracts';
import { AboutMeStore } from '../about-me/about-me-store';
import { GoalStore } from '../goals/goal-store';
import { BoxStore } from '../memory-box/box-store';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';
import { ResultEntity } from '../read-model/result.entity';
import { ScheduleStore } from '../schedules/schedule-store';

// Photos ("photo:<id>") and voice clips ("voice:<id>") the activities' steps use.
const refIdsIn = (kind: 'photo' | 'voice', instances: GameInstanceEntity[]) => {
  const refs = new RegExp(`${kind}:([0-9a-f-]{36})`, 'g');
  return [...new Set(instances.flatMap((i) => [...JSON.stringify(i.configJSON).matchAll(refs)].map((m) => m[1]!)))];
};
export const photoIdsIn = (instances: GameInstanceEntity[]) => refIdsIn('photo', instances);
export const clipIdsIn = (instances: GameInstanceEntity[]) => refIdsIn('voice', instances);

// What erasing a loved one's (or a team's) rows took with it.
export type ErasedRows = { scheduled: string[]; photos: number; voiceClips: number };

// The statements of a family's data rights in games: the archive's pages and the erasure of every row
// of a loved one or a team, across the features' tables (their own stores erase schedules, the memory
// box, "About me" and goals, in the erasure's one transaction).
@Injectable()
export class DataRightsStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schedules: ScheduleStore,
    private readonly box: BoxStore,
    private readonly aboutMe: AboutMeStore,
    private readonly goals: GoalStore,
  ) {}

  // ---------- the archive ----------

  // One page of the loved one's activities in creation order (keyset on created_at, id), each with the
  // cursor that starts the page after it.
  async activityPage(
    seniorId: string,
    careTeamId: string,
    after: ArchiveCursor | null,
    limit: number,
  ): Promise<{ instances: GameInstanceEntity[]; cursors: string[] }> {
    const { entities, raw } = await this.dataSource
      .getRepository(GameInstanceEntity)
      .createQueryBuilder('g')
      .addSelect('g.created_at::text', 'cursor_at')
      .where('g.senior_id = :seniorId AND g.care_team_id = :careTeamId', { seniorId, careTeamId })
      .andWhere(after ? '(g.created_at, g.id) > (CAST(:at AS timestamptz), CAST(:id AS uuid))' : 'TRUE', {
        at: after?.createdAt,
        id: after?.id,
      })
      .orderBy('g.created_at', 'ASC')
      .addOrderBy('g.id', 'ASC')
      .limit(limit)
      .getRawAndEntities<{ cursor_at: string }>();
    return { instances: entities, cursors: raw.map((r) => r.cursor_at) };
  }

  // = ANY(array), not IN (list): one statement shape whatever the page's length.
  async links(gameIds: string[]): Promise<MagicLinkEntity[]> {
    return this.dataSource
      .getRepository(MagicLinkEntity)
      .createQueryBuilder('l')
      .where('l.game_instance_id = ANY(:ids)', { ids: gameIds })
      .orderBy('l.created_at', 'ASC')
      .getMany();
  }

  async results(gameIds: string[]): Promise<ResultEntity[]> {
    return this.dataSource
      .getRepository(ResultEntity)
      .createQueryBuilder('r')
      .where('r.game_instance_id = ANY(:ids)', { ids: gameIds })
      .getMany();
  }

  // Of the photos and clips referenced, those stored in the team, oldest first: one statement for both.
  async storedMedia(
    photoIds: string[],
    clipIds: string[],
    careTeamId: string,
  ): Promise<{ photoIds: string[]; voiceClipIds: string[] }> {
    if (!photoIds.length && !clipIds.length) return { photoIds: [], voiceClipIds: [] };
    const rows = await this.dataSource.query<{ kind: 'photo' | 'clip'; id: string }[]>(
      `SELECT kind, id FROM (
         SELECT 'photo' AS kind, id, created_at FROM photos WHERE id = ANY($1::uuid[]) AND care_team_id = $3
         UNION ALL
         SELECT 'clip', id, created_at FROM voice_clips WHERE id = ANY($2::uuid[]) AND care_team_id = $3
       ) media ORDER BY created_at`,
      [photoIds, clipIds, careTeamId],
    );
    const of = (kind: 'photo' | 'clip') => rows.filter((r) => r.kind === kind).map((r) => r.id);
    return { photoIds: of('photo'), voiceClipIds: of('clip') };
  }

  // ---------- erasure ----------

  // The loved one's activities (seniorId null: the whole team's), oldest first.
  async instances(seniorId: string | null, careTeamId: string): Promise<GameInstanceEntity[]> {
    return this.dataSource.getRepository(GameInstanceEntity).find({
      where: seniorId ? { seniorId, careTeamId } : { careTeamId },
      order: { createdAt: 'ASC' },
    });
  }

  // Their everyday goals' ids (each goal is a stream of its own).
  goalIds(seniorId: string | null, careTeamId: string): Promise<string[]> {
    return this.goals.idsOf(seniorId, careTeamId);
  }

  // The read model in one transaction: a retry after a failure finds the rows again and finishes the
  // job. Photos and voice clips (the activities' and the memory box's) go when no remaining activity of
  // the team uses them. `scheduled`: the loved ones whose schedules went (their slot jobs go next).
  async eraseRows(seniorId: string | null, careTeamId: string, instances: GameInstanceEntity[]): Promise<ErasedRows> {
    const gameIds = instances.map((i) => i.id);
    return this.dataSource.transaction(async (em) => {
      // Their schedules, slot choices and scheduled-send days.
      const scheduled = await this.schedules.erase(em, seniorId, careTeamId);
      // Deleting the instances first locks them: a projector applying a late event waits, then skips it.
      await em.query('DELETE FROM game_instances WHERE id = ANY($1::uuid[])', [gameIds]);
      await em.query('DELETE FROM game_events WHERE game_instance_id = ANY($1::uuid[])', [gameIds]);
      // Their gentle reminders (the texts themselves are messaging's, erased by activity id).
      await em.query('DELETE FROM reminders WHERE game_id = ANY($1::uuid[])', [gameIds]);
      // What the loved one knows, item by item (derived from those activities' answers).
      if (seniorId) await em.query('DELETE FROM item_mastery WHERE senior_id = $1', [seniorId]);
      else await em.query('DELETE FROM item_mastery WHERE care_team_id = $1', [careTeamId]);
      // Their memory box: its rows here, its photos and song clips with the activities' own.
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
      return {
        scheduled,
        photos: await erase('photos', photoIdsIn),
        voiceClips: await erase('voice_clips', clipIdsIn),
      };
    });
  }
}
