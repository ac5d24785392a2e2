import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import type { Language, UpsertUserRequest } from '@carewith/contracts';
import { UserEntity, UserIdentityEntity } from './user.entity';

type Identity = Pick<UpsertUserRequest, 'provider' | 'subject'>;

// The users and their sign-in identities (migrations 1763760100000-users, 1764200000000-user-language):
// every statement of them in one place.
@Injectable()
export class UserStore {
  constructor(private readonly dataSource: DataSource) {}

  // A sign-in of `email`, serialised with any other of the same address (two tabs cannot make two
  // users): `work` runs in one transaction holding that lock.
  signIn<T>(email: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`user:${email}`]);
      return work(em);
    });
  }

  // The user a provider's account signed in as before, if it did.
  async userOfIdentity(em: EntityManager, identity: Identity): Promise<UserEntity | null> {
    const row = await em.findOneBy(UserIdentityEntity, { provider: identity.provider, subject: identity.subject });
    return row ? em.findOneByOrFail(UserEntity, { id: row.userId }) : null;
  }

  byEmail(em: EntityManager, email: string): Promise<UserEntity | null> {
    return em.findOneBy(UserEntity, { email });
  }

  // A new user, not yet saved.
  draft(em: EntityManager, email: string): UserEntity {
    return em.create(UserEntity, { email });
  }

  save(em: EntityManager, user: UserEntity): Promise<UserEntity> {
    return em.save(user);
  }

  async linkIdentity(em: EntityManager, identity: Identity, userId: string): Promise<void> {
    await em.save(em.create(UserIdentityEntity, { provider: identity.provider, subject: identity.subject, userId }));
  }

  byId(userId: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
  }

  // False: no such user.
  async setLanguage(userId: string, language: Language): Promise<boolean> {
    const result = await this.dataSource.getRepository(UserEntity).update({ id: userId }, { language });
    return Boolean(result.affected);
  }

  // The account, with its sign-in identities (ON DELETE CASCADE). False: no such user.
  async delete(userId: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(UserEntity).delete({ id: userId });
    return (result.affected ?? 0) > 0;
  }

  byIds(userIds: string[]): Promise<UserEntity[]> {
    return this.dataSource.getRepository(UserEntity).findBy({ id: In(userIds) });
  }
}
