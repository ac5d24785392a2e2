import { InsightFigures, NOT_MEDICAL_ADVICE, TIME_RANGE_LABELS } from '@carewith/contracts';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// Plain-language text built from the figures, with no model. Never a diagnosis or medical advice.
export function localTrend(name: string, f: InsightFigures): string {
  const period = TIME_RANGE_LABELS[f.timeRange].toLowerCase();
  if (!f.completed) {
    return [
      `${name} has not completed any activities in the ${period}.`,
      f.previousCompleted
        ? `In the period before, ${name} completed ${plural(f.previousCompleted, 'activity', 'activities')}.`
        : '',
      `Sending a short, familiar activity at a calm time of day is a gentle way to start again.`,
      NOT_MEDICAL_ADVICE,
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  const lines: string[] = [];
  lines.push(
    `In the ${period}, ${name} completed ${plural(f.completed, 'activity', 'activities')}` +
      (f.previousCompleted || f.previousAverageAccuracy !== null
        ? ` (${f.previousCompleted} in the period before)`
        : '') +
      `, with an average accuracy of ${pct(f.averageAccuracy!)}` +
      (f.averageMinutes !== null
        ? ` and about ${Math.max(1, Math.round(f.averageMinutes))} minutes per activity.`
        : '.'),
  );
  if (f.accuracyChange !== null) {
    const change = Math.round(f.accuracyChange);
    lines.push(
      change === 0
        ? `Accuracy is steady compared with the period before.`
        : `Accuracy is ${Math.abs(change)} points ${change > 0 ? 'higher' : 'lower'} than in the period before (${pct(f.previousAverageAccuracy!)}).`,
    );
  }
  if (f.strengths.length) lines.push(`Strengths: ${f.strengths.join(', ')}.`);
  if (f.difficulties.length)
    lines.push(
      `Harder for ${name} right now: ${f.difficulties.join(', ')}. Shorter or easier versions may feel better.`,
    );
  const slots = Object.entries(f.timeOfDay).sort((a, b) => b[1] - a[1]);
  if (slots[0] && slots[0][1] > 0) lines.push(`Most activities were played in the ${slots[0][0]}.`);
  if (f.longestStreakDays >= 2) lines.push(`Longest streak: ${plural(f.longestStreakDays, 'day')} in a row.`);
  if (f.longestGapDays) lines.push(`Longest break between activities: ${plural(f.longestGapDays, 'day')}.`);
  if (f.declineMarked) lines.push(`The drop in accuracy is worth mentioning to ${name}'s doctor at the next visit.`);
  lines.push(NOT_MEDICAL_ADVICE);
  return lines.join('\n\n');
}

export function localCustom(name: string, question: string, f: InsightFigures): string {
  return [`You asked: "${question}"`, `Here is what ${name}'s activities show:`, localTrend(name, f)].join('\n\n');
}

export function localAssessment(
  name: string,
  activity: { title: string; accuracy: number; correct: number; total: number; minutes: number },
  f: InsightFigures,
): string {
  return [
    `${name} completed "${activity.title}" with ${activity.correct} of ${activity.total} answers right (${pct(activity.accuracy)}) in about ${Math.max(1, Math.round(activity.minutes))} minutes.`,
    f.averageAccuracy !== null
      ? `Over the ${TIME_RANGE_LABELS[f.timeRange].toLowerCase()}, ${name}'s average accuracy is ${pct(f.averageAccuracy)} across ${plural(f.completed, 'activity', 'activities')}.`
      : '',
    activity.accuracy >= 0.7
      ? 'This went well: more activities like it can build confidence.'
      : 'A shorter or more familiar activity may feel easier next time.',
    NOT_MEDICAL_ADVICE,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const MOOD_WORDS = ['', 'a very hard day', 'a low day', 'an okay day', 'a good day', 'a great day'];
export function localReflection(mood: number, freeText: string | null): string {
  const opening = `Thank you for checking in. It sounds like ${MOOD_WORDS[mood] ?? 'a day'}.`;
  const middle =
    mood <= 2
      ? 'Caring for someone you love is demanding. Be as kind to yourself as you are to them: a short walk, a cup of tea or a call to a friend can help. If you feel overwhelmed, reach out to someone you trust or a caregiver helpline.'
      : mood === 3
        ? 'Some days are just steady, and that is enough. Try to keep one small thing for yourself today.'
        : 'Take a moment to notice what helped today, so you can come back to it on harder days.';
  return [opening, freeText ? 'Writing things down, as you did, is a good way to lighten the load.' : '', middle]
    .filter(Boolean)
    .join(' ');
}
