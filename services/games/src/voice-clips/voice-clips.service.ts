import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, stepsFor, VoiceClipRef, voiceRefOf } from '@carewith/contracts';
import { GameAccessService } from '../activities/game-access.service';
import { PlayLinksService } from '../links/play-links.service';
import { VoiceClipEntity } from '../read-model/voice-clip.entity';

const NOT_FOUND = () => new DomainError('NOT_FOUND', 'Voice clip not found');

// A family member's voice for a step (issue #16), kept and shown exactly as photos are.
@Injectable()
export class VoiceClipsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: GameAccessService,
    private readonly links: PlayLinksService,
  ) {}

  async upload(
    actorId: string,
    input: { mp3Base64: string; durationMs: number; careTeamId?: string },
  ): Promise<VoiceClipRef> {
    const careTeamId = await this.access.teamForUpload(input.careTeamId, 'Only a Co-Caregiver can add voice clips.');
    const repo = this.dataSource.getRepository(VoiceClipEntity);
    const clip = await repo.save(
      repo.create({
        careTeamId,
        mp3: Buffer.from(input.mp3Base64, 'base64'),
        durationMs: input.durationMs,
        createdBy: actorId,
      }),
    );
    return { clipId: clip.id, ref: voiceRefOf(clip.id), url: `/api/voice-clips/${clip.id}` };
  }

  // Team members hear their team's clips; a play link hears only the clips its activity uses.
  async read(clipId: string, token?: string): Promise<{ mp3Base64: string }> {
    const clip = await this.dataSource.getRepository(VoiceClipEntity).findOneBy({ id: clipId });
    if (!clip) throw NOT_FOUND();
    if (token) {
      const { instance } = await this.links.resolve(token);
      const ref = voiceRefOf(clipId);
      const used = stepsFor(instance.templateId, instance.configJSON.steps).some((s) => s.voice === ref);
      if (!used || instance.careTeamId !== clip.careTeamId) throw NOT_FOUND();
    } else if (!(await this.access.roleIn(clip.careTeamId))) {
      throw NOT_FOUND();
    }
    return { mp3Base64: clip.mp3.toString('base64') };
  }
}
