import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { uuidSchema } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

const idParam = new ZodPipe(uuidSchema);

// Spaced review: the loved one's items due for practice and the Review activity that
// would be built now, for the scheduling work and the caregiver's "Coming up".
@Controller('api/seniors')
@UseGuards(SignedInGuard)
export class ReviewController {
  constructor(private readonly bus: BusClient) {}

  @Get(':id/review')
  review(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.review.bySenior', { seniorId });
  }
}
