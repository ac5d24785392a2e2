import { Injectable } from '@nestjs/common';
import { DeepPartial, EntityTarget } from 'typeorm';
import { AnyStep, GameConfig, stepsFor } from '@carewith/contracts';
import { GameAccessService, UploadAllowed } from '../activities/game-access.service';
import { PlayLinksService } from '../links/play-links.service';
import { MediaStore } from './media-store';

// A photo or voice clip: it belongs to one team and records who added it.
type TeamMediaRow = { id: string; careTeamId: string; createdBy: string };

// What photos and voice clips share: added by a Co-Caregiver of the team (by any member for the memory
// box), seen by its members, and by the play links of the activities whose steps use it, by nobody else.
@Injectable()
export class TeamMediaService {
  constructor(
    private readonly store: MediaStore,
    private readonly access: GameAccessService,
    private readonly links: PlayLinksService,
  ) {}

  async add<E extends TeamMediaRow>(
    entity: EntityTarget<E>,
    actorId: string,
    team: { careTeamId?: string; refusal: string; who?: UploadAllowed },
    content: DeepPartial<E>,
  ): Promise<E> {
    const careTeamId = await this.access.teamForUpload(team.careTeamId, team.refusal, team.who);
    return this.store.insert(entity, { ...content, careTeamId, createdBy: actorId } as DeepPartial<E>);
  }

  // The row, or null when there is none or the caller may not see it (both answered as not found).
  async readable<E extends TeamMediaRow>(
    entity: EntityTarget<E>,
    id: string,
    token: string | undefined,
    usedBy: (step: AnyStep) => boolean,
    // Used by the activity outside its steps (the song it ends on).
    usedByConfig: (config: GameConfig) => boolean = () => false,
  ): Promise<E | null> {
    const row = await this.store.byId(entity, id);
    if (!row) return null;
    if (token) {
      const { instance } = await this.links.resolve(token);
      const used =
        stepsFor(instance.templateId, instance.configJSON.steps).some(usedBy) || usedByConfig(instance.configJSON);
      return used && instance.careTeamId === row.careTeamId ? row : null;
    }
    return (await this.access.roleIn(row.careTeamId)) ? row : null;
  }
}
