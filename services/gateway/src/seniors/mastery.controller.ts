import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { uuidSchema } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

const idParam = new ZodPipe(uuidSchema);

// "What {firstName} knows" on the profile: each item the loved one plays and how well it is known.
@Controller('api/seniors')
@UseGuards(SignedInGuard)
export class MasteryController {
  constructor(private readonly bus: BusClient) {}

  @Get(':id/mastery')
  mastery(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.mastery.bySenior', { seniorId });
  }
}
