import { Injectable } from '@nestjs/common';
import { DomainError, SessionUser, SetLanguageRequest, UpsertUserRequest } from '@carewith/contracts';
import { createLogger } from '@carewith/platform';
import { signInChanges, toSessionUser } from './sign-in-profile';
import { UserStore } from './user-store';

@Injectable()
export class UsersService {
  private readonly log = createLogger(UsersService.name);

  constructor(private readonly store: UserStore) {}

  // The provider vouched for this identity: find the user by (provider, subject), else by e-mail,
  // else create one; names and picture follow the provider's latest word.
  async upsertFromSignIn(request: UpsertUserRequest): Promise<SessionUser> {
    // Serialise sign-ins of one e-mail so two tabs cannot create two users.
    return this.store.signIn(request.email, async (em) => {
      const known = await this.store.userOfIdentity(em, request);
      let user = known ?? (await this.store.byEmail(em, request.email));
      if (!user) {
        user = this.store.draft(em, request.email);
        this.log.info({ provider: request.provider }, 'new user signed up');
      }
      Object.assign(user, signInChanges(user, request));
      user = await this.store.save(em, user);
      if (!known) await this.store.linkIdentity(em, request, user.id);
      return toSessionUser(user);
    });
  }

  async get(userId: string): Promise<SessionUser> {
    const user = await this.store.byId(userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    return toSessionUser(user);
  }

  // The member's own language: their screens and the e-mails they get from now on.
  async setLanguage(userId: string, request: SetLanguageRequest): Promise<SetLanguageRequest> {
    if (!(await this.store.setLanguage(userId, request.language))) throw new DomainError('NOT_FOUND', 'User not found');
    this.log.info({ language: request.language }, 'language chosen');
    return { language: request.language };
  }

  // The account itself, with its sign-in identities (ON DELETE CASCADE).
  async delete(userId: string): Promise<{ deleted: boolean }> {
    return { deleted: await this.store.delete(userId) };
  }

  async getMany(userIds: string[]): Promise<SessionUser[]> {
    if (!userIds.length) return [];
    const users = await this.store.byIds(userIds);
    return users.map(toSessionUser);
  }
}
