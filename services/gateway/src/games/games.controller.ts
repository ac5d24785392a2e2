import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  assignFormSchema,
  CreateGameRequest,
  createGameRequestSchema,
  DuplicateGameBody,
  duplicateGameBodySchema,
  SessionUser,
  UpdateGameRequest,
  updateGameRequestSchema,
  uuidSchema,
} from '@carewith/contracts';

// The body is optional (the spec's call has none); the wizard sends its message.
const sendSmsBodySchema = z.object({ message: assignFormSchema.shape.message.optional() }).default({});
import { BusClient } from '@carewith/platform';
import { inLanguage } from '../auth/member-language';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';
import { fileSafe } from '../seniors/results-csv';
import { gameExportCsv } from './game-export-csv';

const idParam = new ZodPipe(uuidSchema);

@Controller('api')
@UseGuards(SignedInGuard)
export class GamesController {
  constructor(private readonly bus: BusClient) {}

  @Get('templates')
  templates() {
    return this.bus.request('games.templates.list', {});
  }

  @Post('games')
  @HttpCode(201)
  create(@Body(new ZodPipe(createGameRequestSchema)) body: CreateGameRequest) {
    return this.bus.request('games.create', body);
  }

  @Get('games/:id')
  detail(@Param('id', idParam) gameId: string) {
    return this.bus.request('games.get', { gameId });
  }

  // Edit a draft before it goes: Co-Caregivers; a sent activity answers 409.
  @Patch('games/:id')
  update(@Param('id', idParam) gameId: string, @Body(new ZodPipe(updateGameRequestSchema)) update: UpdateGameRequest) {
    return this.bus.request('games.update', { gameId, update });
  }

  @Post('games/:id/duplicate')
  @HttpCode(201)
  duplicate(
    @Param('id', idParam) gameId: string,
    @Body(new ZodPipe(duplicateGameBodySchema)) body: DuplicateGameBody,
    @CurrentUser() user: SessionUser,
  ) {
    return this.bus.request('games.duplicate', inLanguage({ ...body, gameId }, user));
  }

  // What the loved one would see; the preview records nothing.
  @Get('games/:id/preview')
  preview(@Param('id', idParam) gameId: string) {
    return this.bus.request('games.preview', { gameId });
  }

  // Generate Link: a play link without a text message.
  @Post('games/:id/links')
  @HttpCode(201)
  createLink(@Param('id', idParam) gameId: string) {
    return this.bus.request('games.links.create', { gameId });
  }

  @Post('games/:id/links/:linkId/revoke')
  @HttpCode(200)
  revokeLink(@Param('id', idParam) gameId: string, @Param('linkId', idParam) linkId: string) {
    return this.bus.request('games.links.revoke', { gameId, linkId });
  }

  // Send SMS: the activity's play link texted to its loved one, with the caregiver's message (without
  // one, games writes the default message in the loved one's language).
  @Post('games/:id/send-sms')
  @HttpCode(200)
  sendSms(@Param('id', idParam) gameId: string, @Body(new ZodPipe(sendSmsBodySchema)) body: { message?: string }) {
    return this.bus.request('games.send', { gameId, ...(body.message === undefined ? {} : { message: body.message }) });
  }

  // Each text about this activity and its delivery status.
  @Get('games/:id/messages')
  async messages(@Param('id', idParam) gameId: string) {
    await this.bus.request('games.get', { gameId });
    return this.bus.request('messaging.messages.byRef', { refId: gameId });
  }

  @Get('games/:id/results.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async csv(@Param('id', idParam) gameId: string, @Res({ passthrough: true }) res: FastifyReply) {
    const data = await this.bus.request('games.export', { gameId });
    void res.header('Content-Disposition', `attachment; filename="${fileSafe(data.title)}-results.csv"`);
    return gameExportCsv(data);
  }
}
