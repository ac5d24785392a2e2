import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  clipMaxSeconds,
  DomainError,
  uuidSchema,
  VOICE_CLIP_FIELD,
  VoiceClipUse,
  voiceClipUploadFieldsSchema,
} from '@carewith/contracts';
import { BusClient, CONFIG } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import type { GatewayConfig } from '../gateway.config';
import { ZodPipe } from '../http/zod-body.pipe';
import { mp3Info } from './mp3-info';
import { sendVoiceClip } from './send-voice-clip';
import { RawRequest, RawResponse } from '../http/raw-http';
import { FileUpload } from '../http/file-upload';

type UploadedClip = { buffer: Buffer; size: number };
export const NOT_A_CLIP = 'Please choose an MP3 voice clip.';
export const clipTooLong = (use: VoiceClipUse) =>
  `Please keep the ${use === 'song' ? 'song' : 'voice clip'} to ${clipMaxSeconds(use)} seconds or less.`;
// Encoders pad the end a little (LAME adds up to two frames): a 20-second recording passes.
const LENGTH_SLACK_MS = 500;
// Multer's own cap, well above MAX_AUDIO_KB's largest value, so the size is refused with our message.
const HARD_CAP_BYTES = 4 * 1024 * 1024;

const invalid = (message: string, code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') =>
  new DomainError(code, message, [{ field: VOICE_CLIP_FIELD, message }]);

// A family member's voice for a step. The caregiver's browser sends MP3 (recorded or
// converted there); the gateway checks it from the bytes and its length, and games keeps it. A song of
// the memory box (use "song") comes the same way, longer and from any member of the team.
@Controller('api/voice-clips')
@UseGuards(SignedInGuard)
export class VoiceClipsController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(FileUpload(VOICE_CLIP_FIELD, { maxFiles: 1, maxBytes: HARD_CAP_BYTES }))
  async upload(
    @UploadedFile() file: UploadedClip | undefined,
    @Body(new ZodPipe(voiceClipUploadFieldsSchema)) body: { careTeamId?: string; use: VoiceClipUse },
  ) {
    if (!file) throw invalid(NOT_A_CLIP);
    if (file.size > this.config.MAX_AUDIO_KB * 1024) {
      throw invalid(`Please choose a voice clip smaller than ${this.config.MAX_AUDIO_KB} KB.`, 'PAYLOAD_TOO_LARGE');
    }
    const info = mp3Info(file.buffer);
    if (!info) throw invalid(NOT_A_CLIP);
    if (info.durationMs > clipMaxSeconds(body.use) * 1000 + LENGTH_SLACK_MS) throw invalid(clipTooLong(body.use));
    return this.bus.request('games.voiceClips.upload', {
      mp3Base64: file.buffer.toString('base64'),
      durationMs: info.durationMs,
      careTeamId: body.careTeamId,
      use: body.use,
    });
  }

  @Get(':id')
  async read(
    @Param('id', new ZodPipe(uuidSchema)) clipId: string,
    @RawRequest() req: IncomingMessage,
    @RawResponse() res: ServerResponse,
  ) {
    const { mp3Base64 } = await this.bus.request('games.voiceClips.read', { clipId });
    sendVoiceClip(req, res, Buffer.from(mp3Base64, 'base64'));
  }
}
