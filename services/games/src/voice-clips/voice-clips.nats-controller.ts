import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { VoiceClipsService } from './voice-clips.service';

@Controller()
export class VoiceClipsNatsController {
  constructor(private readonly clips: VoiceClipsService) {}

  @ActorHandler('games.voiceClips.upload')
  upload(data: BusRequestData<'games.voiceClips.upload'>, actorId: string) {
    return this.clips.upload(actorId, data);
  }

  @BusHandler('games.voiceClips.read')
  read(@Payload() req: BusRequest<'games.voiceClips.read'>) {
    // With a token: the play page. Without: a signed-in team member.
    if (!req.data.token) requireActor(req);
    return this.clips.read(req.data.clipId, req.data.token);
  }
}
