import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../../support/api';
import { clipForm, mp3Frames } from '../../support/audio';
import type { Goal, GoalRatingsDue, SeniorGoals, SharedAboutMe } from '@carewith/contracts';
import {
  aGoalRequest,
  aShare,
  addAboutMeNote,
  addActivity,
  addBoxPhotos,
  addDescribedBoxPhoto,
  addLovedOne,
  addMember,
  addPhoto,
  addPlayableActivity,
  addVoiceClip,
  aLovedOne,
  aMember,
  anActivity,
  boxPhotosForm,
  goalRatingDue,
  openShared,
  photoForm,
  playLinkWithId,
  playThrough,
  setGoal,
  shareAboutMe,
  shareSections,
  sharedPhotoUrls,
  signUp,
  stopGoal,
  TINY_PNG,
  useSystem,
} from '../../support/fixtures';
import { aConsentedBoxPhoto, sessionPhotoPath, startGroupSession } from '../../support/group-sessions';
import { addResident, aResident, createHome, hireStaff, inviteStaff, putResidentPhoto } from '../../support/homes';
import { invitationToken } from '../../support/invitations';
import { gatewayRoutes } from '../../support/routes';

jest.setTimeout(180_000);

// The owner created the team: its Primary Caregiver. The co-owner joined it by invitation as a second
// Co-Caregiver, the sibling as a Family Helper. A care home's staff: its Home Manager (the manager),
// an Activity Coordinator of the same home (the coordinator) and one of another home (elsewhere); to
// the family they are outsiders.
type Role = 'anonymous' | 'outsider' | 'sibling' | 'coowner' | 'owner' | 'manager' | 'coordinator' | 'elsewhere';
const ROLES: Role[] = ['anonymous', 'outsider', 'sibling', 'coowner', 'owner', 'manager', 'coordinator', 'elsewhere'];
const outsideTheFamily = (role: Role) => !['sibling', 'coowner', 'owner'].includes(role);
type Ctx = {
  // The manager's home: a resident (her loved one's id too), and for the callers who succeed, a resident
  // to remove, a staff invitation to cancel and a coordinator to take off the staff, each their own.
  homeId: string;
  residentId: string;
  residentSeniorId: string;
  managerUserId: string;
  removableResident: (role: Role) => string;
  staffInvitationId: (role: Role) => string;
  extraStaff: (role: Role) => string;
  // A staff invitation to an address none of the callers has.
  staffToken: string;
  // A group session the manager started with the resident and another (Iris), and the path of a photo
  // of its deck (a box photo of the resident's, consented).
  sessionId: string;
  sessionMateId: string;
  sessionPhotoPath: string;
  ownerTeam: string;
  seniorId: string;
  invitationId: string;
  // The callers who succeed each act on their own activity or invitation.
  cancelInvitationId: (role: Role) => string;
  token: string;
  email: () => string;
  gameId: string;
  revokeLinkId: string;
  playToken: string;
  completeToken: () => string;
  photoId: string;
  clipId: string;
  // A recorded voice of the outsider's own team (a goal takes a clip of the loved one's team only).
  outsidersClip: string;
  draftGameId: (role: Role) => string;
  reportId: string;
  // A conversation starter of a completed activity of Rose's.
  starterId: string;
  playedGameId: string;
  eraseSeniorId: string;
  siblingUserId: string;
  ownerUserId: string;
  // A Co-Caregiver of the owner's team for each caller to demote and then remove (no two callers
  // change the same member, so each answer is the caller's own).
  extraMember: Record<Role, string>;
  // Rose's "About me" shared by the owner: a link, one with a PIN, a revoked one, and the address of
  // a photo of the page as the link's first open gave it.
  shared: { token: string; pinToken: string; revokedToken: string; photoPath: string };
};
type Row = {
  route: string;
  // Which case of the route, when a route has more than one row.
  case?: string;
  call: (api: ApiClient, ctx: Ctx, role: Role) => Promise<Response>;
  expect: Record<Role, number>;
};

const all = (status: number): Record<Role, number> => ({
  anonymous: status,
  outsider: status,
  sibling: status,
  coowner: status,
  owner: status,
  manager: status,
  coordinator: status,
  elsewhere: status,
});
// The second Co-Caregiver gets what the owner gets unless the row says otherwise; a care home's staff
// are outsiders to the family, and get what the outsider gets.
const signedIn = (status: number, outsider = status, sibling = status, coowner = status): Record<Role, number> => ({
  anonymous: 401,
  outsider,
  sibling,
  coowner,
  owner: status,
  manager: outsider,
  coordinator: outsider,
  elsewhere: outsider,
});
// A care home's routes: the manager gets `status`, the coordinator of the same home `coordinator`;
// everyone else, another home's staff too, is told the home does not exist.
const staff = (status: number, coordinator = status): Record<Role, number> => ({
  ...signedIn(404),
  manager: status,
  coordinator,
});

// GET /api/seniors/:id (what given: /api/seniors/:id/<what>): every member of the loved one's team
// reads it; an outsider is told it does not exist.
const seniorRead = (what = ''): Row => {
  const path = what ? `/${what}` : '';
  return {
    route: `GET /api/seniors/:id${path}`,
    call: (a, c) => a.get(`/api/seniors/${c.seniorId}${path}`),
    expect: signedIn(200, 404, 200),
  };
};

// One row per gateway route: what each kind of caller gets. A route without a row fails the test.
const MATRIX: Row[] = [
  { route: 'GET /api/health', call: (a) => a.get('/api/health'), expect: all(200) },
  {
    route: 'POST /api/early-access',
    call: (a, c) => a.post('/api/early-access', { name: 'Row', email: c.email(), biggestChallenge: 'OTHER' }),
    expect: all(201),
  },
  { route: 'GET /api/login', call: (a) => a.get('/api/login'), expect: all(302) },
  { route: 'GET /api/callback/:provider', call: (a) => a.get('/api/callback/nope'), expect: all(404) },
  { route: 'POST /api/dev-login', call: (a) => a.post('/api/dev-login', {}), expect: all(400) },
  { route: 'GET /api/auth/providers', call: (a) => a.get('/api/auth/providers'), expect: all(200) },
  { route: 'GET /api/auth/user', call: (a) => a.get('/api/auth/user'), expect: signedIn(200) },
  { route: 'GET /api/auth/csrf', call: (a) => a.get('/api/auth/csrf'), expect: all(200) },
  // Logging out is checked with throwaway clients (it would end the role's session).
  { route: 'GET /api/logout', call: (a) => new ApiClient(a.baseUrl).get('/api/logout'), expect: all(302) },
  { route: 'GET /api/care-teams', call: (a) => a.get('/api/care-teams'), expect: signedIn(200) },
  {
    route: 'GET /api/care-teams/:id/members',
    call: (a, c) => a.get(`/api/care-teams/${c.ownerTeam}/members`),
    expect: signedIn(200, 404, 200),
  },
  {
    route: 'POST /api/invite',
    call: (a, c) => a.post('/api/invite', { email: c.email(), role: 'SIBLING', careTeamId: c.ownerTeam }),
    expect: signedIn(201, 404, 403),
  },
  {
    route: 'GET /api/invitations',
    call: (a, c) => a.get(`/api/invitations?careTeamId=${c.ownerTeam}`),
    expect: signedIn(200, 404, 403),
  },
  {
    route: 'GET /api/invitations/preview',
    call: (a, c) => a.get(`/api/invitations/preview?token=${c.token}`),
    expect: all(200),
  },
  {
    // Only the invited address may use the link: everyone here is someone else.
    route: 'POST /api/invitations/accept',
    call: (a, c) => a.post('/api/invitations/accept', { token: c.token }),
    expect: signedIn(403),
  },
  {
    route: 'POST /api/seniors',
    call: (a, c) => a.post('/api/seniors', { firstName: 'Row', lastName: 'Senior', careTeamId: c.ownerTeam }),
    expect: signedIn(201, 404, 403),
  },
  seniorRead(),
  {
    route: 'PATCH /api/seniors/:id',
    call: (a, c) => a.request('PATCH', `/api/seniors/${c.seniorId}`, { json: { phone: '+15551230000' } }),
    expect: signedIn(200, 404, 403),
  },
  {
    route: 'POST /api/seniors/:id/pause',
    call: (a, c) => a.post(`/api/seniors/${c.seniorId}/pause`, { days: 3 }),
    expect: signedIn(200, 404, 403),
  },
  {
    route: 'DELETE /api/seniors/:id/pause',
    call: (a, c) => a.request('DELETE', `/api/seniors/${c.seniorId}/pause`),
    expect: signedIn(200, 404, 403),
  },
  seniorRead('results'),
  seniorRead('overview'),
  seniorRead('trend'),
  // What the loved one knows, item by item: readable like the results.
  seniorRead('mastery'),
  // What is due for review and the Review activity that would be built now: readable like mastery.
  seniorRead('review'),
  seniorRead('difficulty'),
  {
    // Co-Caregivers (the Primary among them) pin a level; a Family Helper reads it only.
    route: 'PUT /api/seniors/:id/difficulty/:templateId',
    call: (a, c) =>
      a.request('PUT', `/api/seniors/${c.seniorId}/difficulty/grandkid-match`, { json: { pinnedLevel: 4 } }),
    expect: signedIn(200, 404, 403),
  },
  // Schedules and Coming up: every member reads them, Co-Caregivers change them.
  seniorRead('schedule'),
  {
    route: 'POST /api/seniors/:id/schedules',
    call: (a, c) =>
      a.post(`/api/seniors/${c.seniorId}/schedules`, { repeat: 'weekly', days: [1, 3, 5], time: '10:00' }),
    expect: signedIn(201, 404, 403),
  },
  {
    // Each caller who may removes a schedule of their own, made just before.
    route: 'DELETE /api/seniors/:id/schedules/:scheduleId',
    call: async (a, c) => {
      const made = await a.json<{ schedules: { id: string }[] }>('POST', `/api/seniors/${c.seniorId}/schedules`, {
        repeat: 'weekly',
        days: [2],
        time: '11:00',
      });
      const id = made.status === 201 ? made.body.schedules.at(-1)!.id : randomUUID();
      return a.request('DELETE', `/api/seniors/${c.seniorId}/schedules/${id}`);
    },
    expect: signedIn(200, 404, 403),
  },
  {
    route: 'PUT /api/seniors/:id/coming-up',
    call: async (a, c) =>
      a.request('PUT', `/api/seniors/${c.seniorId}/coming-up`, {
        json: { at: await comingAt(c), skip: true, gameId: null },
      }),
    expect: signedIn(200, 404, 403),
  },
  {
    // Nothing is due for this loved one: a Co-Caregiver gets past the role check to "nothing to
    // review" (400); schedules.e2e.spec.ts makes a real draft.
    route: 'POST /api/seniors/:id/coming-up/draft',
    call: async (a, c) => a.post(`/api/seniors/${c.seniorId}/coming-up/draft`, { at: await comingAt(c) }),
    expect: signedIn(400, 404, 403),
  },
  seniorRead('results.csv'),
  {
    route: 'GET /api/seniors/:id/export.zip',
    call: (a, c) => a.get(`/api/seniors/${c.seniorId}/export.zip`),
    expect: signedIn(200, 404, 403),
  },
  {
    // A loved one of their own for this row: only the Primary Caregiver (the owner, asked last) erases
    // it; a second Co-Caregiver may not.
    route: 'DELETE /api/seniors/:id',
    call: (a, c) => a.request('DELETE', `/api/seniors/${c.eraseSeniorId}`),
    expect: signedIn(200, 404, 403, 403),
  },
  {
    route: 'GET /api/care-teams/:id/audit-log',
    call: (a, c) => a.get(`/api/care-teams/${c.ownerTeam}/audit-log`),
    expect: signedIn(200, 404, 403),
  },
  {
    // Each member's own setting: every member may read and change it; outsiders learn nothing.
    route: 'GET /api/care-teams/:id/notifications',
    call: (a, c) => a.get(`/api/care-teams/${c.ownerTeam}/notifications`),
    expect: signedIn(200, 404, 200),
  },
  {
    route: 'PUT /api/care-teams/:id/notifications',
    call: (a, c) =>
      a.request('PUT', `/api/care-teams/${c.ownerTeam}/notifications`, { json: { activityCompleted: true } }),
    expect: signedIn(200, 404, 200),
  },
  {
    // The owner "changes" the Family Helper to what they are: allowed, and nothing moves.
    route: 'PATCH /api/care-teams/:id/members/:userId',
    call: (a, c) =>
      a.request('PATCH', `/api/care-teams/${c.ownerTeam}/members/${c.siblingUserId}`, {
        json: { roleInTeam: 'SIBLING' },
      }),
    expect: signedIn(200, 404, 403),
  },
  {
    // Nobody else may demote the Primary Caregiver; the Primary keeps full access (409) themselves.
    route: 'PATCH /api/care-teams/:id/members/:userId',
    case: 'demote the Primary Caregiver',
    call: (a, c) =>
      a.request('PATCH', `/api/care-teams/${c.ownerTeam}/members/${c.ownerUserId}`, {
        json: { roleInTeam: 'SIBLING' },
      }),
    expect: signedIn(409, 404, 403, 403),
  },
  {
    route: 'PATCH /api/care-teams/:id/members/:userId',
    case: 'demote another Co-Caregiver',
    call: (a, c, role) =>
      a.request('PATCH', `/api/care-teams/${c.ownerTeam}/members/${c.extraMember[role]}`, {
        json: { roleInTeam: 'SIBLING' },
      }),
    expect: signedIn(200, 404, 403, 200),
  },
  {
    // Nobody may remove the Primary Caregiver; the Primary leaves only by deleting their account (409).
    route: 'DELETE /api/care-teams/:id/members/:userId',
    case: 'remove the Primary Caregiver',
    call: (a, c) => a.request('DELETE', `/api/care-teams/${c.ownerTeam}/members/${c.ownerUserId}`),
    expect: signedIn(409, 404, 403, 403),
  },
  {
    route: 'DELETE /api/care-teams/:id/members/:userId',
    case: 'remove another member',
    call: (a, c, role) => a.request('DELETE', `/api/care-teams/${c.ownerTeam}/members/${c.extraMember[role]}`),
    expect: signedIn(200, 404, 403, 200),
  },
  {
    // Anyone signed in may delete their own account: shown with a fresh account of their own, so
    // the role's session goes on; a visitor gets 401.
    route: 'DELETE /api/account',
    call: async (a, c) => {
      if ((await a.get('/api/auth/user')).status === 401) return a.request('DELETE', '/api/account');
      const throwaway = new ApiClient(a.baseUrl);
      await throwaway.signIn('Thea Throwaway', c.email());
      return throwaway.request('DELETE', '/api/account');
    },
    expect: signedIn(200),
  },
  {
    // Anyone signed in chooses their own language; a visitor gets 401.
    route: 'PUT /api/account/language',
    call: (a) => a.request('PUT', '/api/account/language', { json: { language: 'en' } }),
    expect: signedIn(200),
  },
  { route: 'GET /api/dashboard', call: (a) => a.get('/api/dashboard'), expect: signedIn(200) },
  // Each caller's own view: only the loved ones they can see (none for an outsider: an empty list).
  { route: 'GET /api/reminders', call: (a) => a.get('/api/reminders'), expect: signedIn(200) },
  { route: 'POST /api/check-ins', call: (a) => a.post('/api/check-ins', { mood: 4 }), expect: signedIn(201) },
  { route: 'GET /api/check-ins', call: (a) => a.get('/api/check-ins'), expect: signedIn(200) },
  { route: 'GET /api/templates', call: (a) => a.get('/api/templates'), expect: signedIn(200) },
  {
    route: 'POST /api/games',
    call: (a, c) =>
      a.post('/api/games', {
        title: 'Row',
        templateId: 'places-flashcards',
        seniorId: c.seniorId,
        configJSON: { title: 'Row' },
      }),
    expect: signedIn(201, 404, 403),
  },
  { route: 'GET /api/games/:id', call: (a, c) => a.get(`/api/games/${c.gameId}`), expect: signedIn(200, 404, 200) },
  {
    route: 'POST /api/games/:id/duplicate',
    call: (a, c) => a.post(`/api/games/${c.gameId}/duplicate`),
    expect: signedIn(201, 404, 403),
  },
  {
    route: 'GET /api/games/:id/preview',
    call: (a, c) => a.get(`/api/games/${c.gameId}/preview`),
    expect: signedIn(200, 404, 200),
  },
  {
    route: 'POST /api/games/:id/links',
    call: (a, c) => a.post(`/api/games/${c.gameId}/links`),
    expect: signedIn(201, 404, 403),
  },
  {
    route: 'POST /api/games/:id/links/:linkId/revoke',
    call: (a, c) => a.post(`/api/games/${c.gameId}/links/${c.revokeLinkId}/revoke`),
    expect: signedIn(200, 404, 403),
  },
  {
    route: 'GET /api/games/:id/results.csv',
    call: (a, c) => a.get(`/api/games/${c.gameId}/results.csv`),
    expect: signedIn(200, 404, 200),
  },
  // The loved one's endpoints: the token is the capability, whoever holds it.
  { route: 'GET /api/play/:token', call: (a, c) => a.get(`/api/play/${c.playToken}`), expect: all(200) },
  {
    route: 'POST /api/play/:token/event',
    call: (a, c) => a.post(`/api/play/${c.playToken}/event`, { type: 'START', payload: {} }),
    expect: all(200),
  },
  {
    route: 'POST /api/play/:token/complete',
    call: (a, c) =>
      a.post(`/api/play/${c.completeToken()}/complete`, {
        summary: { totalSteps: 5, correctAnswers: 0, totalTime: 1, engagement: 'high' },
        rawData: [],
        computedScores: { accuracy: 0 },
      }),
    expect: all(200),
  },
  {
    route: 'GET /api/play/:token/photos/:photoId',
    call: (a, c) => a.get(`/api/play/${c.playToken}/photos/${c.photoId}`),
    expect: all(200),
  },
  {
    // Photos go to the caller's own team: an outsider has one, a sibling who joined by invitation not.
    route: 'POST /api/photos',
    call: (a) => a.request('POST', '/api/photos', { body: photoForm() }),
    expect: signedIn(201, 201, 403),
  },
  { route: 'GET /api/photos/:id', call: (a, c) => a.get(`/api/photos/${c.photoId}`), expect: signedIn(200, 404, 200) },
  // The family's recorded voices: kept and heard exactly as photos are.
  {
    route: 'GET /api/play/:token/voice-clips/:clipId',
    call: (a, c) => a.get(`/api/play/${c.playToken}/voice-clips/${c.clipId}`),
    expect: all(200),
  },
  {
    route: 'POST /api/voice-clips',
    call: (a) => a.request('POST', '/api/voice-clips', { body: clipForm(mp3Frames(2)) }),
    expect: signedIn(201, 201, 403),
  },
  {
    route: 'GET /api/voice-clips/:id',
    call: (a, c) => a.get(`/api/voice-clips/${c.clipId}`),
    expect: signedIn(200, 404, 200),
  },
  {
    // Editing a draft before it goes: each Co-Caregiver edits their own draft, before the
    // send row below sends it.
    route: 'PATCH /api/games/:id',
    call: (a, c, role) =>
      a.request('PATCH', `/api/games/${c.draftGameId(role)}`, {
        json: { title: 'Edited', configJSON: { title: 'Edited' } },
      }),
    expect: signedIn(200, 404, 403),
  },
  {
    // Rose's phone was set by the PATCH row above: the owner's text goes to the outbox.
    route: 'POST /api/games/:id/send-sms',
    call: (a, c, role) => a.post(`/api/games/${c.draftGameId(role)}/send-sms`, { message: 'Hello' }),
    expect: signedIn(200, 404, 403),
  },
  {
    route: 'GET /api/games/:id/messages',
    call: (a, c) => a.get(`/api/games/${c.gameId}/messages`),
    expect: signedIn(200, 404, 200),
  },
  // Twilio is not configured in this system: its webhooks do not exist here (403s are tested with it).
  {
    route: 'POST /api/webhooks/twilio/status',
    call: (a) => a.post('/api/webhooks/twilio/status', {}),
    expect: all(404),
  },
  {
    route: 'POST /api/webhooks/twilio/inbound',
    call: (a) => a.post('/api/webhooks/twilio/inbound', {}),
    expect: all(404),
  },
  // The development outbox (the development sign-in is on in this system).
  { route: 'GET /api/dev/outbox', call: (a) => a.get('/api/dev/outbox'), expect: signedIn(200) },
  // Insights: any member of the loved one's team may request and read; nobody else.
  {
    route: 'POST /api/ai/trend',
    call: (a, c) => a.post('/api/ai/trend', { seniorId: c.seniorId, timeRange: '7d' }),
    expect: signedIn(200, 404, 200),
  },
  {
    route: 'POST /api/ai/custom',
    call: (a, c) => a.post('/api/ai/custom', { seniorId: c.seniorId, timeRange: '30d', question: 'How is she doing?' }),
    expect: signedIn(200, 404, 200),
  },
  {
    // The matrix game has no result yet: members are told so (409).
    route: 'POST /api/ai/assessments/:id',
    call: (a, c) => a.post(`/api/ai/assessments/${c.gameId}`),
    expect: signedIn(409, 404, 409),
  },
  {
    route: 'GET /api/ai/reports',
    call: (a, c) => a.get(`/api/ai/reports?seniorId=${c.seniorId}`),
    expect: signedIn(200, 404, 200),
  },
  {
    route: 'POST /api/ai/reports/:id/save',
    call: (a, c) => a.post(`/api/ai/reports/${c.reportId}/save`),
    expect: signedIn(200, 404, 200),
  },
  {
    route: 'GET /api/ai/reports/export',
    call: (a, c) => a.get(`/api/ai/reports/export?seniorId=${c.seniorId}`),
    expect: signedIn(200, 404, 200),
  },
  // Conversation after play: every member reads the starters and marks "we talked about
  // it"; a mark made by someone else is changed or undone only by a Co-Caregiver (the owner's mark,
  // made last by the PUT row, is the one each caller tries to undo).
  {
    route: 'GET /api/games/:id/conversation-starters',
    call: (a, c) => a.get(`/api/games/${c.playedGameId}/conversation-starters`),
    expect: signedIn(200, 404, 200),
  },
  seniorRead('conversation-starters'),
  {
    route: 'PUT /api/conversation-starters/:id/talked',
    call: (a, c) => a.request('PUT', `/api/conversation-starters/${c.starterId}/talked`, { json: { note: 'Row' } }),
    expect: signedIn(200, 404, 200),
  },
  {
    route: 'DELETE /api/conversation-starters/:id/talked',
    call: (a, c) => a.request('DELETE', `/api/conversation-starters/${c.starterId}/talked`),
    expect: signedIn(200, 404, 403),
  },
  // The family's memory box: every member reads it and adds to it; a row the owner added is
  // changed or removed by a Co-Caregiver only (each call acts on a row made for it just before).
  seniorRead('memory-box'),
  {
    route: 'POST /api/seniors/:id/memory-box/photos',
    call: (a, c) =>
      a.request('POST', `/api/seniors/${c.seniorId}/memory-box/photos`, { body: boxPhotosForm([TINY_PNG]) }),
    expect: signedIn(201, 404, 201),
  },
  ...boxRows('photos', 'photoId', { story: 'A day by the sea' }),
  ...boxRows('people', 'personId', { relation: 'friend' }),
  ...boxRows('places', 'placeId', () => ({ name: `Place ${randomUUID()}` })),
  {
    route: 'POST /api/seniors/:id/memory-box/recipes',
    call: (a, c) => a.post(`/api/seniors/${c.seniorId}/memory-box/recipes`, aRecipe()),
    expect: signedIn(201, 404, 201),
  },
  ...boxRows('recipes', 'recipeId', { ingredients: ['Sugar'] }),
  {
    // The owner typed the list: a Family Helper may not change it.
    route: 'PUT /api/seniors/:id/memory-box/shopping-list',
    call: async (a, c) => {
      const path = `/api/seniors/${c.seniorId}/memory-box/shopping-list`;
      expect((await ownerClient!.request('PUT', path, { json: { items: ['Tea'] } })).status).toBe(200);
      return a.request('PUT', path, { json: { items: ['Tea', 'Milk'] } });
    },
    expect: signedIn(200, 404, 403),
  },
  {
    route: 'POST /api/seniors/:id/memory-box/songs',
    call: (a, c) => a.post(`/api/seniors/${c.seniorId}/memory-box/songs`, { title: 'Moon River' }),
    expect: signedIn(201, 404, 201),
  },
  ...boxRows('songs', 'songId'),
  // Something to talk about: any member sends one; the owner's is taken back by a Co-Caregiver only.
  {
    route: 'POST /api/seniors/:id/memory-box/topics',
    call: (a, c) => a.post(`/api/seniors/${c.seniorId}/memory-box/topics`, { text: 'Ask about the mill' }),
    expect: signedIn(201, 404, 201),
  },
  ...boxRows('topics', 'topicId'),
  // Making an activity from the box (the recipes added above are enough): whoever makes activities.
  {
    route: 'POST /api/seniors/:id/memory-box/activities',
    call: (a, c) => a.post(`/api/seniors/${c.seniorId}/memory-box/activities`, {}),
    expect: signedIn(201, 404, 403),
  },
  // "Who I am" (About me): every member reads the page and adds a line; a line goes at its writer's or
  // a Co-Caregiver's hand; Co-Caregivers switch parts off, share the page and take a share back (each
  // call acts on a line or a share made for it just before).
  seniorRead('about-me'),
  {
    route: 'POST /api/seniors/:id/about-me/notes',
    call: (a, c) =>
      a.post(`/api/seniors/${c.seniorId}/about-me/notes`, { section: 'calms', text: 'Tea in the garden' }),
    expect: signedIn(201, 404, 201),
  },
  {
    // A visitor and an outsider, who cannot write one, try a line of the owner's.
    route: 'DELETE /api/seniors/:id/about-me/notes/:noteId',
    case: 'a line the caller wrote',
    call: async (a, c, role) => {
      const writer = outsideTheFamily(role) ? ownerClient! : a;
      return a.request(
        'DELETE',
        `/api/seniors/${c.seniorId}/about-me/notes/${await addAboutMeNote(writer, c.seniorId, 'routine')}`,
      );
    },
    expect: signedIn(200, 404, 200),
  },
  {
    route: 'DELETE /api/seniors/:id/about-me/notes/:noteId',
    case: 'a line the owner wrote',
    call: async (a, c) =>
      a.request(
        'DELETE',
        `/api/seniors/${c.seniorId}/about-me/notes/${await addAboutMeNote(ownerClient!, c.seniorId, 'talk')}`,
      ),
    expect: signedIn(200, 404, 403),
  },
  {
    route: 'PUT /api/seniors/:id/about-me/visibility',
    call: async (a, c) =>
      a.request('PUT', `/api/seniors/${c.seniorId}/about-me/visibility`, {
        json: { key: `note:${await addAboutMeNote(ownerClient!, c.seniorId, 'enjoys')}`, hidden: true },
      }),
    expect: signedIn(200, 404, 403),
  },
  seniorRead('about-me/shares'),
  {
    route: 'POST /api/seniors/:id/about-me/shares',
    call: (a, c) => a.post(`/api/seniors/${c.seniorId}/about-me/shares`, aShare()),
    expect: signedIn(201, 404, 403),
  },
  {
    route: 'POST /api/seniors/:id/about-me/shares/:shareId/revoke',
    call: async (a, c) =>
      a.post(
        `/api/seniors/${c.seniorId}/about-me/shares/${(await shareAboutMe(ownerClient!, c.seniorId)).share.id}/revoke`,
      ),
    expect: signedIn(200, 404, 403),
  },
  // A shared page's reader has no account: the link (and its PIN) is the capability, whoever holds it,
  // and a session changes nothing.
  {
    route: 'POST /api/shared/about-me/:token',
    call: (a, c) => a.post(`/api/shared/about-me/${c.shared.token}`, {}),
    expect: all(200),
  },
  {
    route: 'POST /api/shared/about-me/:token',
    case: 'a PIN asked, none given',
    call: (a, c) => a.post(`/api/shared/about-me/${c.shared.pinToken}`, {}),
    expect: all(401),
  },
  {
    route: 'POST /api/shared/about-me/:token',
    case: 'a wrong PIN',
    call: (a, c) => a.post(`/api/shared/about-me/${c.shared.pinToken}`, { pin: '0000' }),
    expect: all(403),
  },
  {
    route: 'POST /api/shared/about-me/:token',
    case: 'a revoked link',
    call: (a, c) => a.post(`/api/shared/about-me/${c.shared.revokedToken}`, {}),
    expect: all(410),
  },
  {
    route: 'GET /api/shared/about-me/:token/photos/:photoId',
    call: (a, c) => a.get(c.shared.photoPath),
    expect: all(200),
  },
  {
    route: 'GET /api/shared/about-me/:token/photos/:photoId',
    case: 'a key of no open',
    call: (a, c) => a.get(c.shared.photoPath.replace(/open=[^&]+/, `open=${randomUUID()}`)),
    expect: all(404),
  },
  // Everyday goals: every member reads them and gives one their voice; Co-Caregivers set, rate and stop
  // them (each call acts on a goal set for it just before).
  seniorRead('goals'),
  {
    route: 'POST /api/seniors/:id/goals',
    call: async (a, c) => {
      const res = await a.request('POST', `/api/seniors/${c.seniorId}/goals`, { json: aGoalRequest() });
      if (res.status === 201) await stopGoal(ownerClient!, c.seniorId, ((await res.clone().json()) as Goal).id);
      return res;
    },
    expect: signedIn(201, 404, 403),
  },
  {
    route: 'POST /api/seniors/:id/goals/:goalId/ratings',
    call: (a, c) => onOwnersGoal(c, (path) => a.post(`${path}/ratings`, { rating: 6 })),
    expect: signedIn(201, 404, 403),
  },
  {
    route: 'PUT /api/seniors/:id/goals/:goalId/voice',
    call: (a, c) =>
      onOwnersGoal(c, (path) => a.request('PUT', `${path}/voice`, { json: { voice: `voice:${c.clipId}` } })),
    expect: signedIn(200, 404, 200),
  },
  {
    // A clip recorded in another team (the outsider's) is no voice for this family's goal: a member is
    // told to record it again (400), the outsider still learns nothing of the goal (404).
    route: 'PUT /api/seniors/:id/goals/:goalId/voice',
    case: "a clip of another family's",
    call: (a, c) =>
      onOwnersGoal(c, (path) => a.request('PUT', `${path}/voice`, { json: { voice: `voice:${c.outsidersClip}` } })),
    expect: signedIn(400, 404, 400),
  },
  {
    route: 'POST /api/seniors/:id/goals/:goalId/stop',
    call: (a, c) => onOwnersGoal(c, (path) => a.post(`${path}/stop`)),
    expect: signedIn(200, 404, 403),
  },
  // Each caller's own reminder: the goals of the loved ones they are a Co-Caregiver of (none for an
  // outsider or a Family Helper: an empty list).
  { route: 'GET /api/goals/ratings-due', call: (a) => a.get('/api/goals/ratings-due'), expect: signedIn(200) },
  // Each caller's own letters: those of the loved ones they can see (none for an outsider).
  { route: 'GET /api/digest', call: (a) => a.get('/api/digest'), expect: signedIn(200) },
  {
    route: 'GET /api/care-teams/:id/notifications/weekly-letter',
    call: (a, c) => a.get(`/api/care-teams/${c.ownerTeam}/notifications/weekly-letter`),
    expect: signedIn(200, 404, 200),
  },
  {
    route: 'PUT /api/care-teams/:id/notifications/weekly-letter',
    call: (a, c) =>
      a.request('PUT', `/api/care-teams/${c.ownerTeam}/notifications/weekly-letter`, { json: { weeklyLetter: true } }),
    expect: signedIn(200, 404, 200),
  },
  // The development run of the weekly letters (the development sign-in is on here), for the caller's
  // own loved ones only.
  {
    route: 'POST /api/dev/weekly-letters',
    call: (a) => a.post('/api/dev/weekly-letters', { at: new Date().toISOString() }),
    expect: signedIn(200),
  },
  // The development clock: only in the embedded profile with CLOCK_SHIFT_ALLOWED; not there here.
  {
    route: 'POST /api/dev/clock',
    call: (a) => a.post('/api/dev/clock', { days: 1 }),
    expect: signedIn(404),
  },
  // Resend replaces the token and cancel ends the invitation: they come last.
  {
    route: 'POST /api/invitations/:id/resend',
    call: (a, c) => a.post(`/api/invitations/${c.invitationId}/resend`),
    expect: signedIn(200, 404, 403),
  },
  {
    route: 'POST /api/invitations/:id/cancel',
    call: (a, c, role) => a.post(`/api/invitations/${c.cancelInvitationId(role)}/cancel`),
    expect: signedIn(200, 404, 403),
  },
  // Care homes: anyone signed in makes a home (and manages it) and lists their own.
  { route: 'POST /api/homes', call: (a) => a.post('/api/homes', { name: 'Row House' }), expect: signedIn(201) },
  { route: 'GET /api/homes', call: (a) => a.get('/api/homes'), expect: signedIn(200) },
  { route: 'GET /api/homes/:homeId', call: (a, c) => a.get(`/api/homes/${c.homeId}`), expect: staff(200) },
  {
    route: 'POST /api/homes/:homeId/staff-invitations',
    call: (a, c) => a.post(`/api/homes/${c.homeId}/staff-invitations`, { email: c.email(), role: 'COORDINATOR' }),
    expect: staff(201, 403),
  },
  {
    route: 'DELETE /api/homes/:homeId/staff-invitations/:invitationId',
    call: (a, c, role) => a.request('DELETE', `/api/homes/${c.homeId}/staff-invitations/${c.staffInvitationId(role)}`),
    expect: staff(200, 403),
  },
  // A staff invitation link is for one address: anyone signed in reads what it offers, nobody else uses it.
  {
    route: 'GET /api/home-invitations/:token',
    call: (a, c) => a.get(`/api/home-invitations/${c.staffToken}`),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/home-invitations/:token/accept',
    call: (a, c) => a.post(`/api/home-invitations/${c.staffToken}/accept`),
    expect: signedIn(403),
  },
  {
    route: 'DELETE /api/homes/:homeId/staff/:userId',
    case: 'remove a coordinator',
    call: (a, c, role) => a.request('DELETE', `/api/homes/${c.homeId}/staff/${c.extraStaff(role)}`),
    expect: staff(200, 403),
  },
  {
    // A home keeps one Home Manager (409).
    route: 'DELETE /api/homes/:homeId/staff/:userId',
    case: 'remove the last Home Manager',
    call: (a, c) => a.request('DELETE', `/api/homes/${c.homeId}/staff/${c.managerUserId}`),
    expect: staff(409, 403),
  },
  {
    route: 'GET /api/homes/:homeId/residents',
    call: (a, c) => a.get(`/api/homes/${c.homeId}/residents`),
    expect: staff(200),
  },
  {
    route: 'POST /api/homes/:homeId/residents',
    call: (a, c) => a.post(`/api/homes/${c.homeId}/residents`, { firstName: 'Row', lastName: 'Resident' }),
    expect: staff(201, 403),
  },
  {
    route: 'PATCH /api/homes/:homeId/residents/:residentId',
    call: (a, c) => a.request('PATCH', `/api/homes/${c.homeId}/residents/${c.residentId}`, { json: { room: '3' } }),
    expect: staff(200, 403),
  },
  {
    route: 'DELETE /api/homes/:homeId/residents/:residentId',
    call: (a, c, role) => a.request('DELETE', `/api/homes/${c.homeId}/residents/${c.removableResident(role)}`),
    expect: staff(200, 403),
  },
  {
    route: 'PUT /api/homes/:homeId/residents/:residentId/consent',
    call: (a, c) =>
      a.request('PUT', `/api/homes/${c.homeId}/residents/${c.residentId}/consent`, {
        json: { photos: true, songs: true, basis: 'person', by: 'Rose herself', date: '2026-11-20' },
      }),
    expect: staff(200, 403),
  },
  {
    route: 'POST /api/homes/:homeId/residents/:residentId/family-invitation',
    call: (a, c) => a.post(`/api/homes/${c.homeId}/residents/${c.residentId}/family-invitation`, { email: c.email() }),
    expect: staff(201, 403),
  },
  // A resident's portrait: the manager puts (replaces) and removes it, the home's staff read it. The
  // resident has one from the set-up; the removal acts on Iris's, so the read finds one whatever the order.
  {
    route: 'PUT /api/homes/:homeId/residents/:residentId/photo',
    call: (a, c) => a.request('PUT', `/api/homes/${c.homeId}/residents/${c.residentId}/photo`, { body: photoForm() }),
    expect: staff(200, 403),
  },
  {
    route: 'GET /api/homes/:homeId/residents/:residentId/photo',
    call: (a, c) => a.get(`/api/homes/${c.homeId}/residents/${c.residentId}/photo`),
    expect: staff(200),
  },
  {
    route: 'DELETE /api/homes/:homeId/residents/:residentId/photo',
    call: (a, c) => a.request('DELETE', `/api/homes/${c.homeId}/residents/${c.sessionMateId}/photo`),
    expect: staff(200, 403),
  },
  // Group sessions, their records and the month's evidence: staff of the home, the coordinator as much
  // as the manager; to anyone else, another home's staff too, the home and its sessions do not exist.
  {
    route: 'POST /api/homes/:homeId/group-sessions/preview',
    call: (a, c) =>
      a.post(`/api/homes/${c.homeId}/group-sessions/preview`, { residentIds: [c.residentId, c.sessionMateId] }),
    expect: staff(200),
  },
  {
    route: 'POST /api/homes/:homeId/group-sessions',
    call: (a, c) => a.post(`/api/homes/${c.homeId}/group-sessions`, { residentIds: [c.residentId, c.sessionMateId] }),
    expect: staff(201),
  },
  {
    route: 'GET /api/homes/:homeId/group-sessions',
    call: (a, c) => a.get(`/api/homes/${c.homeId}/group-sessions`),
    expect: staff(200),
  },
  {
    route: 'GET /api/group-sessions/:sessionId',
    call: (a, c) => a.get(`/api/group-sessions/${c.sessionId}`),
    expect: staff(200),
  },
  {
    route: 'GET /api/group-sessions/:sessionId/screen',
    call: (a, c) => a.get(`/api/group-sessions/${c.sessionId}/screen`),
    expect: staff(200),
  },
  {
    // A stream: its status once the headers came, then the TV goes (the stream is closed).
    route: 'GET /api/group-sessions/:sessionId/live',
    call: async (a, c) => {
      const res = await a.get(`/api/group-sessions/${c.sessionId}/live`);
      await res.body?.cancel();
      return res;
    },
    expect: staff(200),
  },
  {
    route: 'POST /api/group-sessions/:sessionId/control',
    call: (a, c) => a.post(`/api/group-sessions/${c.sessionId}/control`, { action: 'hint' }),
    expect: staff(200),
  },
  {
    route: 'PUT /api/group-sessions/:sessionId/records',
    call: (a, c) =>
      a.request('PUT', `/api/group-sessions/${c.sessionId}/records`, {
        json: { residentId: c.residentId, tookPart: true, attention: 'some', mood: 'happy' },
      }),
    expect: staff(200),
  },
  {
    route: 'POST /api/group-sessions/:sessionId/records/everyone-present',
    call: (a, c) => a.post(`/api/group-sessions/${c.sessionId}/records/everyone-present`),
    expect: staff(200),
  },
  {
    route: 'GET /api/group-sessions/:sessionId/photos/:photoId',
    call: (a, c) => a.get(c.sessionPhotoPath),
    expect: staff(200),
  },
  {
    route: 'GET /api/homes/:homeId/evidence',
    call: (a, c) => a.get(`/api/homes/${c.homeId}/evidence`),
    expect: staff(200),
  },
  {
    route: 'GET /api/homes/:homeId/evidence.csv',
    call: (a, c) => a.get(`/api/homes/${c.homeId}/evidence.csv`),
    expect: staff(200),
  },
  {
    route: 'GET /api/homes/:homeId/residents/:residentId/evidence',
    call: (a, c) => a.get(`/api/homes/${c.homeId}/residents/${c.residentId}/evidence`),
    expect: staff(200),
  },
  {
    route: 'GET /api/homes/:homeId/residents/:residentId/evidence.csv',
    call: (a, c) => a.get(`/api/homes/${c.homeId}/residents/${c.residentId}/evidence.csv`),
    expect: staff(200),
  }, // What a resident's family sent to talk about: the home's staff read it, the family's own box aside.
  {
    route: 'GET /api/homes/:homeId/residents/:residentId/topics',
    call: (a, c) => a.get(`/api/homes/${c.homeId}/residents/${c.residentId}/topics`),
    expect: staff(200),
  },
];

const aRecipe = () => ({ name: `Recipe ${randomUUID()}`, ingredients: ['Flour'], steps: ['Mix', 'Bake'] });

// A new row of the matrix loved one's memory box, added by the owner: its id.
async function ownersBoxRow(
  c: Ctx,
  kind: 'photos' | 'people' | 'places' | 'recipes' | 'songs' | 'topics',
): Promise<string> {
  const box = `/api/seniors/${c.seniorId}/memory-box`;
  if (kind === 'topics')
    return (await ownerClient!.json<{ id: string }>('POST', `${box}/topics`, { text: 'The mill' })).body.id;
  if (kind === 'recipes') return (await ownerClient!.json<{ id: string }>('POST', `${box}/recipes`, aRecipe())).body.id;
  if (kind === 'songs')
    return (await ownerClient!.json<{ id: string }>('POST', `${box}/songs`, { title: 'Song' })).body.id;
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: `#${randomUUID().slice(0, 6)}` } })
    .png()
    .toBuffer();
  const [photo] = await addBoxPhotos(ownerClient!, c.seniorId, [png]);
  if (kind === 'photos') return photo!.id;
  const named = await ownerClient!.json<{ personIds: string[]; placeId: string }>(
    'PATCH',
    `${box}/photos/${photo!.id}`,
    {
      people: [{ name: `Person ${randomUUID()}` }],
      place: { name: `Place ${randomUUID()}` },
    },
  );
  return kind === 'people' ? named.body.personIds[0]! : named.body.placeId;
}

// PATCH (when it has a body) and DELETE of one kind of the box's rows, each on a row the owner added.
function boxRows(
  kind: 'photos' | 'people' | 'places' | 'recipes' | 'songs' | 'topics',
  param: string,
  changes?: object | (() => object),
): Row[] {
  const path = `/api/seniors/:id/memory-box/${kind}/:${param}`;
  const target = async (c: Ctx) => `/api/seniors/${c.seniorId}/memory-box/${kind}/${await ownersBoxRow(c, kind)}`;
  const rows: Row[] = [
    {
      route: `DELETE ${path}`,
      call: async (a, c) => a.request('DELETE', await target(c)),
      expect: signedIn(200, 404, 403),
    },
  ];
  if (changes)
    rows.unshift({
      route: `PATCH ${path}`,
      call: async (a, c) =>
        a.request('PATCH', await target(c), { json: typeof changes === 'function' ? changes() : changes }),
      expect: signedIn(200, 404, 403),
    });
  return rows;
}

// A goal of Rose's set by the owner for one call, which is given its address (/api/seniors/:id/goals/:goalId);
// stopped once the call is answered, as Rose practises at most five goals at once.
async function onOwnersGoal(c: Ctx, call: (path: string) => Promise<Response>): Promise<Response> {
  const goal = await setGoal(ownerClient!, c.seniorId);
  const res = await call(`/api/seniors/${c.seniorId}/goals/${goal.id}`);
  await stopGoal(ownerClient!, c.seniorId, goal.id);
  return res;
}

// The first coming slot of the matrix's loved one, as its owner sees it.
let ownerClient: ApiClient | undefined;
async function comingAt(c: Ctx): Promise<string> {
  const res = await ownerClient!.json<{ comingUp: { at: string }[] }>('GET', `/api/seniors/${c.seniorId}/schedule`);
  return res.body.comingUp[0]?.at ?? new Date().toISOString();
}

describe('authorization matrix (distributed profile)', () => {
  // Eight callers, the care home's staff among them, and the throwaway accounts of some rows sign in
  // more often than a minute's sign-in limit allows one address (rate-limits.e2e.spec.ts checks it).
  const world = useSystem({
    profile: 'distributed',
    caregiver: false,
    env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '0' },
  });
  const clients = {} as Record<Role, ApiClient>;
  let ctx: Ctx;

  beforeAll(async () => {
    const { system } = world;
    const tag = randomUUID().slice(0, 8);
    const owner = await signUp(system, { name: 'Olive Owner', email: `owner.${tag}@example.com` });
    const outsider = await signUp(system, { name: 'Oscar Outsider', email: `outsider.${tag}@example.com` });
    const ownerTeam = owner.teamId!;
    // Signing in to accept an invitation joins that team only, in the role it offers.
    const join = (name: string, email: string, role: 'OWNER' | 'SIBLING') =>
      addMember(system, owner, aMember({ name, email, role }));
    const sibling = await join('Sam Sibling', `sibling.${tag}@example.com`, 'SIBLING');
    const coowner = await join('Cora Cocaregiver', `coowner.${tag}@example.com`, 'OWNER');
    // Oak House, managed by the manager, where the coordinator works; Elm Court, another home.
    const manager = await signUp(system, { name: 'Mona Manager', email: `manager.${tag}@example.com` });
    const home = (await createHome(manager.api, 'Oak House')).id;
    const coordinator = await hireStaff(system, manager.api, home, { name: 'Cody Coordinator' });
    const otherManager = await signUp(system, { name: 'Olga Otherhome', email: `othermanager.${tag}@example.com` });
    const elsewhere = await hireStaff(system, otherManager.api, (await createHome(otherManager.api, 'Elm Court')).id, {
      name: 'Ed Elsewhere',
    });
    const resident = await addResident(manager.api, home);
    const sessionMate = await addResident(manager.api, home, aResident({ firstName: 'Iris' }));
    const residentsPhoto = await aConsentedBoxPhoto(system, manager.api, home, resident);
    await putResidentPhoto(manager.api, home, resident.id);
    await putResidentPhoto(manager.api, home, sessionMate.id);
    const session = await startGroupSession(manager.api, home, [resident.id, sessionMate.id]);
    const photoPath = await sessionPhotoPath(manager.api, session, residentsPhoto);
    const [managersResident, othersResident] = [
      await addResident(manager.api, home),
      await addResident(manager.api, home),
    ];
    const [managersInvitation, othersInvitation, strangersInvitation] = [
      await inviteStaff(manager.api, home, `staff-a.${tag}@example.com`),
      await inviteStaff(manager.api, home, `staff-b.${tag}@example.com`),
      await inviteStaff(manager.api, home, `staff-c.${tag}@example.com`),
    ];
    const managersExtraStaff = (await hireStaff(system, manager.api, home, { name: 'Xena Extra' })).id;
    const othersExtraStaff = (await hireStaff(system, manager.api, home, { name: 'Yuri Extra' })).id;
    const theManagers = <T>(role: Role, mine: T, others: T) => (role === 'manager' ? mine : others);
    Object.assign(clients, {
      anonymous: new ApiClient(system.url),
      outsider: outsider.api,
      sibling: sibling.api,
      coowner: coowner.api,
      owner: owner.api,
      manager: manager.api,
      coordinator: coordinator.api,
      elsewhere: elsewhere.api,
    });
    ownerClient = clients.owner;
    const extra = async (role: Role) => (await join(`Extra ${role}`, `extra.${role}.${tag}@example.com`, 'OWNER')).id;
    const ownersExtra = await extra('owner');
    const extraMember: Record<Role, string> = {
      anonymous: ownersExtra,
      outsider: ownersExtra,
      sibling: await extra('sibling'),
      coowner: await extra('coowner'),
      owner: ownersExtra,
      manager: ownersExtra,
      coordinator: ownersExtra,
      elsewhere: ownersExtra,
    };
    // Pending invitations to someone who is none of the callers, for the invitation rows.
    const invitePending = async (who: string) =>
      (
        await clients.owner.json<{ id: string }>('POST', '/api/invite', {
          email: `${who}.${tag}@example.com`,
          role: 'SIBLING',
          careTeamId: ownerTeam,
        })
      ).body.id;
    const pendingId = await invitePending('pending');
    const coownersPendingId = await invitePending('pending-too');
    const token = await invitationToken(system.databaseUrl, pendingId);
    const senior = await addLovedOne(owner.api, aLovedOne({ firstName: 'Rose', lastName: 'Matrix' }));
    const eraseSenior = await addLovedOne(owner.api, aLovedOne({ firstName: 'Erin', lastName: 'Erasable' }));
    const { photoId, ref: photo } = await addPhoto(owner.api);
    const { clipId, ref: voice } = await addVoiceClip(owner.api, 3);
    const { clipId: outsidersClip } = await addVoiceClip(outsider.api);
    const game = await addActivity(
      owner.api,
      anActivity({
        title: 'Matrix game',
        seniorId: senior.id,
        steps: [{ id: 'a', question: 'Who?', options: ['A', 'B'], correctAnswer: 'A', photo, voice }],
      }),
    );
    const playLink = await playLinkWithId(owner.api, game.id);
    const revokeLink = await playLinkWithId(owner.api, game.id);
    const places = (title: string) => anActivity({ title, templateId: 'places-flashcards', seniorId: senior.id });
    const completeTokens: string[] = [];
    for (let i = 0; i < ROLES.length; i++)
      completeTokens.push((await addPlayableActivity({ api: owner.api, system }, places(`C${i}`))).token);
    const newDraft = async () => (await addActivity(owner.api, places('Draft'))).id;
    const draftId = await newDraft();
    const coownersDraftId = await newDraft();
    // A places activity Rose played to the end, and its first conversation starter.
    const played = await addPlayableActivity({ api: owner.api, system }, places('Played places'));
    await playThrough(system, played.token, []);
    const starters = await expectEventually(async () => {
      const res = await clients.owner.json<{ starters: { id: string }[] }>(
        'GET',
        `/api/games/${played.gameId}/conversation-starters`,
      );
      expect(res.body.starters.length).toBeGreaterThan(0);
      return res.body.starters;
    });
    const report = await clients.owner.json<{ report: { id: string } }>('POST', '/api/ai/trend', {
      seniorId: senior.id,
      timeRange: '7d',
    });
    // A photo of Ada in Rose's box (the page shows it with her), and Rose's page shared three ways.
    await addDescribedBoxPhoto(owner.api, senior.id, { people: [{ name: 'Ada Matrix' }], year: 1962 });
    await shareSections(owner.api, senior.id);
    const shared = await shareAboutMe(owner.api, senior.id);
    const pinned = await shareAboutMe(owner.api, senior.id, { pin: '2468' });
    const revoked = await shareAboutMe(owner.api, senior.id);
    expect((await owner.api.post(`/api/seniors/${senior.id}/about-me/shares/${revoked.share.id}/revoke`)).status).toBe(
      200,
    );
    const opened = (await (await openShared(system, shared.token)).json()) as SharedAboutMe;
    let n = 0;
    ctx = {
      homeId: home,
      residentId: resident.id,
      residentSeniorId: resident.seniorId,
      managerUserId: manager.id,
      removableResident: (role) => theManagers(role, managersResident!.id, othersResident!.id),
      staffInvitationId: (role) => theManagers(role, managersInvitation!.id, othersInvitation!.id),
      extraStaff: (role) => theManagers(role, managersExtraStaff, othersExtraStaff),
      staffToken: new URL(strangersInvitation!.link).pathname.split('/').pop()!,
      sessionId: session.id,
      sessionMateId: sessionMate.id,
      sessionPhotoPath: photoPath,
      shared: {
        token: shared.token,
        pinToken: pinned.token,
        revokedToken: revoked.token,
        photoPath: sharedPhotoUrls(opened)[0]!,
      },
      eraseSeniorId: eraseSenior.id,
      siblingUserId: sibling.id,
      ownerUserId: owner.id,
      extraMember,
      reportId: report.body.report.id,
      starterId: starters[0]!.id,
      playedGameId: played.gameId,
      draftGameId: (role) => (role === 'coowner' ? coownersDraftId : draftId),
      gameId: game.id,
      revokeLinkId: revokeLink.linkId,
      playToken: playLink.token,
      completeToken: () => completeTokens.shift()!,
      photoId,
      clipId,
      outsidersClip,
      ownerTeam,
      seniorId: senior.id,
      invitationId: pendingId,
      cancelInvitationId: (role) => (role === 'coowner' ? coownersPendingId : pendingId),
      token,
      email: () => `row.${tag}.${n++}@example.com`,
    };
  });

  it('has a row for every route the gateway serves, and no row for a route that does not exist', () => {
    expect([...new Set(MATRIX.map((r) => r.route))].sort()).toEqual(gatewayRoutes());
  });

  it.each(MATRIX.map((row) => [row.case ? `${row.route} (${row.case})` : row.route, row] as const))(
    '%s',
    async (_name, row) => {
      const got: Record<string, number> = {};
      for (const role of ROLES) got[role] = (await row.call(clients[role], ctx, role)).status;
      expect(got).toEqual(row.expect);
    },
  );

  // The outsider runs a family of their own (its Primary Caregiver): of Rose's page they learn neither
  // that it exists nor a word of it.
  it("tells an outsider nothing of another family's About me page", async () => {
    for (const path of ['about-me', 'about-me/shares']) {
      const res = await clients.outsider.get(`/api/seniors/${ctx.seniorId}/${path}`);
      const text = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      for (const word of ['Rose', 'Matrix', 'Ada', 'Tea in the garden', 'Oak House']) expect(text).not.toContain(word);
    }
  });

  // A resident is a loved one with a family team of their own, which the home's staff never join: every
  // family route about them answers the manager and the coordinator as it answers any outsider.
  it("tells a care home's staff nothing through the family's routes of a resident", async () => {
    const paths = ['', '/results', '/overview', '/memory-box', '/about-me', '/goals', '/schedule'];
    const got: Record<string, number> = {};
    for (const role of ['manager', 'coordinator', 'elsewhere'] as const)
      for (const path of paths)
        got[`${role} ${path}`] = (await clients[role].get(`/api/seniors/${ctx.residentSeniorId}${path}`)).status;
    expect(Object.entries(got).filter(([, status]) => status !== 404)).toEqual([]);
    const patched = await clients.manager.request('PATCH', `/api/seniors/${ctx.residentSeniorId}`, {
      json: { firstName: 'Renamed' },
    });
    expect(patched.status).toBe(404);
  });

  // The Goals tab offers setting, rating and stopping to the Co-Caregivers only (the owner and the
  // co-owner), as the routes above allow.
  it('tells only the Co-Caregivers that they manage the goals', async () => {
    const canManage = async (role: 'sibling' | 'coowner' | 'owner') =>
      (await clients[role].json<SeniorGoals>('GET', `/api/seniors/${ctx.seniorId}/goals`)).body.canManage;
    expect({
      sibling: await canManage('sibling'),
      coowner: await canManage('coowner'),
      owner: await canManage('owner'),
    }).toEqual({ sibling: false, coowner: true, owner: true });
  });

  // A clip id is no capability: one recorded in another team is refused on the voice field, and the
  // goal keeps no voice.
  it("gives a goal no voice from another family's clip", async () => {
    const goal = await setGoal(clients.owner, ctx.seniorId);
    const path = `/api/seniors/${ctx.seniorId}/goals/${goal.id}`;
    const res = await clients.sibling.json<{ errors: { field: string }[] }>('PUT', `${path}/voice`, {
      voice: `voice:${ctx.outsidersClip}`,
    });
    expect({ status: res.status, fields: res.body.errors.map((e) => e.field) }).toEqual({
      status: 400,
      fields: ['voice'],
    });
    expect((await stopGoal(clients.owner, ctx.seniorId, goal.id)).voice).toBeNull();
  });

  // Of Rose's goal the outsider learns neither that it exists nor a word of it, not even when its rating
  // is due (the reminder lists only a Co-Caregiver's goals), and through a loved one of their own they
  // change nothing of it.
  it("tells an outsider nothing of another family's goals and lets them change none", async () => {
    const goal = await setGoal(clients.owner, ctx.seniorId, {
      question: 'Where is the bakery now?',
      answer: 'Elm Row',
    });
    await goalRatingDue(world.system.databaseUrl, goal.id);
    const list = await clients.outsider.get(`/api/seniors/${ctx.seniorId}/goals`);
    const listed = await list.text();
    expect(list.status).toBe(404);
    for (const word of ['Rose', 'Matrix', 'bakery', 'Elm Row', goal.id]) expect(listed).not.toContain(word);
    const due = async (role: Role) =>
      (await clients[role].json<GoalRatingsDue>('GET', '/api/goals/ratings-due')).body.map((d) => d.goalId);
    expect({
      outsider: await due('outsider'),
      sibling: await due('sibling'),
      coowner: await due('coowner'),
      owner: await due('owner'),
    }).toEqual({ outsider: [], sibling: [], coowner: [goal.id], owner: [goal.id] });

    const theirs = await addLovedOne(clients.outsider, aLovedOne({ firstName: 'Otto', lastName: 'Outsider' }));
    const path = `/api/seniors/${theirs.id}/goals/${goal.id}`;
    const tried = {
      rate: (await clients.outsider.post(`${path}/ratings`, { rating: 1 })).status,
      voice: (await clients.outsider.request('PUT', `${path}/voice`, { json: { voice: `voice:${ctx.outsidersClip}` } }))
        .status,
      stop: (await clients.outsider.post(`${path}/stop`)).status,
    };
    expect(tried).toEqual({ rate: 404, voice: 404, stop: 404 });
    const theirGoals = await clients.outsider.json<SeniorGoals>('GET', `/api/seniors/${theirs.id}/goals`);
    expect(theirGoals.body.goals).toEqual([]);
    const after = await clients.owner.json<SeniorGoals>('GET', `/api/seniors/${ctx.seniorId}/goals`);
    expect(after.body.goals.find((g) => g.id === goal.id)).toEqual(goal);
    await stopGoal(clients.owner, ctx.seniorId, goal.id);
  });
});
