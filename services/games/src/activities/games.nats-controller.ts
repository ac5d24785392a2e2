import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { PlayLinksService } from '../links/play-links.service';
import { PhotosService } from '../photos/photos.service';
import { PlayService } from '../play/play.service';
import { ActivitiesService } from './activities.service';
import { TemplatesService } from './templates.service';
import { SendActivityService } from './send-activity.service';

@Controller()
export class GamesNatsController {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly templates: TemplatesService,
    private readonly links: PlayLinksService,
    private readonly play: PlayService,
    private readonly photos: PhotosService,
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

  @BusHandler('games.links.create')
  createLink(@Payload() req: BusRequest<'games.links.create'>) {
    return this.links.create(requireActor(req), req.data.gameId);
  }

  @BusHandler('games.links.revoke')
  revokeLink(@Payload() req: BusRequest<'games.links.revoke'>) {
    requireActor(req);
    return this.links.revoke(req.data.gameId, req.data.linkId);
  }

  // The loved one's side: no actor, the token is the capability.
  @BusHandler('games.play.get')
  openPlay(@Payload() req: BusRequest<'games.play.get'>) {
    return this.play.open(req.data.token);
  }

  @BusHandler('games.play.event')
  playEvent(@Payload() req: BusRequest<'games.play.event'>) {
    return this.play.record(req.data.token, req.data.event);
  }

  @BusHandler('games.play.complete')
  playComplete(@Payload() req: BusRequest<'games.play.complete'>) {
    return this.play.complete(req.data.token, req.data.complete);
  }

  @BusHandler('games.send')
  send(@Payload() req: BusRequest<'games.send'>) {
    return this.sendActivity.send(requireActor(req), req.data.gameId, req.data.message);
  }

  @BusHandler('games.photos.upload')
  uploadPhoto(@Payload() req: BusRequest<'games.photos.upload'>) {
    return this.photos.upload(requireActor(req), req.data);
  }

  @BusHandler('games.photos.read')
  readPhoto(@Payload() req: BusRequest<'games.photos.read'>) {
    // With a token: the play page. Without: a signed-in team member.
    if (!req.data.token) requireActor(req);
    return this.photos.read(req.data.photoId, req.data.token);
  }
}
