import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shareTokenSchema, sharedAboutMeSchema, type SharedAboutMe } from '@carewith/contracts';
import { ApiError, apiRequest } from './http';

// What opening a shared "About me" link came to. The refusals a reader can act on are answers, not
// errors: a 401 here asks for the link's PIN, and must never reach the app-wide handler that sends a
// signed-out member to sign in.
export type SharedOpen =
  | { kind: 'open'; shared: SharedAboutMe }
  // The link has a PIN and none was given (401).
  | { kind: 'pin-needed' }
  // The PIN was not right (403), or not a PIN at all (400); `message` is the server's, in English.
  | { kind: 'pin-wrong'; message: string | undefined }
  // Too many tries from here (429).
  | { kind: 'too-many' }
  // Expired, revoked, unknown, or not a link at all (410, 404, 400).
  | { kind: 'gone' };

const pinMessage = (error: ApiError) =>
  error.fieldErrors.find((e) => e.field === 'pin')?.message ?? error.serverMessage;

export function openOutcome(error: ApiError): SharedOpen | undefined {
  const aboutThePin = error.fieldErrors.some((e) => e.field === 'pin');
  if (error.status === 401) return { kind: 'pin-needed' };
  if (error.status === 403 && aboutThePin) return { kind: 'pin-wrong', message: pinMessage(error) };
  if (error.status === 400 && aboutThePin) return { kind: 'pin-wrong', message: pinMessage(error) };
  if (error.status === 429) return { kind: 'too-many' };
  if ([400, 404, 410].includes(error.status)) return { kind: 'gone' };
  return undefined;
}

// POST /api/shared/about-me/{token} {pin?} (public, no account): the page as shared, without what the
// family switched off, in the language they chose. A read in the cache by token and PIN: the page's
// language switch renders the app again, and the reader's page and its book share one open. While a
// PIN is tried, the answer before it stays (the PIN form stays up). The PIN that opened it is kept for
// the tab's session.
export function useSharedAboutMe(token: string, pin: string | undefined) {
  const valid = shareTokenSchema.safeParse(token).success;
  return useQuery<SharedOpen>({
    queryKey: ['/api/shared/about-me', token, pin ?? ''],
    queryFn: async () => {
      if (!valid) return { kind: 'gone' };
      try {
        const res = await apiRequest('POST', `/api/shared/about-me/${token}`, pin === undefined ? {} : { pin });
        const shared = sharedAboutMeSchema.parse(await res.json());
        if (pin !== undefined) keepPin(token, pin);
        return { kind: 'open', shared };
      } catch (error) {
        const outcome = error instanceof ApiError ? openOutcome(error) : undefined;
        if (outcome) return outcome;
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

// The PIN that opened a link, kept for this tab's session so that its book opens without asking
// again: one link's only (another link's replaces it), never in the address.
const PIN_KEY = 'carewith.shared-about-me.pin';

export function keptPin(token: string): string | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(PIN_KEY) ?? 'null') as { token?: unknown; pin?: unknown } | null;
    return kept?.token === token && typeof kept.pin === 'string' ? kept.pin : undefined;
  } catch {
    return undefined;
  }
}

export function keepPin(token: string, pin: string) {
  try {
    sessionStorage.setItem(PIN_KEY, JSON.stringify({ token, pin }));
  } catch {
    // Not kept (storage refused): the book asks for the PIN again.
  }
}

export function forgetPin(token: string) {
  try {
    if (keptPin(token) !== undefined) sessionStorage.removeItem(PIN_KEY);
  } catch {
    // Nothing was kept.
  }
}
