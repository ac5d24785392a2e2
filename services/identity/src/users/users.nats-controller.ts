import { busController } from '@carewith/platform';
import { UsersService } from './users.service';

export class UsersNatsController extends busController(
  { users: UsersService },
  {
    'identity.users.upsertFromSignIn': { anyone: ({ users }, { data }) => users.upsertFromSignIn(data) },
    'identity.users.get': { anyone: ({ users }, { data }) => users.get(data.userId) },
    'identity.users.getMany': { anyone: ({ users }, { data }) => users.getMany(data.userIds) },
    // Only ever one's own account: the actor, never an id from the data.
    'identity.users.setLanguage': { actor: ({ users }, data, actorId) => users.setLanguage(actorId, data) },
    'identity.users.delete': { actor: ({ users }, _data, actorId) => users.delete(actorId) },
  },
) {}
