import { z } from 'zod';

// The spec's enumerations (section 9) as `as const` arrays; zod enums are built from them.
export const GAME_CATEGORIES = ['MEMORY', 'SEQUENCING', 'MATCHING', 'TRIVIA'] as const;
export const GAME_EVENT_TYPES = ['START', 'STEP', 'COMPLETE', 'ABANDON', 'SONG'] as const;
export const AI_REPORT_TYPES = ['COGNITIVE_SUMMARY', 'WEEKLY_TREND'] as const;
export const TIME_RANGES = ['7d', '14d', '30d', '90d'] as const;
export const GLOBAL_ROLES = ['CAREGIVER', 'SIBLING', 'ADMIN'] as const;
export const TEAM_ROLES = ['OWNER', 'SIBLING'] as const;
export const GAME_STATUSES = ['DRAFT', 'SENT', 'ACTIVE', 'CLOSED'] as const;
export const TEMPLATE_SLUGS = ['grandkid-match', 'places-flashcards', 'recipe-sequencing', 'shopping-bingo'] as const;
export const INVITE_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;

// biggestChallenge has two readings in the spec: the stored schema's list and the signup form's list.
// Storage accepts both (decision 1), the form offers its own list.
export const BIGGEST_CHALLENGES_STORED = [
  'REMEMBERING_NAMES_FACES',
  'DAILY_ROUTINES',
  'CONVERSATIONS_ENGAGEMENT',
  'SHOPPING_MEAL_PREP',
  'SUNDOWNING_AGITATION',
  'WANDERING_SAFETY',
  'MEDICATION_PROMPTS',
  'TECH_SETUP',
  'CAREGIVER_BURNOUT',
  'OTHER',
] as const;
export const BIGGEST_CHALLENGES_FORM = [
  'DAILY_ROUTINES',
  'MEMORY_GAMES',
  'FAMILY_CONNECTION',
  'CARE_COORDINATION',
  'SAFETY_CONCERNS',
  'OTHER',
] as const;
export const BIGGEST_CHALLENGES = [...new Set([...BIGGEST_CHALLENGES_STORED, ...BIGGEST_CHALLENGES_FORM])] as [
  string,
  ...string[],
];

export const BIGGEST_CHALLENGE_LABELS: Record<(typeof BIGGEST_CHALLENGES_FORM)[number], string> = {
  DAILY_ROUTINES: 'Keeping daily routines on track',
  MEMORY_GAMES: 'Finding memory activities they enjoy',
  FAMILY_CONNECTION: 'Staying connected as a family',
  CARE_COORDINATION: 'Coordinating care with siblings',
  SAFETY_CONCERNS: 'Safety concerns at home',
  OTHER: 'Something else',
};

export const GAME_STATUS_LABELS: Record<GameStatus, string> = {
  DRAFT: 'Draft',
  SENT: 'Sent',
  ACTIVE: 'In Progress',
  CLOSED: 'Completed',
};

export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  '7d': 'Last 7 days',
  '14d': 'Last 2 weeks',
  '30d': 'Last month',
  '90d': 'Last 3 months',
};

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  OWNER: 'Co-Caregiver',
  SIBLING: 'Family Helper',
};

export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export const gameEventTypeSchema = z.enum(GAME_EVENT_TYPES);
export const aiReportTypeSchema = z.enum(AI_REPORT_TYPES);
export const timeRangeSchema = z.enum(TIME_RANGES, { error: 'Please select a time range' });
export const globalRoleSchema = z.enum(GLOBAL_ROLES);
export const teamRoleSchema = z.enum(TEAM_ROLES);
export const gameStatusSchema = z.enum(GAME_STATUSES);
export const templateSlugSchema = z.enum(TEMPLATE_SLUGS, { error: 'Please select a template' });
export const inviteStatusSchema = z.enum(INVITE_STATUSES);
export const biggestChallengeSchema = z.enum(BIGGEST_CHALLENGES, {
  error: 'Please choose your biggest challenge',
});
export const signupChallengeSchema = z.enum(BIGGEST_CHALLENGES_FORM, {
  error: 'Please choose your biggest challenge',
});

export type GameCategory = z.infer<typeof gameCategorySchema>;
export type GameEventType = z.infer<typeof gameEventTypeSchema>;
export type AiReportType = z.infer<typeof aiReportTypeSchema>;
export type TimeRange = (typeof TIME_RANGES)[number];
export type GlobalRole = z.infer<typeof globalRoleSchema>;
export type TeamRole = (typeof TEAM_ROLES)[number];
export type GameStatus = (typeof GAME_STATUSES)[number];
export type TemplateSlug = z.infer<typeof templateSlugSchema>;
export type InviteStatus = z.infer<typeof inviteStatusSchema>;
export type BiggestChallenge = z.infer<typeof biggestChallengeSchema>;

// Client-side templates (spec section 3): id equals slug.
export const TEMPLATES: Record<
  TemplateSlug,
  { title: string; category: GameCategory; description: string; icon: string }
> = {
  'grandkid-match': {
    title: 'Family Photo Match',
    category: 'MATCHING',
    description: 'Match photos of grandchildren and family members to their names.',
    icon: '👨‍👩‍👧',
  },
  'places-flashcards': {
    title: 'Familiar Places',
    category: 'MEMORY',
    description: 'Look at photos of meaningful places and remember the stories behind them.',
    icon: '🏡',
  },
  'recipe-sequencing': {
    title: 'Recipe Sequencing',
    category: 'SEQUENCING',
    description: 'Put the steps of a favourite family recipe in the right order.',
    icon: '🍲',
  },
  'shopping-bingo': {
    title: 'Shopping Memory',
    category: 'MEMORY',
    description: 'Find the items from a shopping list among everyday things.',
    icon: '🛒',
  },
};
