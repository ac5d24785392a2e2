import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { DomainError, SessionUser } from '@carewith/contracts';
import { BusClient, CONFIG } from '@carewith/platform';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard';
import { devLoginEnabled, GatewayConfig } from '../gateway.config';

// The development Outbox: the e-mails and texts the system would have sent, in full. Only where the
// development sign-in is on (never in production), and only the viewer's own families' messages:
// texts to the loved ones they can see, e-mails their teams sent if they manage them, mail to them.
@Controller('api/dev/outbox')
@UseGuards(SignedInGuard)
export class OutboxController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  async list(@CurrentUser() user: SessionUser) {
    if (!devLoginEnabled(this.config)) throw new DomainError('NOT_FOUND', 'Not found');
    const [seniors, teams] = await Promise.all([
      this.bus.request('care.seniors.accessible', {}),
      this.bus.request('care.teams.listMine', {}),
    ]);
    return this.bus.request('messaging.outbox.list', {
      limit: 100,
      seniorIds: seniors.map((s) => s.seniorId),
      careTeamIds: teams.filter((t) => t.role === 'OWNER').map((t) => t.id),
      to: user.email,
    });
  }
}
