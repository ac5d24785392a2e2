import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { DomainError, shiftClockRequestSchema } from '@carewith/contracts';
import { CONFIG, shiftClock } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { devLoginEnabled, GatewayConfig } from '../gateway.config';
import { ZodPipe } from '../http/zod-body.pipe';

const DAY_MS = 86_400_000;

// Development and tests only, like the development weekly letters: the services' clock moved on by
// some days (platform clock/clock.ts), so an everyday goal's spaced practice can be lived through
// without waiting. Only in the embedded profile, where every service shares the process's clock, and
// only with CLOCK_SHIFT_ALLOWED (never in production): anywhere else the route is not there.
@Controller('api/dev/clock')
@UseGuards(SignedInGuard)
export class DevClockController {
  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  @Post()
  @HttpCode(200)
  shift(@Body(new ZodPipe(shiftClockRequestSchema)) body: { days: number }) {
    const { config } = this;
    if (!devLoginEnabled(config) || !config.CLOCK_SHIFT_ALLOWED || config.PROFILE !== 'embedded')
      throw new DomainError('NOT_FOUND', 'Not found');
    return { shiftedDays: shiftClock(body.days * DAY_MS) / DAY_MS };
  }
}
