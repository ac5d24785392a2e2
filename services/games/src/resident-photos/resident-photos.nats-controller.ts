import { busController } from '@carewith/platform';
import { ResidentPhotosService } from './resident-photos.service';

// A care home resident's portrait: put and removed by a Home Manager, read by the home's staff.
export class ResidentPhotosNatsController extends busController(
  { photos: ResidentPhotosService },
  {
    'games.residentPhoto.put': {
      actor: ({ photos }, { homeId, residentId, ...photo }, actorId) =>
        photos.put({ homeId, residentId }, actorId, photo),
    },
    'games.residentPhoto.remove': { actor: ({ photos }, data) => photos.remove(data) },
    'games.residentPhoto.read': { actor: ({ photos }, data) => photos.read(data) },
  },
) {}
