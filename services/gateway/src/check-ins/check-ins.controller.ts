import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CheckInRequest, checkInRequestSchema, SessionUser } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { inLanguage } from '../auth/member-language';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

@Controller('api/check-ins')
@UseGuards(SignedInGuard)
export class CheckInsController {
  constructor(private readonly bus: BusClient) {}

  // The reflection is written in the language the screens speak, else the member's.
  @Post()
  @HttpCode(201)
  create(@Body(new ZodPipe(checkInRequestSchema)) body: CheckInRequest, @CurrentUser() user: SessionUser) {
    return this.bus.request('care.checkIns.create', inLanguage(body, user));
  }

  @Get()
  history() {
    return this.bus.request('care.checkIns.listMine', {});
  }
}
