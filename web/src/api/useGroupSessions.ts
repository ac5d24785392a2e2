import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  activityRecordSchema,
  groupSessionSchema,
  sessionScreenSchema,
  sharedGroundSchema,
  type ActivityRecord,
  type ControlAction,
  type GroupSession,
  type RecordTaps,
  type SessionScreen,
  type SharedGround,
} from '@carewith/contracts';
import { ApiError, apiRequest } from './http';

// A care home's group sessions (libs/contracts/src/group-session.ts): what the chosen residents share
// (the residents themselves: useResidents), the session the coordinator's phone runs, the TV's view,
// and the residents' taps. Every answer is read through its contract's schema.

async function call<S extends z.ZodType>(schema: S, method: string, url: string, body?: unknown) {
  const res = await apiRequest(method, url, body);
  return schema.parse(await res.json()) as z.output<S>;
}

export const groupSessionKey = (sessionId: string) => ['/api/group-sessions', sessionId] as const;
export const sessionScreenKey = (sessionId: string) => ['/api/group-sessions', sessionId, 'screen'] as const;

// POST /api/homes/{homeId}/group-sessions/preview {residentIds}: what the chosen residents share (no
// deck stored), asked again whenever the choice changes. Fewer than two chosen: nothing is asked.
export function useSharedGround(homeId: string, residentIds: string[]) {
  const ids = [...residentIds].sort();
  return useQuery<SharedGround>({
    queryKey: ['/api/homes', homeId, 'group-sessions', 'preview', ids],
    queryFn: () =>
      call(sharedGroundSchema, 'POST', `/api/homes/${homeId}/group-sessions/preview`, { residentIds: ids }),
    enabled: ids.length >= 2 && ids.length <= 8,
  });
}

// POST /api/homes/{homeId}/group-sessions {residentIds}: the session with its deck built.
export function useStartGroupSession(homeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (residentIds: string[]): Promise<GroupSession> =>
      call(groupSessionSchema, 'POST', `/api/homes/${homeId}/group-sessions`, { residentIds }),
    onSuccess: (session) => queryClient.setQueryData(groupSessionKey(session.id), session),
  });
}

// GET /api/group-sessions/{sessionId}: the remote's view (deck, position, residents, their taps).
export function useGroupSession(sessionId: string, enabled = true) {
  return useQuery<GroupSession>({
    queryKey: groupSessionKey(sessionId),
    queryFn: () => call(groupSessionSchema, 'GET', `/api/group-sessions/${sessionId}`),
    enabled,
  });
}

// GET /api/group-sessions/{sessionId}/screen: the TV's view of the current card, read once; the live
// stream (routes/group-sessions/useLiveScreen.ts) keeps it up to date.
export function useSessionScreen(sessionId: string, enabled = true) {
  return useQuery<SessionScreen>({
    queryKey: sessionScreenKey(sessionId),
    queryFn: () => call(sessionScreenSchema, 'GET', `/api/group-sessions/${sessionId}/screen`),
    enabled,
  });
}

// The newer of two views of the TV (a view never goes back to an older version).
export const newerScreen = (shown: SessionScreen | undefined, next: SessionScreen) =>
  shown && shown.version > next.version ? shown : next;

function putScreen(queryClient: QueryClient, sessionId: string, screen: SessionScreen) {
  queryClient.setQueryData<GroupSession>(groupSessionKey(sessionId), (session) =>
    session ? { ...session, screen: newerScreen(session.screen, screen) } : session,
  );
}

// What a change answers: the whole session or the TV's view; anything else, the session is read again.
async function takeAnswer(queryClient: QueryClient, sessionId: string, answer: unknown) {
  const session = groupSessionSchema.safeParse(answer);
  if (session.success) return queryClient.setQueryData(groupSessionKey(sessionId), session.data);
  const screen = sessionScreenSchema.safeParse(answer);
  if (screen.success) return putScreen(queryClient, sessionId, screen.data);
  await queryClient.invalidateQueries({ queryKey: groupSessionKey(sessionId) });
}

async function send(method: string, url: string, body?: unknown): Promise<unknown> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

// POST /api/group-sessions/{sessionId}/control {action}: next, back, hint, song, end. One press at a
// time, in the order pressed (a "next, next" must not arrive as one).
export function useControlSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ControlAction) => send('POST', `/api/group-sessions/${sessionId}/control`, { action }),
    onSuccess: (answer) => takeAnswer(queryClient, sessionId, answer),
    scope: { id: `control-${sessionId}` },
  });
}

// A tap that did not reach the server (no connection, the server away or busy) is sent again, with
// growing pauses up to 10 s, for about two minutes; a refusal (4xx) is not. While the phone is offline
// react-query holds the mutation and sends it when the connection is back (networkMode "online").
export const TAP_RETRIES = 12;
export const tapRetry = (failures: number, error: unknown) =>
  failures < TAP_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
export const tapRetryDelay = (attempt: number) => Math.min(500 * 2 ** attempt, 10_000);

function putRecord(queryClient: QueryClient, sessionId: string, record: ActivityRecord) {
  queryClient.setQueryData<GroupSession>(groupSessionKey(sessionId), (session) =>
    session
      ? {
          ...session,
          records: [...session.records.filter((r) => r.residentId !== record.residentId), record],
        }
      : session,
  );
}

async function takeRecords(queryClient: QueryClient, sessionId: string, answer: unknown) {
  const one = activityRecordSchema.safeParse(answer);
  if (one.success) return putRecord(queryClient, sessionId, one.data);
  const many = z.array(activityRecordSchema).safeParse(answer);
  if (many.success) return many.data.forEach((record) => putRecord(queryClient, sessionId, record));
  await takeAnswer(queryClient, sessionId, answer);
}

// PUT /api/group-sessions/{sessionId}/records {RecordTaps}: one resident's taps, the whole of them each
// time (the last one sent is what is kept). A resident's saves go one after another (scope), so a
// retried older tap never lands after a newer one.
export function useRecordTaps(sessionId: string, residentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taps: RecordTaps) => send('PUT', `/api/group-sessions/${sessionId}/records`, taps),
    onSuccess: (answer) => takeRecords(queryClient, sessionId, answer),
    retry: tapRetry,
    retryDelay: tapRetryDelay,
    scope: { id: `records-${sessionId}-${residentId}` },
  });
}

// POST /api/group-sessions/{sessionId}/records/everyone-present: every resident took part.
export function useEveryonePresent(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send('POST', `/api/group-sessions/${sessionId}/records/everyone-present`),
    onSuccess: (answer) => takeRecords(queryClient, sessionId, answer),
    retry: tapRetry,
    retryDelay: tapRetryDelay,
    scope: { id: `everyone-${sessionId}` },
  });
}
