import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { PhotosService } from './photos.service';

// Photos of the activities: uploads by the team, reads by the team or the play page.
@Controller()
export class PhotosNatsController {
  constructor(private readonly photos: PhotosService) {}

  @BusHandler('games.photos.upload')
  uploadPhoto(@Payload() req: BusRequest<'games.photos.upload'>) {
    return this.photos.upload(requireActor(req), req.data);
  }

  @BusHandler('games.photos.read')
  readPhoto(@Payload() req: BusRequest<'games.photos.read'>) {
    // With a token: the play page. Without: a signed-in team member.
    if (!req.data.token) requireActor(req);
    return this.photos.read(req.data.photoId, req.data.token);
  }
}
