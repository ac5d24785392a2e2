import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler, BusRequest } from '@carewith/platform';
import { InvitationsService } from './invitations.service';

@Controller()
export class InvitationsNatsController {
  constructor(private readonly invitations: InvitationsService) {}

  @ActorHandler('care.invitations.create')
  create(data: BusRequestData<'care.invitations.create'>, actorId: string) {
    return this.invitations.create(actorId, data);
  }

  @ActorHandler('care.invitations.list')
  list(data: BusRequestData<'care.invitations.list'>, actorId: string) {
    return this.invitations.list(actorId, data.careTeamId);
  }

  @ActorHandler('care.invitations.resend')
  resend(data: BusRequestData<'care.invitations.resend'>, actorId: string) {
    return this.invitations.resend(actorId, data.invitationId);
  }

  @ActorHandler('care.invitations.cancel')
  cancel(data: BusRequestData<'care.invitations.cancel'>, actorId: string) {
    return this.invitations.cancel(actorId, data.invitationId);
  }

  @BusHandler('care.invitations.preview')
  preview(@Payload() req: BusRequest<'care.invitations.preview'>) {
    return this.invitations.preview(req.data.token);
  }

  @ActorHandler('care.invitations.accept')
  accept(data: BusRequestData<'care.invitations.accept'>, actorId: string) {
    return this.invitations.accept(actorId, data.token);
  }
}
