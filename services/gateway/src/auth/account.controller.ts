import { Body, Controller, Delete, HttpCode, Inject, Put, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AccountDeletion, SessionUser, SetLanguageRequest, setLanguageRequestSchema } from '@carewith/contracts';
import { BusClient, CONFIG, createLogger } from '@carewith/platform';
import type { GatewayConfig } from '../gateway.config';
import { RawRequest } from '../http/raw-http';
import { ZodPipe } from '../http/zod-body.pipe';
import { clearCookie, SessionRequest, sessionCookieName } from './session';
import { SessionRegistry } from './session-registry';
import { CurrentUser, SignedInGuard } from './signed-in.guard';

const DELETE_TIMEOUT_MS = 120_000;

// A caregiver deletes their own account: care first (teams, check-ins; a team of one is erased with
// its loved ones), then the messages to their address, then the user, then every session.
// Each step can run again, so a failed deletion is finished by asking again.
@Controller('api')
export class AccountController {
  private readonly log = createLogger(AccountController.name);

  constructor(
    private readonly bus: BusClient,
    private readonly sessions: SessionRegistry,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  // The member's language: stored by identity, then written into the snapshot of the
  // account every session of theirs holds, so GET /api/auth/user says it at once on each device.
  @Put('account/language')
  @UseGuards(SignedInGuard)
  @HttpCode(200)
  async setLanguage(
    @CurrentUser() user: SessionUser,
    @Body(new ZodPipe(setLanguageRequestSchema)) body: SetLanguageRequest,
    @RawRequest() req: SessionRequest,
  ): Promise<SetLanguageRequest> {
    const chosen = await this.bus.request('identity.users.setLanguage', body);
    const snapshot = (req.session as { passport?: { user?: SessionUser } } | undefined)?.passport;
    if (snapshot?.user) snapshot.user = { ...snapshot.user, language: chosen.language };
    await this.sessions.setLanguageFor(user.id, chosen.language);
    return chosen;
  }

  @Delete('account')
  @UseGuards(SignedInGuard)
  @HttpCode(200)
  async delete(
    @CurrentUser() user: SessionUser,
    @RawRequest() req: SessionRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AccountDeletion> {
    const summary = await this.bus.request('care.account.delete', {}, { timeoutMs: DELETE_TIMEOUT_MS });
    await this.bus.request('messaging.erase', { phones: [], emails: [user.email], refIds: [] });
    await this.bus.request('identity.users.delete', {});
    const ended = await this.sessions.endAllFor(user.id);
    await new Promise<void>((resolve) => req.logout({ keepSessionInfo: false }, () => resolve()));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    clearCookie(res.raw, sessionCookieName(this.config));
    this.log.info({ ...summary, sessionsEnded: ended }, 'account deleted');
    return summary;
  }
}
