import {
  CreateSeniorRequest,
  DEFAULT_LANGUAGE,
  DEFAULT_QUIET_HOURS,
  DEFAULT_TIME_ZONE,
  isSeniorLanguage,
  LovedOneChange,
  pauseUntil,
  Senior,
  SeniorView,
  UpdateSeniorRequest,
  type SeniorLanguage,
} from '@carewith/contracts';
import type { TeamAccess } from '../teams/team-rules';
import type { SeniorEntity } from './senior.entity';

// A loved one's profile without the database: the row a new profile starts as, what an edit changes,
// when a pause ends, and how the row reads back.

// The columns a caregiver fills in (the row's id and creation time come from the database).
export type SeniorFields = Omit<SeniorEntity, 'id' | 'createdAt'>;

// A new profile: what the form gave, and for what it left out UTC, the default quiet hours, English
// and no pause.
export const newSeniorFields = (careTeamId: string, request: CreateSeniorRequest): SeniorFields => ({
  careTeamId,
  firstName: request.firstName,
  lastName: request.lastName,
  phone: request.phone,
  prefsJSON: request.prefsJSON,
  timeZone: request.timeZone ?? DEFAULT_TIME_ZONE,
  quietFrom: request.quietHours?.from ?? DEFAULT_QUIET_HOURS.from,
  quietTo: request.quietHours?.to ?? DEFAULT_QUIET_HOURS.to,
  pausedUntil: null,
  language: request.language ?? DEFAULT_LANGUAGE,
});

// An edit changes the fields it names and nothing else (a phone of null removes the phone).
export function profileChanges(changes: UpdateSeniorRequest): Partial<SeniorFields> {
  const patch: Partial<SeniorFields> = {};
  if (changes.firstName !== undefined) patch.firstName = changes.firstName;
  if (changes.lastName !== undefined) patch.lastName = changes.lastName;
  if (changes.phone !== undefined) patch.phone = changes.phone;
  if (changes.prefsJSON !== undefined) patch.prefsJSON = changes.prefsJSON;
  if (changes.timeZone !== undefined) patch.timeZone = changes.timeZone;
  if (changes.quietHours !== undefined) {
    patch.quietFrom = changes.quietHours.from;
    patch.quietTo = changes.quietHours.to;
  }
  if (changes.language !== undefined) patch.language = changes.language;
  return patch;
}

// What of the loved one a change touches, as the care.loved-one-changed fact says it.
export function changedKinds(changes: UpdateSeniorRequest): LovedOneChange[] {
  const kinds = new Set<LovedOneChange>();
  if (changes.timeZone !== undefined) kinds.add('timeZone');
  if (changes.quietHours !== undefined) kinds.add('quietHours');
  if (changes.language !== undefined) kinds.add('language');
  const { timeZone: _t, quietHours: _q, language: _l, ...rest } = changes;
  if (Object.values(rest).some((value) => value !== undefined) || !kinds.size) kinds.add('profile');
  return [...kinds];
}

// "Pause for a few days": texts wait until the start of the loved one's local day `days`
// from today; null resumes them at once.
export const pausedUntilFor = (days: number | null, now: Date, timeZone: string): Date | null =>
  days === null ? null : pauseUntil(now, days, timeZone);

// A code this build does not know (written by a newer release, or by hand) reads as English.
export const languageOf = (s: Pick<SeniorEntity, 'language'>): SeniorLanguage =>
  isSeniorLanguage(s.language) ? s.language : DEFAULT_LANGUAGE;

export const toSenior = (s: SeniorEntity): Senior => ({
  id: s.id,
  careTeamId: s.careTeamId,
  firstName: s.firstName,
  lastName: s.lastName,
  phone: s.phone,
  prefsJSON: s.prefsJSON,
  timeZone: s.timeZone,
  quietHours: { from: s.quietFrom, to: s.quietTo },
  pausedUntil: s.pausedUntil ? s.pausedUntil.toISOString() : null,
  language: languageOf(s),
  createdAt: s.createdAt.toISOString(),
});

// The profile as a member sees it: with their role, and whether they may erase it (the Primary
// Caregiver only).
export const toSeniorView = (s: SeniorEntity, access: TeamAccess): SeniorView => ({
  ...toSenior(s),
  myRole: access.role,
  canErase: access.isPrimary,
});
