import { Injectable } from '@nestjs/common';
import { DomainError, VoiceClipRef, VoiceClipUse, voiceRefOf } from '@carewith/contracts';
import { TeamMediaService } from '../media/team-media.service';
import { VoiceClipEntity } from '../read-model/voice-clip.entity';

const NOT_FOUND = () => new DomainError('NOT_FOUND', 'Voice clip not found');

// A family member's voice for a step, kept and shown exactly as photos are.
@Injectable()
export class VoiceClipsService {
  constructor(private readonly media: TeamMediaService) {}

  async upload(
    actorId: string,
    input: { mp3Base64: string; durationMs: number; careTeamId?: string; use?: VoiceClipUse },
  ): Promise<VoiceClipRef> {
    // A song of the memory box may come from any member of the team; a step's voice from
    // its Co-Caregivers.
    const song = input.use === 'song';
    const clip = await this.media.add(
      VoiceClipEntity,
      actorId,
      {
        careTeamId: input.careTeamId,
        refusal: song ? 'Only a member of the care team can add songs.' : 'Only a Co-Caregiver can add voice clips.',
        who: song ? 'members' : 'owners',
      },
      { mp3: Buffer.from(input.mp3Base64, 'base64'), durationMs: input.durationMs },
    );
    return { clipId: clip.id, ref: voiceRefOf(clip.id), url: `/api/voice-clips/${clip.id}` };
  }

  // Team members hear their team's clips; a play link hears only the clips its activity uses.
  async read(clipId: string, token?: string): Promise<{ mp3Base64: string }> {
    const ref = voiceRefOf(clipId);
    const clip = await this.media.readable(
      VoiceClipEntity,
      clipId,
      token,
      (s) => s.voice === ref,
      (config) => config.song?.voice === ref,
    );
    if (!clip) throw NOT_FOUND();
    return { mp3Base64: clip.mp3.toString('base64') };
  }
}
