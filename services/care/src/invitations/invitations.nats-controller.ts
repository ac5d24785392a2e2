import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { InvitationsService } from './invitations.service';

@Controller()
export class InvitationsNatsController {
  constructor(private readonly invitations: InvitationsService) {}

  @BusHandler('care.invitations.create')
  create(@Payload() req: HandlerRequest<BusRequestData<'care.invitations.create'>>) {
    return this.invitations.create(requireActor(req), req.data);
  }

  @BusHandler('care.invitations.list')
  list(@Payload() req: HandlerRequest<BusRequestData<'care.invitations.list'>>) {
    return this.invitations.list(requireActor(req), req.data.careTeamId);
  }

  @BusHandler('care.invitations.resend')
  resend(@Payload() req: HandlerRequest<BusRequestData<'care.invitations.resend'>>) {
    return this.invitations.resend(requireActor(req), req.data.invitationId);
  }

  @BusHandler('care.invitations.cancel')
  cancel(@Payload() req: HandlerRequest<BusRequestData<'care.invitations.cancel'>>) {
    return this.invitations.cancel(requireActor(req), req.data.invitationId);
  }

  @BusHandler('care.invitations.preview')
  preview(@Payload() req: HandlerRequest<BusRequestData<'care.invitations.preview'>>) {
    return this.invitations.preview(req.data.token);
  }

  @BusHandler('care.invitations.accept')
  accept(@Payload() req: HandlerRequest<BusRequestData<'care.invitations.accept'>>) {
    return this.invitations.accept(requireActor(req), req.data.token);
  }
}
