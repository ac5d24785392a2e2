import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { PhotosService } from './photos.service';

// Photos of the activities: uploads by the team, reads by the team or the play page.
@Controller()
export class PhotosNatsController {
  constructor(private readonly photos: PhotosService) {}

  @ActorHandler('games.photos.upload')
  uploadPhoto(data: BusRequestData<'games.photos.upload'>, actorId: string) {
    return this.photos.upload(actorId, data);
  }

  @BusHandler('games.photos.read')
  readPhoto(@Payload() req: BusRequest<'games.photos.read'>) {
    // With a token: the play page. Without: a signed-in team member.
    if (!req.data.token) requireActor(req);
    return this.photos.read(req.data.photoId, req.data.token);
  }
}
