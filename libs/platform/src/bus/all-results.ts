import { SeniorResult, SeniorResultsPageRequest } from '@carewith/contracts';
import { BusClient } from './bus-client';

// Every result of a loved one (since a moment, when given), newest first, one bounded page per reply.
export async function allResults(
  bus: BusClient,
  request: Omit<SeniorResultsPageRequest, 'before' | 'limit'>,
): Promise<SeniorResult[]> {
  const all: SeniorResult[] = [];
  let before: string | undefined;
  do {
    const page = await bus.request('games.results.bySenior', { ...request, before });
    all.push(...page.results);
    before = page.next ?? undefined;
  } while (before);
  return all;
}
