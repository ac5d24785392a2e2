// Contract-typed builders for the group-session and evidence screens' component tests: a group
// session, the TV's view, activity records and the month's evidence (the home and its residents are
// testing/homes.ts's).
import type {
  ActivityRecord,
  GroupSession,
  HomeEvidence,
  ResidentEvidence,
  ScreenCard,
  SessionScreen,
} from '@carewith/contracts';
import { aResident, HOME_ID } from './homes';

export { aConsent, aResident, HOME_ID } from './homes';
export const SESSION_ID = '00000000-0000-4000-8000-0000000005d1';
// Resident n's ids, as aResident(n) has them.
export const residentId = (n: number) => aResident(n).id;
const seniorIdOf = (n: number) => aResident(n).seniorId;

export const aCard = (over: Partial<ScreenCard> = {}): ScreenCard => ({
  kind: 'era',
  prompt: 'What did a Saturday night look like in the 1950s?',
  imageUrl: null,
  song: null,
  hint: 'Dance halls, the pictures, the wireless',
  ...over,
});

export const aScreen = (over: Partial<SessionScreen> = {}): SessionScreen => ({
  sessionId: SESSION_ID,
  position: 0,
  cards: 16,
  card: aCard(),
  hintShown: false,
  songPlaying: false,
  ended: false,
  version: 1,
  ...over,
});

export const aRecord = (over: Partial<ActivityRecord> = {}): ActivityRecord => ({
  id: '00000000-0000-4000-8000-000000000301',
  residentId: residentId(1),
  seniorId: seniorIdOf(1),
  date: '2026-11-03',
  minutes: 20,
  kind: 'group',
  tookPart: true,
  attention: 'full',
  mood: 'happy',
  chips: ['sang-along'],
  what: 'The 1950s',
  ranByName: 'Hana Coordinator',
  sessionId: SESSION_ID,
  recordedAt: '2026-11-03T11:00:00.000Z',
  ...over,
});

export const aSession = (residents = 3, over: Partial<GroupSession> = {}): GroupSession => ({
  id: SESSION_ID,
  homeId: HOME_ID,
  theme: 'The 1950s',
  residents: Array.from({ length: residents }, (_, i) => ({ id: residentId(i + 1), firstName: `Resident${i + 1}` })),
  deck: [aCard()],
  screen: aScreen(),
  startedAt: '2026-11-03T10:30:00.000Z',
  endedAt: null,
  ranByName: 'Hana Coordinator',
  records: [],
  ...over,
});

export const aResidentEvidence = (over: Partial<ResidentEvidence> = {}): ResidentEvidence => ({
  residentId: residentId(1),
  firstName: 'Margaret',
  lastName: 'Jones',
  month: '2026-11',
  activeDays: 3,
  targetDays: 20,
  records: [aRecord()],
  ...over,
});

export const aHomeEvidence = (residents: ResidentEvidence[], over: Partial<HomeEvidence> = {}): HomeEvidence => ({
  homeId: HOME_ID,
  homeName: 'Oak House',
  month: '2026-11',
  residents: residents.map((r) => ({
    residentId: r.residentId,
    firstName: r.firstName,
    lastName: r.lastName,
    month: r.month,
    activeDays: r.activeDays,
    targetDays: r.targetDays,
    sessions: r.records.filter((x) => x.kind === 'group').length,
  })),
  ...over,
});
