import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler } from '@carewith/platform';
import { ActivitiesService } from './activities.service';
import { SendActivityService } from './send-activity.service';
import { TemplatesService } from './templates.service';

// Templates and activities: create, change, read, duplicate, preview, export, and send.
@Controller()
export class GamesNatsController {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly templates: TemplatesService,
    private readonly sendActivity: SendActivityService,
  ) {}

  @BusHandler('games.templates.list')
  listTemplates() {
    return this.templates.list();
  }

  @ActorHandler('games.create')
  create(data: BusRequestData<'games.create'>, actorId: string) {
    return this.activities.create(actorId, data);
  }

  @ActorHandler('games.update')
  update(data: BusRequestData<'games.update'>) {
    return this.activities.update(data.gameId, data.update);
  }

  @ActorHandler('games.get')
  get(data: BusRequestData<'games.get'>) {
    return this.activities.detail(data.gameId);
  }

  @ActorHandler('games.duplicate')
  duplicate(data: BusRequestData<'games.duplicate'>, actorId: string) {
    return this.activities.duplicate(actorId, data.gameId);
  }

  @ActorHandler('games.preview')
  preview(data: BusRequestData<'games.preview'>) {
    return this.activities.preview(data.gameId);
  }

  @ActorHandler('games.export')
  export(data: BusRequestData<'games.export'>) {
    return this.activities.export(data.gameId);
  }

  @ActorHandler('games.send')
  send(data: BusRequestData<'games.send'>, actorId: string) {
    return this.sendActivity.send(actorId, data.gameId, data.message);
  }
}
