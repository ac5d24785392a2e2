import {
  GamesDb,
  HistoryOptions,
  SeedActivity,
  seedActivity as writeActivity,
  seedHistory as writeHistory,
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

// Many completed activities for one loved one, with ties in their completion moments (issue #25).
export const seedResults = (
  databaseUrl: string,
  a: { careTeamId: string; seniorId: string; createdBy: string; count: number },
): Promise<void> => writeResults(gamesDb(databaseUrl), a);

// A loved one's long history with its play streams, links, results and mastery (issue #25's archive).
export const seedHistory = (databaseUrl: string, options: HistoryOptions): Promise<string[]> =>
  writeHistory(gamesDb(databaseUrl), options);
