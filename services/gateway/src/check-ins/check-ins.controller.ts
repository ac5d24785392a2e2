import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CheckInRequest, checkInRequestSchema } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

@Controller('api/check-ins')
@UseGuards(SignedInGuard)
export class CheckInsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(201)
  create(@Body(new ZodPipe(checkInRequestSchema)) body: CheckInRequest) {
    return this.bus.request('care.checkIns.create', body);
  }

  @Get()
  history() {
    return this.bus.request('care.checkIns.listMine', {});
  }
}
