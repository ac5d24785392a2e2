import type { DifficultyEvent, DifficultyLevel } from '@carewith/contracts';
import { DifficultyState, evolveDifficulty, initialDifficultyState } from './difficulty.decider';

// A difficulty stream's state at one revision, so neither a read nor a command folds the whole stream
// (a loved one's stream grows by an event or two per activity). Pure: the service stores it in
// difficulty_snapshots and trusts it only while the event at its revision is still the one it names.

// Raised when the snapshot's shape changes: a snapshot of another version is ignored (folded again).
export const SNAPSHOT_VERSION = 1;
// The level changes a read returns, newest first. The profile shows the last three; 20 keeps a
// season of changes for the API without carrying every change ever made.
export const RECENT_CHANGES = 20;

export type LevelChange = Extract<DifficultyEvent, { type: 'LevelChanged' }>['data'];

export type DifficultySnapshot = {
  v: typeof SNAPSHOT_VERSION;
  level: DifficultyLevel;
  pinned: boolean;
  hardStreak: number;
  easyStreak: number;
  // Oldest first, at most RECENT_CHANGES.
  changes: LevelChange[];
};

// A stream folded from a snapshot: the state (sessions: only those the caller looked up, plus the
// tail's) and the recent level changes.
export type DifficultyView = { state: DifficultyState; changes: LevelChange[] };

export const emptyView = (): DifficultyView => ({ state: initialDifficultyState(), changes: [] });

export function viewOf(snapshot: DifficultySnapshot, sessions: Iterable<string>): DifficultyView {
  const { level, pinned, hardStreak, easyStreak, changes } = snapshot;
  return { state: { level, pinned, hardStreak, easyStreak, sessions: new Set(sessions) }, changes };
}

export function evolveView(view: DifficultyView, event: DifficultyEvent): DifficultyView {
  const changes = event.type === 'LevelChanged' ? [...view.changes, event.data].slice(-RECENT_CHANGES) : view.changes;
  return { state: evolveDifficulty(view.state, event), changes };
}

export function snapshotOf(view: DifficultyView): DifficultySnapshot {
  const { level, pinned, hardStreak, easyStreak } = view.state;
  return { v: SNAPSHOT_VERSION, level, pinned, hardStreak, easyStreak, changes: view.changes };
}

// A stored snapshot of this version, else null (fold from the start).
export const readSnapshot = (stored: unknown): DifficultySnapshot | null =>
  stored && typeof stored === 'object' && (stored as { v?: unknown }).v === SNAPSHOT_VERSION
    ? (stored as DifficultySnapshot)
    : null;
