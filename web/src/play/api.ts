import type { PlayResponse, Route } from './types';

export type Loaded = { kind: 'ok'; data: PlayResponse } | { kind: 'notFound' } | { kind: 'error' };

// GET /api/play/{token}, or the caregiver's preview GET /api/games/{id}/preview (session cookie).
export async function loadActivity(route: Route): Promise<Loaded> {
  if (route.mode === 'none') return { kind: 'notFound' };
  const url =
    route.mode === 'play'
      ? `/api/play/${encodeURIComponent(route.token)}`
      : `/api/games/${encodeURIComponent(route.gameId)}/preview`;
  try {
    const res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (res.ok) {
      const data = (await res.json()) as PlayResponse;
      if (!data?.template?.slug || !Array.isArray(data.gameInstance?.configJSON?.steps)) return { kind: 'notFound' };
      return { kind: 'ok', data };
    }
    // An unknown, expired or malformed link (or, for a preview, no access) leads nowhere.
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) return { kind: 'notFound' };
    return { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

export const photoUrl = (route: Route, id: string) =>
  route.mode === 'play'
    ? `/api/play/${encodeURIComponent(route.token)}/photos/${encodeURIComponent(id)}`
    : `/api/photos/${encodeURIComponent(id)}`;
