import type { IncomingMessage, ServerResponse } from 'node:http';
import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import {
  PlayCompleteRequest,
  playCompleteRequestSchema,
  PlayEventRequest,
  playEventRequestSchema,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { sendJpeg } from '../http/media-caching';
import { ZodPipe } from '../http/zod-body.pipe';
import { sendVoiceClip } from '../voice-clips/send-voice-clip';
import { PlayTokenPipe } from './play-token.pipe';
import { RawRequest, RawResponse } from '../http/raw-http';

// The loved one's endpoints: no account; the token in the path is the capability.
@Controller('api/play/:token')
export class PlayController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  open(@Param('token', PlayTokenPipe) token: string) {
    return this.bus.request('games.play.get', { token });
  }

  @Post('event')
  @HttpCode(200)
  event(
    @Param('token', PlayTokenPipe) token: string,
    @Body(new ZodPipe(playEventRequestSchema)) event: PlayEventRequest,
  ) {
    return this.bus.request('games.play.event', { token, event });
  }

  @Post('complete')
  @HttpCode(200)
  complete(
    @Param('token', PlayTokenPipe) token: string,
    @Body(new ZodPipe(playCompleteRequestSchema)) complete: PlayCompleteRequest,
  ) {
    return this.bus.request('games.play.complete', { token, complete });
  }

  @Get('photos/:photoId')
  async photo(
    @Param('token', PlayTokenPipe) token: string,
    @Param('photoId', new ZodPipe(uuidSchema)) photoId: string,
    @RawRequest() req: IncomingMessage,
    @RawResponse() res: ServerResponse,
  ) {
    const { jpegBase64 } = await this.bus.request('games.photos.read', { photoId, token });
    res.setHeader('Referrer-Policy', 'no-referrer');
    sendJpeg(req, res, jpegBase64);
  }

  // The family's voice for a step: only a clip the link's activity uses.
  @Get('voice-clips/:clipId')
  async voiceClip(
    @Param('token', PlayTokenPipe) token: string,
    @Param('clipId', new ZodPipe(uuidSchema)) clipId: string,
    @RawRequest() req: IncomingMessage,
    @RawResponse() res: ServerResponse,
  ) {
    const { mp3Base64 } = await this.bus.request('games.voiceClips.read', { clipId, token });
    res.setHeader('Referrer-Policy', 'no-referrer');
    sendVoiceClip(req, res, Buffer.from(mp3Base64, 'base64'));
  }
}
