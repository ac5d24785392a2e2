import { MOOD_MAX } from '@carewith/contracts';

// The check-in's plain labels for a mood of 1 to 5.
export const MOOD_LABELS: Record<number, string> = {
  1: 'Very low',
  2: 'Low',
  3: 'Okay',
  4: 'Good',
  5: 'Great',
};

export const MOODS = [1, 2, 3, 4, 5] as const;

export const moodLabel = (mood: number) => MOOD_LABELS[mood] ?? '';

// "4/5"
export const moodScore = (mood: number) => `${mood}/${MOOD_MAX}`;
