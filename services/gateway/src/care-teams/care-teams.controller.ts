import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { z } from 'zod';
import {
  ChangeRoleRequest,
  changeRoleRequestSchema,
  InviteBody,
  inviteBodySchema,
  invitationTokenSchema,
  NotificationSettings,
  notificationSettingsSchema,
  SessionUser,
  uuidSchema,
  WeeklyLetterSetting,
  weeklyLetterSettingSchema,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { ZodPipe } from '../http/zod-body.pipe';
import { readerLanguage } from '../auth/member-language';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard';

const idParam = new ZodPipe(uuidSchema);

@Controller('api')
export class CareTeamsController {
  constructor(private readonly bus: BusClient) {}

  @Get('care-teams')
  @UseGuards(SignedInGuard)
  myTeams(@CurrentUser() user: SessionUser, @Headers('accept-language') accept?: string) {
    return this.bus.request('care.teams.listMine', { language: readerLanguage(user, accept) });
  }

  @Get('care-teams/:id/members')
  @UseGuards(SignedInGuard)
  members(@Param('id', idParam) careTeamId: string) {
    return this.bus.request('care.members.list', { careTeamId });
  }

  // A member's role (owners only; a team always keeps one Co-Caregiver, and the Primary their role).
  @Patch('care-teams/:id/members/:userId')
  @UseGuards(SignedInGuard)
  changeRole(
    @Param('id', idParam) careTeamId: string,
    @Param('userId', idParam) userId: string,
    @Body(new ZodPipe(changeRoleRequestSchema)) body: ChangeRoleRequest,
  ) {
    return this.bus.request('care.members.changeRole', { careTeamId, userId, roleInTeam: body.roleInTeam });
  }

  // Taking someone off the team (owners only; never the Primary Caregiver).
  @Delete('care-teams/:id/members/:userId')
  @UseGuards(SignedInGuard)
  removeMember(@Param('id', idParam) careTeamId: string, @Param('userId', idParam) userId: string) {
    return this.bus.request('care.members.remove', { careTeamId, userId });
  }

  // The signed-in member's own e-mail notifications in this team.
  @Get('care-teams/:id/notifications')
  @UseGuards(SignedInGuard)
  notifications(@Param('id', idParam) careTeamId: string) {
    return this.bus.request('care.notifications.get', { careTeamId });
  }

  @Put('care-teams/:id/notifications')
  @UseGuards(SignedInGuard)
  updateNotifications(
    @Param('id', idParam) careTeamId: string,
    @Body(new ZodPipe(notificationSettingsSchema)) body: NotificationSettings,
  ) {
    return this.bus.request('care.notifications.update', { careTeamId, ...body });
  }

  // The member's own weekly family letter switch, beside the completion e-mails' one.
  @Get('care-teams/:id/notifications/weekly-letter')
  @UseGuards(SignedInGuard)
  weeklyLetter(@Param('id', idParam) careTeamId: string) {
    return this.bus.request('care.notifications.weeklyLetter.get', { careTeamId });
  }

  @Put('care-teams/:id/notifications/weekly-letter')
  @UseGuards(SignedInGuard)
  updateWeeklyLetter(
    @Param('id', idParam) careTeamId: string,
    @Body(new ZodPipe(weeklyLetterSettingSchema)) body: WeeklyLetterSetting,
  ) {
    return this.bus.request('care.notifications.weeklyLetter.update', { careTeamId, ...body });
  }

  // The team's audit log, newest first (owners only).
  @Get('care-teams/:id/audit-log')
  @UseGuards(SignedInGuard)
  auditLog(
    @Param('id', idParam) careTeamId: string,
    @Query(new ZodPipe(z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) })))
    query: { limit: number },
  ) {
    return this.bus.request('care.audit.list', { careTeamId, limit: query.limit });
  }

  @Post('invite')
  @UseGuards(SignedInGuard)
  @HttpCode(201)
  invite(@Body(new ZodPipe(inviteBodySchema)) body: InviteBody) {
    return this.bus.request('care.invitations.create', body);
  }

  @Get('invitations')
  @UseGuards(SignedInGuard)
  invitations(
    @Query(new ZodPipe(z.object({ careTeamId: z.uuid({ error: 'Care team is required' }) })))
    query: {
      careTeamId: string;
    },
  ) {
    return this.bus.request('care.invitations.list', query);
  }

  @Post('invitations/:id/resend')
  @UseGuards(SignedInGuard)
  @HttpCode(200)
  resend(@Param('id', idParam) invitationId: string) {
    return this.bus.request('care.invitations.resend', { invitationId });
  }

  @Post('invitations/:id/cancel')
  @UseGuards(SignedInGuard)
  @HttpCode(200)
  cancel(@Param('id', idParam) invitationId: string) {
    return this.bus.request('care.invitations.cancel', { invitationId });
  }

  // Public: what an invitation link is about, before the invitee signs in.
  @Get('invitations/preview')
  preview(
    @Query(new ZodPipe(invitationTokenSchema)) query: { token: string },
    @CurrentUser() user: SessionUser | undefined,
    @Headers('accept-language') accept?: string,
  ) {
    // Signed out, the invitee's browser says the language; signed in, their choice first.
    return this.bus.request('care.invitations.preview', { ...query, language: readerLanguage(user, accept) });
  }

  @Post('invitations/accept')
  @UseGuards(SignedInGuard)
  @HttpCode(200)
  accept(@Body(new ZodPipe(invitationTokenSchema)) body: { token: string }) {
    return this.bus.request('care.invitations.accept', body);
  }
}
