import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionScreenSchema, type SessionScreen } from '@carewith/contracts';
import { newerScreen, sessionScreenKey, useSessionScreen } from '../../api/useGroupSessions';

// Pauses before opening the stream again when the browser gave up on it (the server answered an error
// or closed it for good): 1 s, 2 s, 4 s... up to 30 s. While the connection merely drops, EventSource
// reconnects by itself.
export const reconnectDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

// The TV's view: read once (GET .../screen), then every change from the live stream (GET .../live,
// text/event-stream; each event's data is the whole SessionScreen). A view older than the one shown
// (a lower version: a late event, a read that crossed a change) is ignored. After each reconnection the
// view is read again, so a change missed while away still shows. The stream closes once the session ends.
export function useLiveScreen(sessionId: string, enabled = true) {
  const queryClient = useQueryClient();
  const screen = useSessionScreen(sessionId, enabled);
  const ended = screen.data?.ended ?? false;

  useEffect(() => {
    if (!enabled || ended || typeof EventSource === 'undefined') return;
    const key = sessionScreenKey(sessionId);
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let opened = false;
    let stopped = false;

    const take = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = sessionScreenSchema.safeParse(data);
      if (!parsed.success) return;
      queryClient.setQueryData<SessionScreen>(key, (shown) => newerScreen(shown, parsed.data));
      if (parsed.data.ended) close();
    };
    const close = () => {
      stopped = true;
      source?.close();
      if (timer) clearTimeout(timer);
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource(`/api/group-sessions/${sessionId}/live`, { withCredentials: true });
      source.addEventListener('message', take);
      source.addEventListener('screen', take as EventListener);
      source.addEventListener('open', () => {
        // A reconnection: what changed while away is read again (the stream may start with it too).
        if (opened) void queryClient.invalidateQueries({ queryKey: key });
        opened = true;
        attempt = 0;
      });
      source.addEventListener('error', () => {
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
        timer = setTimeout(open, reconnectDelay(attempt++));
      });
    };
    open();
    return close;
  }, [sessionId, enabled, queryClient, ended]);

  return screen;
}
