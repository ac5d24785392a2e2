// The API's answers that component tests build on: each a valid answer of the contract's type with
// plain defaults, changed by the test where its check depends on it.
import type { DashboardResponse, GameDetail, GameInstance, MyCareTeam, SeniorView } from '@carewith/contracts';

export const TEAM_ID = '00000000-0000-4000-8000-0000000000a1';
export const SENIOR_ID = '00000000-0000-4000-8000-0000000000b1';

// The member's teams: a Co-Caregiver's (OWNER) by default; aTeam('SIBLING') for a Family Helper's.
export const aTeam = (role: MyCareTeam['role'] = 'OWNER', over: Partial<MyCareTeam> = {}): MyCareTeam => ({
  id: TEAM_ID,
  name: "Nora's Care Team",
  role,
  ...over,
});

export const aSenior = (over: Partial<SeniorView> = {}): SeniorView => ({
  id: SENIOR_ID,
  careTeamId: TEAM_ID,
  firstName: 'Iris',
  lastName: 'Moss',
  phone: '+15550107788',
  prefsJSON: { accessibility: { largeText: true, audioInstructions: false, highContrast: true } },
  timeZone: 'UTC',
  quietHours: { from: '21:00', to: '09:00' },
  pausedUntil: null,
  language: 'en',
  createdAt: '2026-11-01T10:00:00.000Z',
  myRole: 'OWNER',
  canErase: true,
  ...over,
});

// A team's dashboard with nothing in it yet: no loved one, no activity, no check-in.
export const anEmptyDashboard = (role: MyCareTeam['role'] = 'OWNER'): DashboardResponse => ({
  seniors: [],
  recentGameInstances: [],
  careTeams: [aTeam(role)],
  recentCheckIn: null,
  stats: {
    activitiesThisWeek: 0,
    activitiesLastWeek: 0,
    engagementRate: null,
    sentLast30Days: 0,
    completedLast30Days: 0,
    averageMinutes: null,
    latestMood: null,
  },
  highlights: [],
});

export const GAME_ID = '00000000-0000-4000-8000-0000000000e1';

// An activity as GET /api/games/:id answers it: a draft of the Co-Caregiver's, not yet sent.
export const aGame = (
  over: { status?: GameInstance['status']; myRole?: GameDetail['myRole']; title?: string } = {},
): GameDetail => ({
  gameInstance: {
    id: GAME_ID,
    seniorId: SENIOR_ID,
    templateId: 'places-flashcards',
    createdBy: '00000000-0000-4000-8000-000000000001',
    status: over.status ?? 'DRAFT',
    configJSON: { title: over.title ?? 'Helper view' },
    sentAt: over.status && over.status !== 'DRAFT' ? '2026-11-20T10:00:00.000Z' : null,
    createdAt: '2026-11-19T10:00:00.000Z',
  },
  template: { slug: 'places-flashcards', title: 'Familiar Places' },
  myRole: over.myRole ?? 'OWNER',
  links: [],
  result: null,
  firstOpenedAt: null,
  startedAt: null,
});
