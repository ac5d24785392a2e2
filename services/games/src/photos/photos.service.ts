import { Injectable } from '@nestjs/common';
import { DomainError, photoRefOf } from '@carewith/contracts';
import { TeamMediaService } from '../media/team-media.service';
import { PhotoEntity } from '../read-model/photo.entity';

const NOT_FOUND = () => new DomainError('NOT_FOUND', 'Photo not found');

@Injectable()
export class PhotosService {
  constructor(private readonly media: TeamMediaService) {}

  async upload(actorId: string, input: { jpegBase64: string; width: number; height: number; careTeamId?: string }) {
    const photo = await this.media.add(
      PhotoEntity,
      actorId,
      { careTeamId: input.careTeamId, refusal: 'Only a Co-Caregiver can add photos.' },
      { jpeg: Buffer.from(input.jpegBase64, 'base64'), width: input.width, height: input.height },
    );
    return { photoId: photo.id, ref: photoRefOf(photo.id), url: `/api/photos/${photo.id}` };
  }

  // Team members see their team's photos; a play link sees only the photos its activity uses.
  async read(photoId: string, token?: string): Promise<{ jpegBase64: string }> {
    const ref = photoRefOf(photoId);
    const photo = await this.media.readable(
      PhotoEntity,
      photoId,
      token,
      (s) => ('photo' in s && s.photo === ref) || ('image' in s && s.image === ref),
    );
    if (!photo) throw NOT_FOUND();
    return { jpegBase64: photo.jpeg.toString('base64') };
  }
}
