import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { DomainError, runWeeklyLettersRequestSchema } from '@carewith/contracts';
import { BusClient, CONFIG } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { devLoginEnabled, GatewayConfig } from '../gateway.config';
import { ZodPipe } from '../http/zod-body.pipe';

// Development and tests only, like the development outbox (never in production): the weekly letters'
// run as if it were `at`, for the caller's own loved ones, so a letter can be seen without waiting
// for Sunday. The real run is the hourly job in insights.
@Controller('api/dev/weekly-letters')
@UseGuards(SignedInGuard)
export class DevWeeklyLettersController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(200)
  run(@Body(new ZodPipe(runWeeklyLettersRequestSchema)) body: { at: string }) {
    if (!devLoginEnabled(this.config)) throw new DomainError('NOT_FOUND', 'Not found');
    return this.bus.request('insights.weeklyLetters.run', body);
  }
}
