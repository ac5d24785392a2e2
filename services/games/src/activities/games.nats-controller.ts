import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
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

  @BusHandler('games.create')
  create(@Payload() req: BusRequest<'games.create'>) {
    return this.activities.create(requireActor(req), req.data);
  }

  @BusHandler('games.update')
  update(@Payload() req: BusRequest<'games.update'>) {
    requireActor(req);
    return this.activities.update(req.data.gameId, req.data.update);
  }

  @BusHandler('games.get')
  get(@Payload() req: BusRequest<'games.get'>) {
    requireActor(req);
    return this.activities.detail(req.data.gameId);
  }

  @BusHandler('games.duplicate')
  duplicate(@Payload() req: BusRequest<'games.duplicate'>) {
    return this.activities.duplicate(requireActor(req), req.data.gameId);
  }

  @BusHandler('games.preview')
  preview(@Payload() req: BusRequest<'games.preview'>) {
    requireActor(req);
    return this.activities.preview(req.data.gameId);
  }

  @BusHandler('games.export')
  export(@Payload() req: BusRequest<'games.export'>) {
    requireActor(req);
    return this.activities.export(req.data.gameId);
  }

  @BusHandler('games.send')
  send(@Payload() req: BusRequest<'games.send'>) {
    return this.sendActivity.send(requireActor(req), req.data.gameId, req.data.message);
  }
}
