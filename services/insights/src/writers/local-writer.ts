import {
  capitalised,
  formatDuration,
  InsightFigures,
  NOT_MEDICAL_ADVICE,
  TemplateSlug,
  TEMPLATES,
  TIME_RANGE_LABELS,
} from '@carewith/contracts';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const minutes = (m: number) => formatDuration(m * 60_000);
const SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;

// Up, down or the same against the previous period of the same length, in words.
function direction(now: number, before: number): string {
  return now > before ? 'up' : now < before ? 'down' : 'the same';
}

// Activities, accuracy and time played against the previous period of the same length.
export function localComparison(f: InsightFigures): string {
  const before = `the ${f.days} days before`;
  if (!f.previousCompleted) return `There were no completed activities in ${before} to compare with.`;
  const parts = [
    `activities are ${direction(f.completed, f.previousCompleted)} (${f.completed}, against ${f.previousCompleted})`,
  ];
  if (f.averageAccuracy !== null && f.previousAverageAccuracy !== null) {
    const change = Math.round(f.averageAccuracy * 100) - Math.round(f.previousAverageAccuracy * 100);
    parts.push(
      change === 0
        ? `accuracy is the same (${pct(f.averageAccuracy)})`
        : `accuracy is ${change > 0 ? 'up' : 'down'} ${plural(Math.abs(change), 'point')} (${pct(f.averageAccuracy)}, against ${pct(f.previousAverageAccuracy)})`,
    );
  }
  const played = Math.round(f.minutesPlayed);
  const playedBefore = Math.round(f.previousMinutesPlayed);
  parts.push(
    `time played is ${direction(played, playedBefore)} (${minutes(f.minutesPlayed)}, against ${minutes(f.previousMinutesPlayed)})`,
  );
  return `Compared with ${before}, ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`;
}

// Plain-language text built from the figures, with no model. Never a diagnosis or medical advice.
export function localTrend(name: string, f: InsightFigures): string {
  const period = TIME_RANGE_LABELS[f.timeRange].toLowerCase();
  if (!f.completed) {
    return [
      `${name} has not completed any activities in the ${period}.`,
      f.previousCompleted
        ? `In the ${f.days} days before, ${name} completed ${plural(f.previousCompleted, 'activity', 'activities')}.`
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
      `, with an average accuracy of ${pct(f.averageAccuracy!)}` +
      (f.averageMinutes !== null ? ` and ${minutes(f.averageMinutes)} per activity.` : '.'),
  );
  lines.push(localComparison(f));
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

// What a question is about, recognised by its words; the answer takes each topic in turn.
type Topic = 'timeOfDay' | TemplateSlug | 'accuracy' | 'time' | 'regularity';
const TOPIC_WORDS: [Topic, RegExp][] = [
  ['timeOfDay', /\b(mornings?|afternoons?|evenings?|nights?|time of (the )?day|what time|when)\b/i],
  ['grandkid-match', /\b(photos?|pictures?|faces?|grand ?(kids?|children|child)|family photo)/i],
  ['places-flashcards', /\b(places?|streets?|towns?|homes?|houses?)\b/i],
  ['recipe-sequencing', /\b(recipes?|cooking|cook|baking|kitchen)\b/i],
  ['shopping-bingo', /\b(shopping|bingo|groceries|grocery|lists?)\b/i],
  ['accuracy', /\b(accura\w*|better|worse|improv\w*|declin\w*|scores?|right|progress\w*|sharp\w*)\b/i],
  ['time', /\b(how long|long|minutes?|duration|time spent|time played|quick\w*|slow\w*)\b/i],
  ['regularity', /\b(how often|often|regular\w*|every day|daily|streaks?|breaks?|how many|frequen\w*|enjoy\w*)\b/i],
];
export function questionTopics(question: string): Topic[] {
  return TOPIC_WORDS.filter(([, words]) => words.test(question)).map(([topic]) => topic);
}

function answerTopic(name: string, topic: Topic, f: InsightFigures, period: string): string {
  switch (topic) {
    case 'timeOfDay': {
      const played = SLOTS.filter((s) => f.timeOfDay[s] > 0);
      const counts = played.map((s) => `${f.timeOfDay[s]} in the ${s} (${pct(f.timeOfDayAccuracy[s]!)} accuracy)`);
      const best = [...played].sort((a, b) => f.timeOfDayAccuracy[b]! - f.timeOfDayAccuracy[a]!)[0];
      return (
        `By time of day, ${name} finished ${counts.join(', ')}.` +
        (played.length > 1
          ? ` Accuracy was highest in the ${best}.`
          : ` All of them were in the ${played[0]}, so there is no other time of day to compare with yet.`)
      );
    }
    case 'accuracy':
      return `${name}'s average accuracy in the ${period} is ${pct(f.averageAccuracy!)}. ${localComparison(f)}`;
    case 'time':
      return `${name} played for ${minutes(f.minutesPlayed)} in all, ${minutes(f.averageMinutes ?? 0)} per activity on average.`;
    case 'regularity':
      return (
        `${name} completed ${plural(f.completed, 'activity', 'activities')} in the ${period}` +
        (f.longestStreakDays >= 2 ? `, with a streak of ${plural(f.longestStreakDays, 'day')} in a row` : '') +
        (f.longestGapDays ? ` and a longest break of ${plural(f.longestGapDays, 'day')}` : '') +
        '.'
      );
    default: {
      const figures = f.perTemplate.find((t) => t.templateId === topic);
      return figures
        ? `${name} completed ${plural(figures.completed, `${TEMPLATES[topic].title} activity`, `${TEMPLATES[topic].title} activities`)} in the ${period}, with an average accuracy of ${pct(figures.averageAccuracy)}.`
        : `${name} has not played ${TEMPLATES[topic].title} in the ${period}, so there is nothing to tell about it yet.`;
    }
  }
}

// The caregiver's own question, answered from the figures: each topic the question names, or a plain
// summary that says what the figures can and cannot tell.
export function localCustom(name: string, question: string, f: InsightFigures): string {
  const period = TIME_RANGE_LABELS[f.timeRange].toLowerCase();
  if (!f.completed) {
    return [
      `${name} has not completed any activities in the ${period}, so there is nothing yet to answer this from.`,
      f.previousCompleted
        ? `In the ${f.days} days before, ${name} completed ${plural(f.previousCompleted, 'activity', 'activities')}.`
        : '',
      NOT_MEDICAL_ADVICE,
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  const topics = questionTopics(question);
  const answers = topics.length
    ? topics.map((t) => answerTopic(name, t, f, period))
    : [
        `These insights can only tell what ${name}'s activities show: how many were completed, how accurate and how long they were, which kinds went best and at what time of day. They cannot tell about mood, sleep, health or anything outside the activities.`,
        `In the ${period}, ${name} completed ${plural(f.completed, 'activity', 'activities')} with an average accuracy of ${pct(f.averageAccuracy!)}. ${localComparison(f)}`,
      ];
  if (f.declineMarked) answers.push(`The drop in accuracy is worth mentioning to ${name}'s doctor at the next visit.`);
  return [...answers, NOT_MEDICAL_ADVICE].join('\n\n');
}

export function localAssessment(
  name: string,
  activity: {
    title: string;
    accuracy: number;
    correct: number;
    total: number;
    minutes: number;
    // How much help the answers needed, in plain words (firstTryWords); absent: not said.
    firstTries?: string | null;
  },
  f: InsightFigures,
): string {
  return [
    `${name} completed "${activity.title}" with ${activity.correct} of ${activity.total} answers right (${pct(activity.accuracy)}) in ${minutes(activity.minutes)}.` +
      (activity.firstTries ? ` ${capitalised(activity.firstTries)}.` : ''),
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
