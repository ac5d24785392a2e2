import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  CreateScheduleRequest,
  createScheduleRequestSchema,
  DraftSlotRequest,
  draftSlotRequestSchema,
  UpdateSlotRequest,
  updateSlotRequestSchema,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

const idParam = new ZodPipe(uuidSchema);

// Schedules and "Coming up": every team member reads them; Co-Caregivers add and remove
// schedules, skip a coming send, choose what it sends, or make its Review a draft to edit. games
// decides, with care's roles; every change replies with the whole schedule.
@Controller('api/seniors')
@UseGuards(SignedInGuard)
export class SchedulesController {
  constructor(private readonly bus: BusClient) {}

  @Get(':id/schedule')
  get(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.schedule.bySenior', { seniorId });
  }

  @Post(':id/schedules')
  @HttpCode(201)
  create(
    @Param('id', idParam) seniorId: string,
    @Body(new ZodPipe(createScheduleRequestSchema)) schedule: CreateScheduleRequest,
  ) {
    return this.bus.request('games.schedule.create', { seniorId, schedule });
  }

  @Delete(':id/schedules/:scheduleId')
  remove(@Param('id', idParam) seniorId: string, @Param('scheduleId', idParam) scheduleId: string) {
    return this.bus.request('games.schedule.delete', { seniorId, scheduleId });
  }

  @Put(':id/coming-up')
  slot(@Param('id', idParam) seniorId: string, @Body(new ZodPipe(updateSlotRequestSchema)) slot: UpdateSlotRequest) {
    return this.bus.request('games.schedule.slot', { seniorId, slot });
  }

  @Post(':id/coming-up/draft')
  @HttpCode(201)
  draft(@Param('id', idParam) seniorId: string, @Body(new ZodPipe(draftSlotRequestSchema)) body: DraftSlotRequest) {
    return this.bus.request('games.schedule.draft', { seniorId, at: body.at });
  }
}
