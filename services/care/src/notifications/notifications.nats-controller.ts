import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { NotificationsService } from './notifications.service';

@Controller()
export class NotificationsNatsController {
  constructor(private readonly notifications: NotificationsService) {}

  @BusHandler('care.notifications.get')
  get(@Payload() req: BusRequest<'care.notifications.get'>) {
    return this.notifications.get(requireActor(req), req.data.careTeamId);
  }

  @BusHandler('care.notifications.update')
  update(@Payload() req: BusRequest<'care.notifications.update'>) {
    const { careTeamId, ...settings } = req.data;
    return this.notifications.update(requireActor(req), careTeamId, settings);
  }

  @BusHandler('care.notifications.weeklyLetter.get')
  getWeeklyLetter(@Payload() req: BusRequest<'care.notifications.weeklyLetter.get'>) {
    return this.notifications.getWeeklyLetter(requireActor(req), req.data.careTeamId);
  }

  @BusHandler('care.notifications.weeklyLetter.update')
  updateWeeklyLetter(@Payload() req: BusRequest<'care.notifications.weeklyLetter.update'>) {
    const { careTeamId, ...setting } = req.data;
    return this.notifications.updateWeeklyLetter(requireActor(req), careTeamId, setting);
  }

  @BusHandler('care.notifications.activityCompleted')
  activityCompleted(@Payload() req: BusRequest<'care.notifications.activityCompleted'>) {
    return this.notifications.activityCompleted(req.data);
  }
}
