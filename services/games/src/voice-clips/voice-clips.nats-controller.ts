import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { VoiceClipsService } from './voice-clips.service';

type Req<P extends Parameters<typeof BusHandler>[0]> = HandlerRequest<BusRequestData<P>>;

@Controller()
export class VoiceClipsNatsController {
  constructor(private readonly clips: VoiceClipsService) {}

  @BusHandler('games.voiceClips.upload')
  upload(@Payload() req: Req<'games.voiceClips.upload'>) {
    return this.clips.upload(requireActor(req), req.data);
  }

  @BusHandler('games.voiceClips.read')
  read(@Payload() req: Req<'games.voiceClips.read'>) {
    // With a token: the play page. Without: a signed-in team member.
    if (!req.data.token) requireActor(req);
    return this.clips.read(req.data.clipId, req.data.token);
  }
}
