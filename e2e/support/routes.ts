import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { GatewayModule, MIDDLEWARE_ROUTES } from '@carewith/gateway';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';

// Every HTTP route the gateway serves, read from Nest's own route metadata ("GET /api/seniors/:id"),
// and the few it answers in its middleware chain ("GET /api/health").
export function gatewayRoutes(): string[] {
  const controllers = controllersOf(GatewayModule);
  const routes: string[] = [];
  for (const controller of controllers) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      const full = `/${[base, path]
        .map((p) => p.replace(/^\/|\/$/g, ''))
        .filter(Boolean)
        .join('/')}`;
      routes.push(`${RequestMethod[method]} ${full}`);
    }
  }
  return [...routes, ...MIDDLEWARE_ROUTES].sort();
}

type Class = new (...args: never[]) => object;

// The controllers of a module and of the feature modules it imports, each once.
function controllersOf(module: Class, seen = new Set<Class>()): Class[] {
  if (seen.has(module)) return [];
  seen.add(module);
  const imports = ((Reflect.getMetadata('imports', module) ?? []) as unknown[]).filter(
    (imported): imported is Class => typeof imported === 'function',
  );
  return [
    ...((Reflect.getMetadata('controllers', module) ?? []) as Class[]),
    ...imports.flatMap((imported) => controllersOf(imported, seen)),
  ];
}

// The ids a GET route of the gateway is called with: one loved one of a team, one of their activities
// with a play link, a photo, a recorded voice, and where the route needs them, an invitation and a report.
export type RouteIds = {
  seniorId: string;
  careTeamId: string;
  gameId: string;
  token: string;
  photoId: string;
  clipId: string;
  linkId?: string;
  invitationId?: string;
  invitationToken?: string;
  reportId?: string;
  // A shared "About me" page: its link's token, and a photo of the page with the key of an open of it.
  sharedPage?: { token: string; photoId: string; openId: string };
  // A care home the caller works in, and a staff invitation's token.
  homeId?: string;
  homeInvitationToken?: string;
  // A resident of that home, a group session of it, and a photo of the session's deck.
  residentId?: string;
  sessionId?: string;
  sessionPhotoId?: string;
};

// A GET route ("GET /api/seniors/:id") as the path and query to request, with real ids in it.
export function routeTarget(route: string, ids: RouteIds): string {
  const pattern = route.slice(route.indexOf(' ') + 1);
  if (pattern.startsWith('/api/shared/') && ids.sharedPage) {
    const { token, photoId, openId } = ids.sharedPage;
    return `${pattern.replace(':token', token).replace(':photoId', photoId)}?open=${openId}`;
  }
  if (pattern.startsWith('/api/home-invitations/') && ids.homeInvitationToken)
    return pattern.replace(':token', ids.homeInvitationToken);
  if (pattern.startsWith('/api/group-sessions/') && ids.sessionId)
    return pattern.replace(':sessionId', ids.sessionId).replace(':photoId', ids.sessionPhotoId ?? randomUUID());
  const idFor = (): string | undefined => {
    if (pattern.startsWith('/api/seniors/')) return ids.seniorId;
    if (pattern.startsWith('/api/games/')) return ids.gameId;
    if (pattern.startsWith('/api/care-teams/')) return ids.careTeamId;
    if (pattern.startsWith('/api/invitations/')) return ids.invitationId;
    if (pattern.startsWith('/api/photos/')) return ids.photoId;
    if (pattern.startsWith('/api/voice-clips/')) return ids.clipId;
    if (pattern.startsWith('/api/ai/reports/')) return ids.reportId;
    if (pattern.startsWith('/api/ai/assessments/')) return ids.gameId;
    return undefined;
  };
  const params: Record<string, string | undefined> = {
    token: ids.token,
    linkId: ids.linkId,
    photoId: ids.photoId,
    clipId: ids.clipId,
    provider: 'dev',
    seniorId: ids.seniorId,
    careTeamId: ids.careTeamId,
    gameId: ids.gameId,
    homeId: ids.homeId,
    residentId: ids.residentId,
    sessionId: ids.sessionId,
  };
  const queries: Record<string, string> = {
    'GET /api/login': '?returnTo=/',
    'GET /api/invitations/preview': `?token=${ids.invitationToken ?? ''}`,
    // The viewer's own loved ones' letters: it takes only a week.
    'GET /api/digest': '',
    // Its query takes only a page's limit and cursor (it refuses anything else).
    'GET /api/seniors/:id/results': '?limit=5',
  };
  const path = pattern.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? idFor() ?? randomUUID());
  // Routes that read a list take the team or the loved one as a query parameter.
  return path + (queries[route] ?? `?careTeamId=${ids.careTeamId}&seniorId=${ids.seniorId}`);
}
