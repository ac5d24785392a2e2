import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ActorHandler, BusHandler, BusRequest } from '@carewith/platform';
import { UsersService } from './users.service';

@Controller()
export class UsersNatsController {
  constructor(private readonly users: UsersService) {}

  @BusHandler('identity.users.upsertFromSignIn')
  upsert(@Payload() req: BusRequest<'identity.users.upsertFromSignIn'>) {
    return this.users.upsertFromSignIn(req.data);
  }

  @BusHandler('identity.users.get')
  get(@Payload() req: BusRequest<'identity.users.get'>) {
    return this.users.get(req.data.userId);
  }

  @BusHandler('identity.users.getMany')
  getMany(@Payload() req: BusRequest<'identity.users.getMany'>) {
    return this.users.getMany(req.data.userIds);
  }

  // Only ever one's own account: the actor, never an id from the data.
  @ActorHandler('identity.users.delete')
  delete(_data: unknown, actorId: string) {
    return this.users.delete(actorId);
  }
}
