import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { DomainError, SessionUser, SetLanguageRequest, UpsertUserRequest } from '@carewith/contracts';
import { createLogger } from '@carewith/platform';
import { UserEntity, UserIdentityEntity } from './user.entity';
import { signInChanges, toSessionUser } from './sign-in-profile';

@Injectable()
export class UsersService {
  private readonly log = createLogger(UsersService.name);

  constructor(private readonly dataSource: DataSource) {}

  // The provider vouched for this identity: find the user by (provider, subject), else by e-mail,
  // else create one; names and picture follow the provider's latest word.
  async upsertFromSignIn(request: UpsertUserRequest): Promise<SessionUser> {
    return this.dataSource.transaction(async (em) => {
      // Serialise sign-ins of one e-mail so two tabs cannot create two users.
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`user:${request.email}`]);
      const identity = await em.findOneBy(UserIdentityEntity, { provider: request.provider, subject: request.subject });
      let user = identity
        ? await em.findOneByOrFail(UserEntity, { id: identity.userId })
        : await em.findOneBy(UserEntity, { email: request.email });
      if (!user) {
        user = em.create(UserEntity, { email: request.email });
        this.log.info({ provider: request.provider }, 'new user signed up');
      }
      Object.assign(user, signInChanges(user, request));
      user = await em.save(user);
      if (!identity) await this.linkIdentity(em, request, user.id);
      return toSessionUser(user);
    });
  }

  private async linkIdentity(em: EntityManager, request: UpsertUserRequest, userId: string) {
    await em.save(em.create(UserIdentityEntity, { provider: request.provider, subject: request.subject, userId }));
  }

  async get(userId: string): Promise<SessionUser> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    return toSessionUser(user);
  }

  // The member's own language (issue #28): their screens and the e-mails they get from now on.
  async setLanguage(userId: string, request: SetLanguageRequest): Promise<SetLanguageRequest> {
    const result = await this.dataSource
      .getRepository(UserEntity)
      .update({ id: userId }, { language: request.language });
    if (!result.affected) throw new DomainError('NOT_FOUND', 'User not found');
    this.log.info({ language: request.language }, 'language chosen');
    return { language: request.language };
  }

  // The account itself, with its sign-in identities (ON DELETE CASCADE).
  async delete(userId: string): Promise<{ deleted: boolean }> {
    const result = await this.dataSource.getRepository(UserEntity).delete({ id: userId });
    return { deleted: (result.affected ?? 0) > 0 };
  }

  async getMany(userIds: string[]): Promise<SessionUser[]> {
    if (!userIds.length) return [];
    const users = await this.dataSource.getRepository(UserEntity).findBy({ id: In(userIds) });
    return users.map(toSessionUser);
  }
}
