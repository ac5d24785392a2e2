import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { InvitationsService } from './invitations.service';

@Controller()
export class InvitationsNatsController {
  constructor(private readonly invitations: InvitationsService) {}

  @BusHandler('care.invitations.create')
  create(@Payload() req: BusRequest<'care.invitations.create'>) {
    return this.invitations.create(requireActor(req), req.data);
  }

  @BusHandler('care.invitations.list')
  list(@Payload() req: BusRequest<'care.invitations.list'>) {
    return this.invitations.list(requireActor(req), req.data.careTeamId);
  }

  @BusHandler('care.invitations.resend')
  resend(@Payload() req: BusRequest<'care.invitations.resend'>) {
    return this.invitations.resend(requireActor(req), req.data.invitationId);
  }

  @BusHandler('care.invitations.cancel')
  cancel(@Payload() req: BusRequest<'care.invitations.cancel'>) {
    return this.invitations.cancel(requireActor(req), req.data.invitationId);
  }

  @BusHandler('care.invitations.preview')
  preview(@Payload() req: BusRequest<'care.invitations.preview'>) {
    return this.invitations.preview(req.data.token);
  }

  @BusHandler('care.invitations.accept')
  accept(@Payload() req: BusRequest<'care.invitations.accept'>) {
    return this.invitations.accept(requireActor(req), req.data.token);
  }
}
