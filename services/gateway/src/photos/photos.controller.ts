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
import { z } from 'zod';
import { uuidSchema } from '@carewith/contracts';
import { BusClient, CONFIG } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import type { GatewayConfig } from '../gateway.config';
import { sendJpeg } from '../http/media-caching';
import { ZodPipe } from '../http/zod-body.pipe';
import { PHOTO_HARD_CAP_BYTES, readyPhoto, UploadedPhoto } from './photo-upload';
import { RawRequest, RawResponse } from '../http/raw-http';
import { FileUpload } from '../http/file-upload';

// Family photos: resized on the way in (EXIF rotation applied, metadata such as GPS dropped: photo-upload.ts).
@Controller('api/photos')
@UseGuards(SignedInGuard)
export class PhotosController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(FileUpload('photo', { maxFiles: 1, maxBytes: PHOTO_HARD_CAP_BYTES }))
  async upload(
    @UploadedFile() file: UploadedPhoto | undefined,
    @Body(new ZodPipe(z.object({ careTeamId: uuidSchema.optional() }))) body: { careTeamId?: string },
  ) {
    const { jpegBase64, width, height } = await readyPhoto(file, 'photo', this.config.MAX_PHOTO_MB);
    return this.bus.request('games.photos.upload', { jpegBase64, width, height, careTeamId: body.careTeamId });
  }

  @Get(':id')
  async read(
    @Param('id', new ZodPipe(uuidSchema)) photoId: string,
    @RawRequest() req: IncomingMessage,
    @RawResponse() res: ServerResponse,
  ) {
    const { jpegBase64 } = await this.bus.request('games.photos.read', { photoId });
    sendJpeg(req, res, jpegBase64);
  }
}
