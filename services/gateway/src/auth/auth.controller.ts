import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Authenticator } from 'passport';
import {
  authUserSchema,
  DevSignInRequest,
  devSignInRequestSchema,
  DomainError,
  SessionUser,
} from '@carewith/contracts';
import { CONFIG } from '@carewith/platform';
import { devLoginEnabled, GatewayConfig } from '../gateway.config';
import { toHttp } from '../http/http-exception.filter';
import { RawRequest, RawResponse, redirect, sendJson } from '../http/raw-http';
import { ZodPipe } from '../http/zod-body.pipe';
import { CSRF_HEADER, csrfCookieName } from './csrf';
import { ENABLED_PROVIDERS, EnabledProviders, PASSPORT } from './passport.provider';
import { safeReturnTo } from './return-to';
import { clearCookie, SessionRequest, sessionCookieName } from './session';
import { SignInService } from './sign-in.service';
import { CurrentUser, SignedInGuard } from './signed-in.guard';

@Controller('api')
export class AuthController {
  constructor(
    @Inject(PASSPORT) private readonly passport: Authenticator,
    @Inject(ENABLED_PROVIDERS) private readonly providers: EnabledProviders,
    @Inject(CONFIG) private readonly config: GatewayConfig,
    private readonly signIn: SignInService,
  ) {}

  // Browser navigation: starts the configured provider's flow (or the development page).
  @Get('login')
  login(
    @Req() request: FastifyRequest,
    @RawResponse() res: ServerResponse,
    @Query('provider') wanted?: string,
    @Query('returnTo') returnTo?: string,
  ) {
    const req = forPassport(request);
    const provider = this.providers.find((p) => p === wanted) ?? this.providers[0];
    const target = safeReturnTo(returnTo);
    if (!provider) {
      if (devLoginEnabled(this.config)) {
        req.session.returnTo = target;
        return req.session.save(() => redirect(res, `/dev-login?returnTo=${encodeURIComponent(target)}`));
      }
      throw new DomainError('UNAVAILABLE', 'Sign-in is not configured on this server.');
    }
    req.session.returnTo = target;
    req.session.save(() => this.passport.authenticate(provider)(req, res, failed(res)));
  }

  @Get('callback/:provider')
  callback(@Param('provider') provider: string, @Req() request: FastifyRequest, @RawResponse() res: ServerResponse) {
    const req = forPassport(request);
    if (!this.providers.includes(provider as EnabledProviders[number]))
      throw new DomainError('NOT_FOUND', 'Unknown sign-in provider');
    const returnTo = safeReturnTo(req.session.returnTo);
    this.passport.authenticate(provider, (error: unknown, user: SessionUser | false) => {
      if (error || !user) return redirect(res, '/?signin=failed');
      // req.logIn regenerates the session: the id changes at sign-in (no fixation).
      req.logIn(user, (loginError) => {
        if (loginError) return failed(res)(loginError);
        req.session.authenticatedAt = Date.now();
        req.session.save(() => redirect(res, returnTo));
      });
    })(req, res, failed(res));
  }

  @Post('dev-login')
  @HttpCode(200)
  async devLogin(@Body(new ZodPipe(devSignInRequestSchema)) body: DevSignInRequest, @RawRequest() req: SessionRequest) {
    if (!devLoginEnabled(this.config)) throw new DomainError('NOT_FOUND', 'Not found');
    const [firstName, ...rest] = body.name.split(/\s+/);
    const returnTo = safeReturnTo(body.returnTo);
    const user = await this.signIn.complete(
      {
        provider: 'dev',
        subject: body.email,
        email: body.email,
        firstName: firstName ?? null,
        lastName: rest.join(' ') || null,
      },
      { returnTo },
    );
    await new Promise<void>((resolve, reject) => req.logIn(user, (e) => (e ? reject(e) : resolve())));
    req.session.authenticatedAt = Date.now();
    await new Promise<void>((resolve) => req.session.save(() => resolve()));
    return { user: authUserSchema.parse(user), returnTo };
  }

  @Get('auth/providers')
  providersList() {
    return { providers: this.providers, devLogin: devLoginEnabled(this.config), oidcName: this.config.OIDC_NAME };
  }

  @Get('auth/user')
  @UseGuards(SignedInGuard)
  user(@CurrentUser() user: SessionUser) {
    return authUserSchema.parse(user);
  }

  // The anti-forgery token for scripts that did not load a page first (the cookie carries it too).
  @Get('auth/csrf')
  csrf(@RawRequest() req: SessionRequest) {
    return { header: CSRF_HEADER, token: req.cookies?.[csrfCookieName(this.config)] ?? req.csrfToken };
  }

  @Get('logout')
  logout(@RawRequest() req: SessionRequest, @RawResponse() res: ServerResponse) {
    const finish = () => {
      clearCookie(res, sessionCookieName(this.config));
      redirect(res, '/');
    };
    req.logout(() => (req.session ? req.session.destroy(finish) : finish()));
  }
}

// A sign-in flow's failure once the route writes its own answer: the usual JSON error.
const failed = (res: ServerResponse) => (error: unknown) => {
  if (res.headersSent) return void res.end();
  sendJson(res, ...toHttp(error));
};

// Node's request as passport's strategies read it: the provider's answer (code, state, error) is in
// the query, which Express parsed onto the request and Fastify keeps on its own.
const forPassport = (request: FastifyRequest): SessionRequest =>
  Object.assign(request.raw as SessionRequest, { query: request.query });
