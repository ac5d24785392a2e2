import type { BusPattern, BusRequestData, BusReplyData } from '@carewith/contracts';
import { BusClient } from './bus-client';

// The patterns whose replies come in pages: a request that takes a `before` cursor, a reply that gives
// the `next` one (null on the last page).
type PagedPattern = {
  [P in BusPattern]: BusRequestData<P> extends { before?: string }
    ? BusReplyData<P> extends { next: string | null }
      ? P
      : never
    : never;
}[BusPattern];

// Every item of a paged pattern, page after page, so that no single reply grows with the data (issue
// #25: NATS refuses a message over its max_payload). `items` picks a page's items from its reply.
export async function allPages<P extends PagedPattern, T>(
  bus: BusClient,
  pattern: P,
  request: Omit<BusRequestData<P>, 'before'>,
  items: (page: BusReplyData<P>) => readonly T[],
): Promise<T[]> {
  const all: T[] = [];
  let before: string | undefined;
  do {
    const page = await bus.request(pattern, { ...request, before } as BusRequestData<P>);
    all.push(...items(page));
    before = (page as { next: string | null }).next ?? undefined;
  } while (before);
  return all;
}
