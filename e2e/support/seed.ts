import {
  GamesDb,
  HistoryOptions,
  PlayedSession,
  SeedActivity,
  seedActivity as writeActivity,
  seedHistory as writeHistory,
  seedPlayedSession as writePlayedSession,
  seedResults as writeResults,
} from '@carewith/games/testing';
import { queryDb } from './systems';

// Games data written straight into a running system's `games` schema, as play and the projector
// would leave it, by the games service's test builder (services/games/src/testing/games-seed.ts): the
// same rows its integration specs write.
export const gamesDb = (databaseUrl: string): GamesDb => ({
  query: (sql, params) => queryDb(databaseUrl, sql, params),
  gamesSchema: 'games',
});

// One activity: a draft, sent, or completed with its result. Returns its id.
export const seedActivity = (databaseUrl: string, a: SeedActivity): Promise<string> =>
  writeActivity(gamesDb(databaseUrl), a);

// Many completed activities for one loved one, with ties in their completion moments.
export const seedResults = (
  databaseUrl: string,
  a: { careTeamId: string; seniorId: string; createdBy: string; count: number },
): Promise<void> => writeResults(gamesDb(databaseUrl), a);

// A loved one's long history with its play streams, links, results and mastery (the archive of a long history).
export const seedHistory = (databaseUrl: string, options: HistoryOptions): Promise<string[]> =>
  writeHistory(gamesDb(databaseUrl), options);

// A finished session written into a running system's event store as the play endpoints would have
// written it at `at` (START, a STEP every 10 s, COMPLETE at `at + totalTime`).
export const seedPlayedSession = (databaseUrl: string, gameInstanceId: string, session: PlayedSession): Promise<void> =>
  writePlayedSession(gamesDb(databaseUrl), gameInstanceId, session);

// Several activities of one loved one (seedActivity), each `base` (whose they are) with its own fields.
export async function seedActivities(
  databaseUrl: string,
  base: Pick<SeedActivity, 'careTeamId' | 'seniorId' | 'createdBy'>,
  activities: Partial<SeedActivity>[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const activity of activities) ids.push(await seedActivity(databaseUrl, { ...base, ...activity }));
  return ids;
}

// Two weeks of play behind the dashboard's figures: this week two completed (100% in 8 min, then the
// Sunday Roast at 50% in 12 min), last week one (25% in 16 min).
export const TWO_WEEKS_PLAYED: Partial<SeedActivity>[] = [
  { sentDaysAgo: 0.2, completedDaysAgo: 0.1, accuracy: 1, minutes: 8 },
  {
    sentDaysAgo: 1.2,
    completedDaysAgo: 1.1,
    accuracy: 0.5,
    minutes: 12,
    title: 'Sunday Roast',
    templateId: 'recipe-sequencing',
  },
  { sentDaysAgo: 9, completedDaysAgo: 8.5, accuracy: 0.25, minutes: 16 },
];
