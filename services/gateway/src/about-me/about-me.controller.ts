import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  AboutMeNoteRequest,
  aboutMeNoteRequestSchema,
  AboutMeVisibilityRequest,
  aboutMeVisibilityRequestSchema,
  CreateShare,
  createShareRequestSchema,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

const idParam = new ZodPipe(uuidSchema);

// "Who I am" for the loved one's team (libs/contracts/src/about-me.ts): any member reads the page and
// adds a line; Co-Caregivers switch parts off, share it and take a share back (games decides).
@Controller('api/seniors/:id/about-me')
@UseGuards(SignedInGuard)
export class AboutMeController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  get(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.aboutMe.get', { seniorId });
  }

  @Post('notes')
  @HttpCode(201)
  addNote(
    @Param('id', idParam) seniorId: string,
    @Body(new ZodPipe(aboutMeNoteRequestSchema)) note: AboutMeNoteRequest,
  ) {
    return this.bus.request('games.aboutMe.addNote', { seniorId, note });
  }

  @Delete('notes/:noteId')
  removeNote(@Param('id', idParam) seniorId: string, @Param('noteId', idParam) noteId: string) {
    return this.bus.request('games.aboutMe.removeNote', { seniorId, noteId });
  }

  @Put('visibility')
  setVisibility(
    @Param('id', idParam) seniorId: string,
    @Body(new ZodPipe(aboutMeVisibilityRequestSchema)) change: AboutMeVisibilityRequest,
  ) {
    return this.bus.request('games.aboutMe.setVisibility', { seniorId, change });
  }

  @Get('shares')
  shares(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.aboutMe.shares', { seniorId });
  }

  // The link is in this answer only: games keeps its hash.
  @Post('shares')
  @HttpCode(201)
  share(@Param('id', idParam) seniorId: string, @Body(new ZodPipe(createShareRequestSchema)) share: CreateShare) {
    return this.bus.request('games.aboutMe.share', { seniorId, share });
  }

  @Post('shares/:shareId/revoke')
  @HttpCode(200)
  revoke(@Param('id', idParam) seniorId: string, @Param('shareId', idParam) shareId: string) {
    return this.bus.request('games.aboutMe.revoke', { seniorId, shareId });
  }
}
