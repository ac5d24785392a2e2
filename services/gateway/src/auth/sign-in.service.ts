import { Injectable } from '@nestjs/common';
import { SessionUser, UpsertUserRequest } from '@carewith/contracts';
import { BusClient, createLogger, currentRequestId, FactPublisher, requestContext } from '@carewith/platform';

// What every sign-in path does once a provider (or the dev page) vouched for someone.
@Injectable()
export class SignInService {
  private readonly log = createLogger(SignInService.name);

  constructor(
    private readonly bus: BusClient,
    private readonly facts: FactPublisher,
  ) {}

  async complete(identity: UpsertUserRequest, options: { returnTo?: string } = {}): Promise<SessionUser> {
    const user = await this.bus.request('identity.users.upsertFromSignIn', identity);
    // Someone signing in to accept an invitation joins that team only (decision 15); a
    // caregiver signing in for the first time gets a care team of their own, as OWNER.
    if (!options.returnTo?.startsWith('/invite/accept')) {
      await this.bus.request(
        'care.teams.ensureForUser',
        { displayName: user.firstName ?? user.email.split('@')[0] ?? '' },
        { actorId: user.id },
      );
    }
    // Audited once the team exists (a team's log shows its members' sign-ins since they joined), but a
    // sign-in does not fail because the log could not be written (that is logged instead).
    await requestContext
      .run({ requestId: currentRequestId() ?? user.id, actorId: user.id }, () =>
        this.facts.publish('gateway.user-signed-in', { userId: user.id, provider: identity.provider }),
      )
      .catch((error: unknown) => this.log.warn({ err: error, userId: user.id }, 'sign-in not audited'));
    this.log.info({ userId: user.id, provider: identity.provider }, 'signed in');
    return user;
  }
}
