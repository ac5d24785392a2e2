import { Module } from '@nestjs/common';
import { BusClientModule, CONFIG } from '@carewith/platform';
import type { Authenticator } from 'passport';
import type { GatewayConfig } from '../gateway.config';
import { AccountController } from './account.controller';
import { AuthController } from './auth.controller';
import { createAuthenticator, ENABLED_PROVIDERS, PASSPORT } from './passport.provider';
import { SessionRegistry } from './session-registry';
import { SignInService } from './sign-in.service';
import { configureStrategies } from './strategies';

// Signing in and out, the caregiver's account and sessions. Exports passport (the HTTP pipeline's
// session steps use it) and the session registry (attached to the session store's pool at start).
@Module({
  imports: [BusClientModule],
  controllers: [AuthController, AccountController],
  providers: [
    SignInService,
    SessionRegistry,
    { provide: PASSPORT, useFactory: createAuthenticator },
    {
      provide: ENABLED_PROVIDERS,
      inject: [PASSPORT, CONFIG, SignInService],
      useFactory: (passport: Authenticator, config: GatewayConfig, signIn: SignInService) =>
        configureStrategies(passport, config, signIn),
    },
  ],
  exports: [PASSPORT, SessionRegistry],
})
export class AuthModule {}
