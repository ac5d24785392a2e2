import { useQuery } from '@tanstack/react-query';
import type { OutboxEntry } from '@carewith/contracts';

export const OUTBOX_KEY = ['/api/dev/outbox'] as const;

// The development Outbox: every text and e-mail the app would have sent (404 where it is turned off).
export function useOutbox() {
  return useQuery<OutboxEntry[]>({ queryKey: OUTBOX_KEY });
}
