import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { uuidSchema } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

const idParam = new ZodPipe(uuidSchema);

// A care home's staff read what a resident's family would like them to talk about (the memory box's
// topics, and nothing else of it): GET /api/homes/:homeId/residents/:residentId/topics.
@Controller('api/homes/:homeId/residents/:residentId/topics')
@UseGuards(SignedInGuard)
export class ResidentTopicsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  topics(@Param('homeId', idParam) homeId: string, @Param('residentId', idParam) residentId: string) {
    return this.bus.request('games.memoryBox.residentTopics', { homeId, residentId });
  }
}
