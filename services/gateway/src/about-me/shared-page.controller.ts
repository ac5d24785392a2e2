import { Body, Controller, Get, Header, HttpCode, Param, PipeTransform, Post, Query } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { RawResponse } from '../http/raw-http';
import { DomainError, openShareRequestSchema, SHARE_GONE, shareTokenSchema, uuidSchema } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { ZodPipe } from '../http/zod-body.pipe';

// A path part that does not parse is one more thing that is not there: a malformed link reads as a
// revoked one (410), a malformed photo or open key as a photo not found.
const orElse = (schema: { safeParse(v: unknown): { success: boolean } }, error: () => DomainError): PipeTransform => ({
  transform: (value: unknown) => {
    if (!schema.safeParse(value).success) throw error();
    return value as string;
  },
});
const tokenParam = orElse(shareTokenSchema, () => new DomainError('GONE', SHARE_GONE));
const photoId = orElse(uuidSchema, () => new DomainError('NOT_FOUND', 'Photo not found'));

// A shared "About me" page, read with the link (and its PIN) and no account: the page, then its photos.
// Never cached, never indexed, no referrer (the link is in the path).
@Controller('api/shared/about-me/:token')
export class SharedPageController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  open(@Param('token', tokenParam) token: string, @Body(new ZodPipe(openShareRequestSchema)) body: { pin?: string }) {
    return this.bus.request('games.aboutMe.open', { token, pin: body.pin });
  }

  @Get('photos/:photoId')
  async photo(
    @Param('token', tokenParam) token: string,
    @Param('photoId', photoId) id: string,
    @Query('open', photoId) openId: string,
    @RawResponse() res: ServerResponse,
  ) {
    const { jpegBase64 } = await this.bus.request('games.aboutMe.photo', { token, openId, photoId: id });
    res.setHeader('Content-Type', 'image/jpeg');
    // Not kept by the reader's browser (a ward's shared computer), so not the members' media caching
    // (media-caching.ts), whose "private, no-cache" would replace this.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.end(Buffer.from(jpegBase64, 'base64'));
  }
}
