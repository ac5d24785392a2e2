import type { IncomingMessage, ServerResponse } from 'node:http';
import { Controller, Delete, Get, Inject, Param, Put, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { RESIDENT_PHOTO_FIELD, uuidSchema } from '@carewith/contracts';
import { BusClient, CONFIG } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import type { GatewayConfig } from '../gateway.config';
import { sendJpeg } from '../http/media-caching';
import { ZodPipe } from '../http/zod-body.pipe';
import { PHOTO_HARD_CAP_BYTES, readyPhoto, UploadedPhoto } from '../photos/photo-upload';
import { RawRequest, RawResponse } from '../http/raw-http';
import { FileUpload } from '../http/file-upload';

const idParam = new ZodPipe(uuidSchema);

// A care home resident's portrait (libs/contracts/src/care-home.ts): one photo, turned upright, resized
// and stripped of its metadata like any photo (photo-upload.ts). Games keeps it and asks care who may:
// a Home Manager puts or removes it, the home's staff read it, anyone else is told it does not exist.
@Controller('api/homes/:homeId/residents/:residentId/photo')
@UseGuards(SignedInGuard)
export class ResidentPhotoController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  // The answer carries the new photo's address, so the page shows it at once.
  @Put()
  @UseInterceptors(FileUpload(RESIDENT_PHOTO_FIELD, { maxFiles: 1, maxBytes: PHOTO_HARD_CAP_BYTES }))
  async put(
    @Param('homeId', idParam) homeId: string,
    @Param('residentId', idParam) residentId: string,
    @UploadedFile() file: UploadedPhoto | undefined,
  ) {
    const { jpegBase64, width, height } = await readyPhoto(file, RESIDENT_PHOTO_FIELD, this.config.MAX_PHOTO_MB);
    return this.bus.request('games.residentPhoto.put', { homeId, residentId, jpegBase64, width, height });
  }

  @Delete()
  remove(@Param('homeId', idParam) homeId: string, @Param('residentId', idParam) residentId: string) {
    return this.bus.request('games.residentPhoto.remove', { homeId, residentId });
  }

  // Checked with the server at each use, as every photo (media-caching.ts): a removed one is gone at once.
  @Get()
  async read(
    @Param('homeId', idParam) homeId: string,
    @Param('residentId', idParam) residentId: string,
    @RawRequest() req: IncomingMessage,
    @RawResponse() res: ServerResponse,
  ) {
    const { jpegBase64 } = await this.bus.request('games.residentPhoto.read', { homeId, residentId });
    sendJpeg(req, res, jpegBase64);
  }
}
