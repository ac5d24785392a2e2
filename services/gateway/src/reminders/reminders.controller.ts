import { Controller, Get, UseGuards } from '@nestjs/common';
import { ReminderNotice } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';

// GET /api/reminders: the gentle reminders sent in the last days to the loved ones the caller can
// see (games asks care which), for the dashboard's notice.
@Controller('api/reminders')
@UseGuards(SignedInGuard)
export class RemindersController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  recent(): Promise<ReminderNotice[]> {
    return this.bus.request('games.reminders.recent', {});
  }
}
