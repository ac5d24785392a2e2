import { CreateSeniorRequest, DEFAULT_ACCESSIBILITY, UpdateSeniorRequest } from '@carewith/contracts';
import type { SeniorEntity } from './senior.entity';
import {
  changedKinds,
  languageOf,
  newSeniorFields,
  pausedUntilFor,
  profileChanges,
  toSenior,
  toSeniorView,
} from './senior-profile';

const TEAM = '6f1c1c4e-7d1e-4a3b-9a60-3d4f4e5a6b7c';
const prefsJSON = { accessibility: { ...DEFAULT_ACCESSIBILITY } };
const form = (over: Partial<CreateSeniorRequest> = {}): CreateSeniorRequest => ({
  firstName: 'Rose',
  lastName: 'Hill',
  phone: '+15551234567',
  prefsJSON,
  ...over,
});
// An edit as the schema parses it: a phone left out reads as undefined.
const edit = (over: Partial<UpdateSeniorRequest>): UpdateSeniorRequest => ({ phone: undefined, ...over });
const row = (over: Partial<SeniorEntity> = {}): SeniorEntity => ({
  id: 'a4d1b8e2-0000-4000-8000-000000000001',
  ...newSeniorFields(TEAM, form()),
  createdAt: new Date('2026-03-01T09:30:00Z'),
  ...over,
});

describe("a loved one's profile", () => {
  it('starts in UTC, with quiet hours from 15:00 to 09:00, in English and not paused, when the form leaves those out', () => {
    expect(newSeniorFields(TEAM, form())).toEqual({
      careTeamId: TEAM,
      firstName: 'Rose',
      lastName: 'Hill',
      phone: '+15551234567',
      prefsJSON,
      timeZone: 'UTC',
      quietFrom: '15:00',
      quietTo: '09:00',
      pausedUntil: null,
      language: 'en',
    });
  });

  it('keeps the time zone, quiet hours and language the form gives', () => {
    const fields = newSeniorFields(
      TEAM,
      form({ timeZone: 'Europe/Madrid', quietHours: { from: '20:00', to: '10:30' }, language: 'es', phone: null }),
    );
    expect(fields).toMatchObject({
      timeZone: 'Europe/Madrid',
      quietFrom: '20:00',
      quietTo: '10:30',
      language: 'es',
      phone: null,
    });
  });

  it('changes only what an edit names', () => {
    expect(profileChanges(edit({ lastName: 'Stone' }))).toEqual({ lastName: 'Stone' });
    expect(profileChanges(edit({ quietHours: { from: '18:00', to: '08:00' } }))).toEqual({
      quietFrom: '18:00',
      quietTo: '08:00',
    });
    expect(profileChanges(edit({ firstName: 'Rosa', prefsJSON, timeZone: 'Asia/Tokyo', language: 'es' }))).toEqual({
      firstName: 'Rosa',
      prefsJSON,
      timeZone: 'Asia/Tokyo',
      language: 'es',
    });
  });

  it('removes the phone when an edit gives null, and keeps it when the edit leaves it out', () => {
    expect(profileChanges(edit({ phone: null }))).toEqual({ phone: null });
    expect(profileChanges(edit({ firstName: 'Rosa' }))).not.toHaveProperty('phone');
  });

  it("pauses texts until the start of the loved one's local day, and resumes them with null", () => {
    // Monday 23 November, evening in Paris; three days: texts may go from Thursday 00:00 Paris time.
    const now = new Date('2026-11-23T20:00:00Z');
    expect(pausedUntilFor(3, now, 'Europe/Paris')?.toISOString()).toBe('2026-11-25T23:00:00.000Z');
    // Already Tuesday in Tokyo: Friday 00:00 there.
    expect(pausedUntilFor(3, now, 'Asia/Tokyo')?.toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(pausedUntilFor(null, now, 'Europe/Paris')).toBeNull();
  });

  it('reads a language this build does not know as English', () => {
    expect(languageOf({ language: 'es' })).toBe('es');
    expect(languageOf({ language: 'tlh' })).toBe('en');
  });

  it('reads back with its quiet hours, pause and dates as the contract has them', () => {
    const paused = new Date('2026-03-05T00:00:00Z');
    expect(toSenior(row({ pausedUntil: paused, language: 'xx' }))).toEqual({
      id: 'a4d1b8e2-0000-4000-8000-000000000001',
      careTeamId: TEAM,
      firstName: 'Rose',
      lastName: 'Hill',
      phone: '+15551234567',
      prefsJSON,
      timeZone: 'UTC',
      quietHours: { from: '15:00', to: '09:00' },
      pausedUntil: '2026-03-05T00:00:00.000Z',
      language: 'en',
      createdAt: '2026-03-01T09:30:00.000Z',
    });
    expect(toSenior(row()).pausedUntil).toBeNull();
  });

  it('shows each member their role, and the erase button to the Primary Caregiver alone', () => {
    expect(toSeniorView(row(), { role: 'OWNER', isPrimary: true })).toMatchObject({ myRole: 'OWNER', canErase: true });
    expect(toSeniorView(row(), { role: 'OWNER', isPrimary: false })).toMatchObject({
      myRole: 'OWNER',
      canErase: false,
    });
    expect(toSeniorView(row(), { role: 'SIBLING', isPrimary: false })).toMatchObject({
      myRole: 'SIBLING',
      canErase: false,
    });
  });

  it('say in their fact what a change touches: the send window apart from the rest of the profile', () => {
    expect(changedKinds(edit({ timeZone: 'Europe/Madrid' }))).toEqual(['timeZone']);
    expect(changedKinds(edit({ quietHours: { from: '10:00', to: '14:00' }, language: 'es' }))).toEqual([
      'quietHours',
      'language',
    ]);
    expect(changedKinds(edit({ firstName: 'Rosa', timeZone: 'Europe/Madrid' }))).toEqual(['timeZone', 'profile']);
    expect(changedKinds(edit({ phone: '+15550001111' }))).toEqual(['profile']);
    // An edit that changes nothing still says something changed.
    expect(changedKinds(edit({}))).toEqual(['profile']);
  });
});
