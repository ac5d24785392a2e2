import { busController } from '@carewith/platform';
import { VoiceClipsService } from './voice-clips.service';

export class VoiceClipsNatsController extends busController(
  { clips: VoiceClipsService },
  {
    'games.voiceClips.upload': { actor: ({ clips }, data, actorId) => clips.upload(actorId, data) },
    'games.voiceClips.read': { tokenOrActor: ({ clips }, data) => clips.read(data.clipId, data.token) },
  },
) {}
