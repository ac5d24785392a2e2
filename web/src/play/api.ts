import { readJSON, removeKey, writeJSON } from './storage';
import type { PlayResponse, Route } from './types';

export type Loaded = { kind: 'ok'; data: PlayResponse } | { kind: 'notFound' } | { kind: 'error' };

// GET /api/play/{token}, or the caregiver's preview GET /api/games/{id}/preview (session cookie).
// A play link's activity is kept on the device, so a reload without a connection still shows it
// (the service worker serves the page itself) and the answers wait in the outbox.
export async function loadActivity(route: Route): Promise<Loaded> {
  if (route.mode === 'none') return { kind: 'notFound' };
  const key = route.mode === 'play' ? `carewith.play.activity.${route.token}` : null;
  const offline = (): Loaded => {
    const kept = key ? readJSON<PlayResponse>(key) : null;
    return kept ? { kind: 'ok', data: kept } : { kind: 'error' };
  };
  const url =
    route.mode === 'play'
      ? `/api/play/${encodeURIComponent(route.token)}`
      : `/api/games/${encodeURIComponent(route.gameId)}/preview`;
  try {
    const res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (res.ok) {
      const data = (await res.json()) as PlayResponse;
      if (!data?.template?.slug || !Array.isArray(data.gameInstance?.configJSON?.steps)) return { kind: 'notFound' };
      if (key) writeJSON(key, data);
      return { kind: 'ok', data };
    }
    // An unknown, expired or malformed link (or, for a preview, no access) leads nowhere.
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      if (key) removeKey(key);
      return { kind: 'notFound' };
    }
    return offline();
  } catch {
    return offline();
  }
}

export const photoUrl = (route: Route, id: string) =>
  route.mode === 'play'
    ? `/api/play/${encodeURIComponent(route.token)}/photos/${encodeURIComponent(id)}`
    : `/api/photos/${encodeURIComponent(id)}`;

// The family's recorded voice for a step ("voice:<id>"), from the link or, in the
// caregiver's preview, from the team's clips.
export function clipUrl(route: Route, ref: string | undefined): string | null {
  const id = ref?.startsWith('voice:') ? encodeURIComponent(ref.slice(6)) : '';
  if (!id) return null;
  return route.mode === 'play'
    ? `/api/play/${encodeURIComponent(route.token)}/voice-clips/${id}`
    : `/api/voice-clips/${id}`;
}
