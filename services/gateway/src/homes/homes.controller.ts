import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import {
  addResidentRequestSchema,
  CreateHomeRequest,
  createHomeRequestSchema,
  familyInvitationRequestSchema,
  homeInvitationTokenSchema,
  InviteStaffRequest,
  inviteStaffRequestSchema,
  RecordConsentRequest,
  recordConsentRequestSchema,
  UpdateResidentRequest,
  updateResidentRequestSchema,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

const idParam = new ZodPipe(uuidSchema);
const tokenParam = new ZodPipe(homeInvitationTokenSchema.shape.token);

// Care homes (libs/contracts/src/care-home.ts): the home, its staff and its residents, for its staff
// (care decides who may do what: another home's staff and everyone else get 404, an Activity
// Coordinator asking for a Home Manager's action 403).
@Controller('api')
@UseGuards(SignedInGuard)
export class HomesController {
  constructor(private readonly bus: BusClient) {}

  @Post('homes')
  @HttpCode(201)
  create(@Body(new ZodPipe(createHomeRequestSchema)) body: CreateHomeRequest) {
    return this.bus.request('care.homes.create', body);
  }

  @Get('homes')
  mine() {
    return this.bus.request('care.homes.listMine', {});
  }

  @Get('homes/:homeId')
  get(@Param('homeId', idParam) homeId: string) {
    return this.bus.request('care.homes.get', { homeId });
  }

  // The link is in this answer only: care keeps its hash.
  @Post('homes/:homeId/staff-invitations')
  @HttpCode(201)
  inviteStaff(
    @Param('homeId', idParam) homeId: string,
    @Body(new ZodPipe(inviteStaffRequestSchema)) invitation: InviteStaffRequest,
  ) {
    return this.bus.request('care.homes.inviteStaff', { homeId, invitation });
  }

  @Delete('homes/:homeId/staff-invitations/:invitationId')
  cancelStaffInvitation(
    @Param('homeId', idParam) homeId: string,
    @Param('invitationId', idParam) invitationId: string,
  ) {
    return this.bus.request('care.homes.cancelStaffInvitation', { homeId, invitationId });
  }

  @Get('home-invitations/:token')
  previewInvitation(@Param('token', tokenParam) token: string) {
    return this.bus.request('care.homes.previewInvitation', { token });
  }

  @Post('home-invitations/:token/accept')
  @HttpCode(200)
  acceptInvitation(@Param('token', tokenParam) token: string) {
    return this.bus.request('care.homes.acceptInvitation', { token });
  }

  @Delete('homes/:homeId/staff/:userId')
  removeStaff(@Param('homeId', idParam) homeId: string, @Param('userId', idParam) userId: string) {
    return this.bus.request('care.homes.removeStaff', { homeId, userId });
  }

  @Get('homes/:homeId/residents')
  residents(@Param('homeId', idParam) homeId: string) {
    return this.bus.request('care.homes.residents.list', { homeId });
  }

  @Post('homes/:homeId/residents')
  @HttpCode(201)
  addResident(
    @Param('homeId', idParam) homeId: string,
    @Body(new ZodPipe(addResidentRequestSchema)) resident: z.infer<typeof addResidentRequestSchema>,
  ) {
    return this.bus.request('care.homes.residents.add', { homeId, resident });
  }

  @Patch('homes/:homeId/residents/:residentId')
  updateResident(
    @Param('homeId', idParam) homeId: string,
    @Param('residentId', idParam) residentId: string,
    @Body(new ZodPipe(updateResidentRequestSchema)) changes: UpdateResidentRequest,
  ) {
    return this.bus.request('care.homes.residents.update', { homeId, residentId, changes });
  }

  // They leave the home; their family keeps their team and everything of theirs.
  @Delete('homes/:homeId/residents/:residentId')
  removeResident(@Param('homeId', idParam) homeId: string, @Param('residentId', idParam) residentId: string) {
    return this.bus.request('care.homes.residents.remove', { homeId, residentId });
  }

  @Put('homes/:homeId/residents/:residentId/consent')
  recordConsent(
    @Param('homeId', idParam) homeId: string,
    @Param('residentId', idParam) residentId: string,
    @Body(new ZodPipe(recordConsentRequestSchema)) consent: RecordConsentRequest,
  ) {
    return this.bus.request('care.homes.residents.consent', { homeId, residentId, consent });
  }

  // An ordinary care-team invitation to the resident's own team; the link is in this answer and the e-mail.
  @Post('homes/:homeId/residents/:residentId/family-invitation')
  @HttpCode(201)
  inviteFamily(
    @Param('homeId', idParam) homeId: string,
    @Param('residentId', idParam) residentId: string,
    @Body(new ZodPipe(familyInvitationRequestSchema)) invitation: { email: string },
  ) {
    return this.bus.request('care.homes.residents.inviteFamily', { homeId, residentId, invitation });
  }
}
