import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { DomainError } from '@carewith/contracts';
import { BusClient, CONFIG } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { devLoginEnabled, GatewayConfig } from '../gateway.config';

// The development Outbox: every e-mail and text the system would have sent, in full. Only where the
// development sign-in is on (never in production).
@Controller('api/dev/outbox')
@UseGuards(SignedInGuard)
export class OutboxController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  list() {
    if (!devLoginEnabled(this.config)) throw new DomainError('NOT_FOUND', 'Not found');
    return this.bus.request('messaging.outbox.list', { limit: 100 });
  }
}
