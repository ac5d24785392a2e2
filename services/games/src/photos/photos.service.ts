import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, photoRefOf, stepsFor } from '@carewith/contracts';
import { GameAccessService } from '../activities/game-access.service';
import { PlayLinksService } from '../links/play-links.service';
import { PhotoEntity } from '../read-model/photo.entity';

const NOT_FOUND = () => new DomainError('NOT_FOUND', 'Photo not found');

@Injectable()
export class PhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: GameAccessService,
    private readonly links: PlayLinksService,
  ) {}

  async upload(actorId: string, input: { jpegBase64: string; width: number; height: number; careTeamId?: string }) {
    const careTeamId = await this.access.teamForUpload(input.careTeamId, 'Only a Co-Caregiver can add photos.');
    const repo = this.dataSource.getRepository(PhotoEntity);
    const photo = await repo.save(
      repo.create({
        careTeamId,
        jpeg: Buffer.from(input.jpegBase64, 'base64'),
        width: input.width,
        height: input.height,
        createdBy: actorId,
      }),
    );
    return { photoId: photo.id, ref: photoRefOf(photo.id), url: `/api/photos/${photo.id}` };
  }

  // Team members see their team's photos; a play link sees only the photos its activity uses.
  async read(photoId: string, token?: string): Promise<{ jpegBase64: string }> {
    const photo = await this.dataSource.getRepository(PhotoEntity).findOneBy({ id: photoId });
    if (!photo) throw NOT_FOUND();
    if (token) {
      const { instance } = await this.links.resolve(token);
      const used = stepsFor(instance.templateId, instance.configJSON.steps).some(
        (s) => ('photo' in s && s.photo === photoRefOf(photoId)) || ('image' in s && s.image === photoRefOf(photoId)),
      );
      if (!used || instance.careTeamId !== photo.careTeamId) throw NOT_FOUND();
    } else if (!(await this.access.roleIn(photo.careTeamId))) {
      throw NOT_FOUND();
    }
    return { jpegBase64: photo.jpeg.toString('base64') };
  }
}
