import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MOOD_MAX } from '@carewith/contracts';

// The check-in's plain labels for a mood of 1 to 5.
const MOOD_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Very low`,
  2: msg`Low`,
  3: msg`Okay`,
  4: msg`Good`,
  5: msg`Great`,
};

export const MOODS = [1, 2, 3, 4, 5] as const;

export const moodLabel = (mood: number) => (MOOD_LABELS[mood] ? i18n._(MOOD_LABELS[mood]) : '');

// "4/5"
export const moodScore = (mood: number) => `${mood}/${MOOD_MAX}`;
