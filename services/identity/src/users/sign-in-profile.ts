import { isLanguage, type SessionUser, type UpsertUserRequest } from '@carewith/contracts';
import type { UserEntity } from './user.entity';

// A sign-in's effect on the account, without the database.

type Profile = Pick<UserEntity, 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;

// The provider vouched for this person: the address follows the provider's latest word. A name the
// provider sends replaces the stored one, but an empty name never wipes one the account has; a name
// or picture the provider leaves out (undefined) changes nothing, and a picture of null keeps the
// stored one. Returns the fields that change.
export function signInChanges(stored: Partial<Profile>, request: UpsertUserRequest): Partial<Profile> {
  const changes: Partial<Profile> = { email: request.email };
  if (request.firstName !== undefined) changes.firstName = request.firstName || stored.firstName || null;
  if (request.lastName !== undefined) changes.lastName = request.lastName || stored.lastName || null;
  if (request.profileImageUrl !== undefined)
    changes.profileImageUrl = request.profileImageUrl ?? stored.profileImageUrl ?? null;
  return changes;
}

// What the session and the other services see of an account. A language this build no longer knows
// reads as not chosen.
export const toSessionUser = (u: Pick<UserEntity, 'id' | 'role' | 'language'> & Profile): SessionUser => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImageUrl: u.profileImageUrl,
  role: u.role,
  language: isLanguage(u.language) ? u.language : null,
});
