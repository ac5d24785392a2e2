import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import sharp from 'sharp';
import { z } from 'zod';
import { DomainError, uuidSchema } from '@carewith/contracts';
import { BusClient, CONFIG } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import type { GatewayConfig } from '../gateway.config';
import { ZodPipe } from '../http/zod-body.pipe';

type UploadedPhoto = { buffer: Buffer; size: number; mimetype: string };
const MAX_SIDE = 1200;
const NOT_A_PHOTO = 'Please choose a photo (JPEG, PNG, WebP or HEIC).';

// Family photos: resized on the way in (EXIF rotation applied, metadata such as GPS dropped).
@Controller('api/photos')
@UseGuards(SignedInGuard)
export class PhotosController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(FileInterceptor('photo', { limits: { fileSize: 50 * 1024 * 1024, files: 1 } }))
  async upload(
    @UploadedFile() file: UploadedPhoto | undefined,
    @Body(new ZodPipe(z.object({ careTeamId: uuidSchema.optional() }))) body: { careTeamId?: string },
  ) {
    if (!file) throw new DomainError('VALIDATION', NOT_A_PHOTO, [{ field: 'photo', message: NOT_A_PHOTO }]);
    if (file.size > this.config.MAX_PHOTO_MB * 1024 * 1024) {
      const message = `Please choose a photo smaller than ${this.config.MAX_PHOTO_MB} MB.`;
      throw new DomainError('PAYLOAD_TOO_LARGE', message, [{ field: 'photo', message }]);
    }
    let output: { data: Buffer; info: sharp.OutputInfo };
    try {
      output = await sharp(file.buffer, { limitInputPixels: 80_000_000 })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new DomainError('VALIDATION', NOT_A_PHOTO, [{ field: 'photo', message: NOT_A_PHOTO }]);
    }
    return this.bus.request('games.photos.upload', {
      jpegBase64: output.data.toString('base64'),
      width: output.info.width,
      height: output.info.height,
      careTeamId: body.careTeamId,
    });
  }

  @Get(':id')
  async read(@Param('id', new ZodPipe(uuidSchema)) photoId: string, @Res() res: Response) {
    const { jpegBase64 } = await this.bus.request('games.photos.read', { photoId });
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.end(Buffer.from(jpegBase64, 'base64'));
  }
}
