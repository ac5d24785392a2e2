import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler, BusRequest } from '@carewith/platform';
import { NotificationsService } from './notifications.service';

@Controller()
export class NotificationsNatsController {
  constructor(private readonly notifications: NotificationsService) {}

  @ActorHandler('care.notifications.get')
  get(data: BusRequestData<'care.notifications.get'>, actorId: string) {
    return this.notifications.get(actorId, data.careTeamId);
  }

  @ActorHandler('care.notifications.update')
  update(data: BusRequestData<'care.notifications.update'>, actorId: string) {
    const { careTeamId, ...settings } = data;
    return this.notifications.update(actorId, careTeamId, settings);
  }

  @ActorHandler('care.notifications.weeklyLetter.get')
  getWeeklyLetter(data: BusRequestData<'care.notifications.weeklyLetter.get'>, actorId: string) {
    return this.notifications.getWeeklyLetter(actorId, data.careTeamId);
  }

  @ActorHandler('care.notifications.weeklyLetter.update')
  updateWeeklyLetter(data: BusRequestData<'care.notifications.weeklyLetter.update'>, actorId: string) {
    const { careTeamId, ...setting } = data;
    return this.notifications.updateWeeklyLetter(actorId, careTeamId, setting);
  }

  @BusHandler('care.notifications.activityCompleted')
  activityCompleted(@Payload() req: BusRequest<'care.notifications.activityCompleted'>) {
    return this.notifications.activityCompleted(req.data);
  }
}
