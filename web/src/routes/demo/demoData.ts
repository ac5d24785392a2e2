import { DEMO_GRANDCHILDREN, DEMO_TIMER_SECONDS } from '@carewith/contracts';

// The demo's hard-coded sample data (spec section 2, "Demo flow"). Nothing here is saved or sent.
export type DemoTemplate = {
  title: string;
  difficulty: 'Easy' | 'Medium';
  time: string;
  text: string;
  recommended?: boolean;
};

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    title: 'Grandkid Matching',
    difficulty: 'Easy',
    time: '10-15 min',
    text: 'Match photos of the grandchildren with their names.',
    recommended: true,
  },
  {
    title: 'Shopping List Bingo',
    difficulty: 'Medium',
    time: '15-20 min',
    text: 'Find the items on a shopping list among familiar groceries.',
  },
  {
    title: 'Familiar Places',
    difficulty: 'Easy',
    time: '10-15 min',
    text: 'Look at photos of meaningful places and talk about them.',
  },
  {
    title: 'How To Make Tea',
    difficulty: 'Medium',
    time: '20-25 min',
    text: 'Put the steps of a favourite routine into the right order.',
  },
];

export const DEMO_STEP_LABELS = [
  'Choose template',
  'Customize',
  'Share link',
  'Senior plays',
  'Results',
  'Caregiver dashboard',
] as const;

export type Grandchild = { key: number; name: string; photo: string };

const SAMPLE_NAMES = ['Emma', 'Liam', 'Sophia', 'Noah', 'Ava', 'Oliver', 'Mia', 'Lucas'];
export const samplePhoto = (index: number) =>
  `/demo/grandchild-${SAMPLE_NAMES[index % SAMPLE_NAMES.length]!.toLowerCase()}.svg`;
export const sampleName = (index: number) => SAMPLE_NAMES[index % SAMPLE_NAMES.length]!;

export const INITIAL_GRANDCHILDREN: Grandchild[] = Array.from({ length: DEMO_GRANDCHILDREN.initial }, (_, i) => ({
  key: i,
  name: sampleName(i),
  photo: samplePhoto(i),
}));

export type Difficulty = 'easy' | 'medium' | 'hard';
export type Timer = 'none' | 'relaxed' | 'standard';

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
export const TIMER_LABELS: Record<Timer, string> = {
  none: 'No timer',
  relaxed: `Relaxed (${DEMO_TIMER_SECONDS.relaxed} seconds per match)`,
  standard: `Standard (${DEMO_TIMER_SECONDS.standard} seconds per match)`,
};

export const DEMO_GAME_LINK = 'https://carewith.app/play/sample-grandkid-matching';
