import { busController } from '@carewith/platform';
import { AboutMeSharesService } from './about-me-shares.service';
import { AboutMeService } from './about-me.service';

// "Who I am": the page and its shares for members of the loved one's team (actor); open and photo for
// the reader of a shared link (no actor: the link, and its PIN, are the capability).
export class AboutMeNatsController extends busController(
  { page: AboutMeService, shares: AboutMeSharesService },
  {
    'games.aboutMe.get': { actor: ({ page }, d, actorId) => page.get(actorId, d.seniorId) },
    'games.aboutMe.addNote': { actor: ({ page }, d, actorId) => page.addNote(actorId, d.seniorId, d.note) },
    'games.aboutMe.removeNote': { actor: ({ page }, d, actorId) => page.removeNote(actorId, d.seniorId, d.noteId) },
    'games.aboutMe.setVisibility': {
      actor: ({ page }, d, actorId) => page.setVisibility(actorId, d.seniorId, d.change),
    },
    'games.aboutMe.export': { actor: ({ page }, d) => page.export(d.seniorId) },
    'games.aboutMe.shares': { actor: ({ shares }, d) => shares.list(d.seniorId) },
    'games.aboutMe.share': { actor: ({ shares }, d, actorId) => shares.create(actorId, d.seniorId, d.share) },
    'games.aboutMe.revoke': { actor: ({ shares }, d) => shares.revoke(d.seniorId, d.shareId) },
    'games.aboutMe.open': { anyone: ({ shares }, { data }) => shares.open(data.token, data.pin) },
    'games.aboutMe.photo': {
      anyone: ({ shares }, { data }) => shares.photo(data.token, data.openId, data.photoId),
    },
  },
) {}
