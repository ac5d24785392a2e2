import { BoxTopics1764500000100 } from './1764500000100-box-topics';
import { ResidentPhotos1764500000200 } from './1764500000200-resident-photos';
import { ReadModel1763760500000 } from './1763760500000-read-model';
import { Play1763760600000 } from './1763760600000-play';
import { Difficulty1763760714000 } from './1763760714000-difficulty';
import { FirstTry1764000000000 } from './1764000000000-first-try';
import { ItemMastery1764000100000 } from './1764000100000-item-mastery';
import { ItemReview1764000200000 } from './1764000200000-item-review';
import { Schedules1764000300000 } from './1764000300000-schedules';
import { Reminders1764000400000 } from './1764000400000-reminders';
import { VoiceClips1764000500000 } from './1764000500000-voice-clips';
import { MasteryHotUpdates1764000600000 } from './1764000600000-mastery-hot-updates';
import { DifficultySnapshots1764000700000 } from './1764000700000-difficulty-snapshots';
import { OpenActivities1764000710000 } from './1764000710000-open-activities';
import { CompletedItems1764000720000 } from './1764000720000-completed-items';
import { ResultsByLovedOne1764000750000 } from './1764000750000-results-by-loved-one';
import { UnsentActivities1764000760000 } from './1764000760000-unsent-activities';
import { SongEvents1764000770000 } from './1764000770000-song-events';
import { MemoryBox1764000800000 } from './1764000800000-memory-box';
import { OverviewFromIndex1764000810000 } from './1764000810000-overview-from-index';
import { FactReactors1764000830000 } from './1764000830000-fact-reactors';
import { SongArtistAndLink1764000830250 } from './1764000830250-song-artist-and-link';
import { AboutMe1764000840000 } from './1764000840000-about-me';
import { Goals1764000850000 } from './1764000850000-goals';
import { GroupSessions1764000860000 } from './1764000860000-group-sessions';

// The games schema's migrations in order: the service and every integration test run the same list.
export const GAMES_MIGRATIONS = [
  ReadModel1763760500000,
  Play1763760600000,
  Difficulty1763760714000,
  FirstTry1764000000000,
  ItemMastery1764000100000,
  ItemReview1764000200000,
  Schedules1764000300000,
  Reminders1764000400000,
  VoiceClips1764000500000,
  MasteryHotUpdates1764000600000,
  DifficultySnapshots1764000700000,
  OpenActivities1764000710000,
  CompletedItems1764000720000,
  ResultsByLovedOne1764000750000,
  UnsentActivities1764000760000,
  SongEvents1764000770000,
  MemoryBox1764000800000,
  OverviewFromIndex1764000810000,
  FactReactors1764000830000,
  SongArtistAndLink1764000830250,
  AboutMe1764000840000,
  Goals1764000850000,
  GroupSessions1764000860000,
  BoxTopics1764500000100,
  ResidentPhotos1764500000200,
];
