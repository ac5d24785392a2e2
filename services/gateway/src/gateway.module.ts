import { Module } from '@nestjs/common';
import { BusClientModule, CONFIG, ConfigModule } from '@carewith/platform';
import { AccountController } from './auth/account.controller';
import { AuthController } from './auth/auth.controller';
import { SessionRegistry } from './auth/session-registry';
import { createAuthenticator, ENABLED_PROVIDERS, PASSPORT } from './auth/passport.provider';
import { SignInService } from './auth/sign-in.service';
import { configureStrategies } from './auth/strategies';
import { CareTeamsController } from './care-teams/care-teams.controller';
import { CheckInsController } from './check-ins/check-ins.controller';
import { DashboardController } from './dashboard/dashboard.controller';
import { RemindersController } from './reminders/reminders.controller';
import { SeniorsController } from './seniors/seniors.controller';
import { MasteryController } from './seniors/mastery.controller';
import { ReviewController } from './seniors/review.controller';
import { DifficultyController } from './difficulty/difficulty.controller';
import { SchedulesController } from './schedules/schedules.controller';
import { GamesController } from './games/games.controller';
import { PlayController } from './play/play.controller';
import { PhotosController } from './photos/photos.controller';
import { VoiceClipsController } from './voice-clips/voice-clips.controller';
import { TwilioWebhooksController } from './webhooks/twilio-webhooks.controller';
import { OutboxController } from './outbox/outbox.controller';
import { ConversationController } from './conversation/conversation.controller';
import { DevWeeklyLettersController } from './conversation/dev-weekly-letters.controller';
import { AiController } from './ai/ai.controller';
import { EarlyAccessController } from './early-access/early-access.controller';
import { GatewayConfig, gatewayConfigSchema } from './gateway.config';
import { HealthService } from './health/health.service';
import type { Authenticator } from 'passport';

// The HTTP edge: /api/* routes, validation, sessions; everything else is asked over the bus.
@Module({
  imports: [ConfigModule.forRoot(gatewayConfigSchema), BusClientModule],
  // The play routes first: Express walks the routes in this order for every request, and the loved
  // one's play calls are the hot path (issue #17); no other controller shares their /api/play prefix.
  controllers: [
    PlayController,
    EarlyAccessController,
    AuthController,
    AccountController,
    CareTeamsController,
    SeniorsController,
    MasteryController,
    ReviewController,
    DifficultyController,
    SchedulesController,
    DashboardController,
    RemindersController,
    CheckInsController,
    GamesController,
    PhotosController,
    VoiceClipsController,
    TwilioWebhooksController,
    OutboxController,
    AiController,
    ConversationController,
    DevWeeklyLettersController,
  ],
  providers: [
    HealthService,
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
})
export class GatewayModule {}
