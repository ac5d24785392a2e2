import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import {
  difficultyPinParamsSchema,
  PinDifficultyRequest,
  pinDifficultyRequestSchema,
  TemplateSlug,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

const idParam = new ZodPipe(uuidSchema);
const pinParams = new ZodPipe(difficultyPinParamsSchema);

// How hard a loved one's activities are, per template: every team member reads it; Co-Caregivers
// (the Primary Caregiver among them) pin a level or let it adapt. games decides, with care's roles.
@Controller('api/seniors')
@UseGuards(SignedInGuard)
export class DifficultyController {
  constructor(private readonly bus: BusClient) {}

  @Get(':id/difficulty')
  get(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.difficulty.bySenior', { seniorId });
  }

  @Put(':id/difficulty/:templateId')
  pin(
    @Param(pinParams) params: { id: string; templateId: TemplateSlug },
    @Body(new ZodPipe(pinDifficultyRequestSchema)) body: PinDifficultyRequest,
  ) {
    return this.bus.request('games.difficulty.pin', {
      seniorId: params.id,
      templateId: params.templateId,
      pinnedLevel: body.pinnedLevel,
    });
  }
}
