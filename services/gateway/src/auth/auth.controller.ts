import { Body, Controller, Get, HttpCode, Inject, Next, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
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
import { ZodPipe } from '../http/zod-body.pipe';
import { CSRF_HEADER, csrfCookieName } from './csrf';
import { ENABLED_PROVIDERS, EnabledProviders, PASSPORT } from './passport.provider';
import { safeReturnTo } from './return-to';
import { sessionCookieName } from './session';
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
    @Req() req: Request,
    @Res() res: Response,
    @Next() next: NextFunction,
    @Query('provider') wanted?: string,
    @Query('returnTo') returnTo?: string,
  ) {
    const provider = this.providers.find((p) => p === wanted) ?? this.providers[0];
    const target = safeReturnTo(returnTo);
    if (!provider) {
      if (devLoginEnabled(this.config)) {
        req.session.returnTo = target;
        return req.session.save(() => res.redirect(302, `/dev-login?returnTo=${encodeURIComponent(target)}`));
      }
      throw new DomainError('UNAVAILABLE', 'Sign-in is not configured on this server.');
    }
    req.session.returnTo = target;
    req.session.save(() => this.passport.authenticate(provider)(req, res, next));
  }

  @Get('callback/:provider')
  callback(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    if (!this.providers.includes(provider as EnabledProviders[number]))
      throw new DomainError('NOT_FOUND', 'Unknown sign-in provider');
    const returnTo = safeReturnTo(req.session.returnTo);
    this.passport.authenticate(provider, (error: unknown, user: SessionUser | false) => {
      if (error || !user) return res.redirect(302, '/?signin=failed');
      // req.logIn regenerates the session: the id changes at sign-in (no fixation).
      req.logIn(user, (loginError) => {
        if (loginError) return next(loginError);
        req.session.authenticatedAt = Date.now();
        req.session.save(() => res.redirect(302, returnTo));
      });
    })(req, res, next);
  }

  @Post('dev-login')
  @HttpCode(200)
  async devLogin(@Body(new ZodPipe(devSignInRequestSchema)) body: DevSignInRequest, @Req() req: Request) {
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
  csrf(@Req() req: Request) {
    const fromCookie = (req as Request & { cookies?: Record<string, string> }).cookies?.[csrfCookieName(this.config)];
    return { header: CSRF_HEADER, token: fromCookie ?? (req as Request & { csrfToken?: string }).csrfToken };
  }

  @Get('logout')
  logout(@Req() req: Request, @Res() res: Response) {
    const finish = () => {
      res.clearCookie(sessionCookieName(this.config), { path: '/' });
      res.redirect(302, '/');
    };
    req.logout(() => (req.session ? req.session.destroy(finish) : finish()));
  }
}
