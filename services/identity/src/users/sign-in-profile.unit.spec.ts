import { UpsertUserRequest } from '@carewith/contracts';
import { signInChanges, toSessionUser } from './sign-in-profile';

const signIn = (over: Partial<UpsertUserRequest> = {}): UpsertUserRequest => ({
  provider: 'google',
  subject: 'sub-1',
  email: 'nora@example.com',
  ...over,
});
const stored = {
  email: 'nora.old@example.com',
  firstName: 'Nora',
  lastName: 'Keeper',
  profileImageUrl: 'https://img.example.com/nora.png',
};

describe('a sign-in', () => {
  it("follows the provider's address, and changes nothing else the provider leaves out", () => {
    expect(signInChanges(stored, signIn())).toEqual({ email: 'nora@example.com' });
  });

  it('takes the names and picture the provider sends', () => {
    expect(
      signInChanges(
        stored,
        signIn({ firstName: 'Norah', lastName: 'Keep', profileImageUrl: 'https://img.example.com/new.png' }),
      ),
    ).toEqual({
      email: 'nora@example.com',
      firstName: 'Norah',
      lastName: 'Keep',
      profileImageUrl: 'https://img.example.com/new.png',
    });
  });

  it('never wipes a stored name with an empty or null one', () => {
    expect(signInChanges(stored, signIn({ firstName: '', lastName: null }))).toEqual({
      email: 'nora@example.com',
      firstName: 'Nora',
      lastName: 'Keeper',
    });
  });

  it('keeps the stored picture when the provider sends none', () => {
    expect(signInChanges(stored, signIn({ profileImageUrl: null })).profileImageUrl).toBe(
      'https://img.example.com/nora.png',
    );
  });

  it('stores null, not an empty name, for a new account the provider gives no name', () => {
    expect(signInChanges({}, signIn({ firstName: '', lastName: null, profileImageUrl: null }))).toEqual({
      email: 'nora@example.com',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    // A field the provider leaves out is not set at all: the column's default applies.
    expect(signInChanges({}, signIn())).toEqual({ email: 'nora@example.com' });
  });

  it('shows the session the account, and nothing of its sign-in identities or dates', () => {
    const user = {
      id: 'u-1',
      role: 'CAREGIVER' as const,
      language: 'es' as const,
      ...stored,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    expect(toSessionUser(user)).toEqual({ id: 'u-1', role: 'CAREGIVER', language: 'es', ...stored });
  });

  it('shows a language not chosen yet, or one this build no longer knows, as null', () => {
    const user = { id: 'u-1', role: 'CAREGIVER' as const, ...stored };
    expect(toSessionUser({ ...user, language: null }).language).toBeNull();
    expect(toSessionUser({ ...user, language: 'xx' as never }).language).toBeNull();
  });
});
