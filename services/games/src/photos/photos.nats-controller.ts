import { busController } from '@carewith/platform';
import { PhotosService } from './photos.service';

// Photos of the activities: uploads by the team, reads by the team or the play page.
export class PhotosNatsController extends busController(
  { photos: PhotosService },
  {
    'games.photos.upload': { actor: ({ photos }, data, actorId) => photos.upload(actorId, data) },
    'games.photos.read': { tokenOrActor: ({ photos }, data) => photos.read(data.photoId, data.token) },
  },
) {}
