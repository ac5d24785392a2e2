import {
  capitalised,
  InsightFigures,
  Language,
  TEMPLATE_SLUGS,
  TemplateSlug,
  TEMPLATES,
  TimeRange,
} from '@carewith/contracts';
import { listWords, messagesIn, type Translate } from '@carewith/platform';

// The built-in writer speaks the member's language through the catalogs' `insights.`
// messages; in English each sentence is the one it wrote before languages.
const pct = (t: Translate, x: number) => t('insights.percent', { value: Math.round(x * 100) });
// The spec's rounded minutes (formatDuration's rule), in the language.
function minutes(t: Translate, m: number): string {
  const rounded = Math.round(m);
  return rounded < 1 ? t('insights.underAMinute') : t('insights.minutes', { minutes: rounded });
}
const periodOf = (t: Translate, timeRange: TimeRange) => t(`insights.period.${timeRange}`);
const SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;
type Slot = (typeof SLOTS)[number];
const slotWords = (t: Translate, slot: Slot) => t(`insights.slot.${slot}`);
// A template the figures name by its English title, said in the language.
function templateName(t: Translate, title: string): string {
  const slug = TEMPLATE_SLUGS.find((s) => TEMPLATES[s].title === title);
  return slug ? t(`template.${slug}`) : title;
}

// Up, down or the same against the previous period of the same length.
function direction(now: number, before: number): 'up' | 'down' | 'same' {
  return now > before ? 'up' : now < before ? 'down' : 'same';
}

// Activities, accuracy and time played against the previous period of the same length.
export function localComparison(f: InsightFigures, language?: Language): string {
  const t = messagesIn(language);
  if (!f.previousCompleted) return t('insights.compare.nothing', { days: f.days });
  const parts = [
    t('insights.compare.activities', {
      direction: direction(f.completed, f.previousCompleted),
      now: f.completed,
      before: f.previousCompleted,
    }),
  ];
  if (f.averageAccuracy !== null && f.previousAverageAccuracy !== null) {
    const change = Math.round(f.averageAccuracy * 100) - Math.round(f.previousAverageAccuracy * 100);
    parts.push(
      change === 0
        ? t('insights.compare.accuracySame', { now: pct(t, f.averageAccuracy) })
        : t('insights.compare.accuracy', {
            direction: change > 0 ? 'up' : 'down',
            points: Math.abs(change),
            now: pct(t, f.averageAccuracy),
            before: pct(t, f.previousAverageAccuracy),
          }),
    );
  }
  parts.push(
    t('insights.compare.time', {
      direction: direction(Math.round(f.minutesPlayed), Math.round(f.previousMinutesPlayed)),
      now: minutes(t, f.minutesPlayed),
      before: minutes(t, f.previousMinutesPlayed),
    }),
  );
  return t('insights.compare.sentence', { days: f.days, parts: listWords(t, parts) });
}

// The activities of the period before, when the period had none.
const before = (t: Translate, name: string, f: InsightFigures) =>
  f.previousCompleted ? t('insights.before', { days: f.days, name, count: f.previousCompleted }) : '';

// Plain-language text built from the figures, with no model. Never a diagnosis or medical advice.
export function localTrend(name: string, f: InsightFigures, language?: Language): string {
  const t = messagesIn(language);
  const period = periodOf(t, f.timeRange);
  if (!f.completed) {
    return [
      t('insights.trend.nothing', { name, period }),
      before(t, name, f),
      t('insights.trend.startAgain'),
      t('insights.notMedicalAdvice'),
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  const lines: string[] = [];
  const summary = { period, name, count: f.completed, accuracy: pct(t, f.averageAccuracy!) };
  lines.push(
    f.averageMinutes !== null
      ? t('insights.trend.summaryWithTime', { ...summary, perActivity: minutes(t, f.averageMinutes) })
      : t('insights.trend.summary', summary),
  );
  lines.push(localComparison(f, language));
  const names = (titles: string[]) => titles.map((title) => templateName(t, title)).join(', ');
  if (f.strengths.length) lines.push(t('insights.trend.strengths', { items: names(f.strengths) }));
  if (f.difficulties.length) lines.push(t('insights.trend.difficulties', { name, items: names(f.difficulties) }));
  const slots = (Object.entries(f.timeOfDay) as [Slot, number][]).sort((a, b) => b[1] - a[1]);
  if (slots[0] && slots[0][1] > 0) lines.push(t('insights.trend.mostPlayed', { when: slotWords(t, slots[0][0]) }));
  if (f.longestStreakDays >= 2) lines.push(t('insights.trend.streak', { days: f.longestStreakDays }));
  if (f.longestGapDays) lines.push(t('insights.trend.gap', { days: f.longestGapDays }));
  if (f.declineMarked) lines.push(t('insights.declineDoctor', { name }));
  lines.push(t('insights.notMedicalAdvice'));
  return lines.join('\n\n');
}

// What a question is about, recognised by its words (English or Spanish); the answer takes each topic
// in turn.
type Topic = 'timeOfDay' | TemplateSlug | 'accuracy' | 'time' | 'regularity';
const TOPIC_WORDS: [Topic, RegExp][] = [
  [
    'timeOfDay',
    /\b(mornings?|afternoons?|evenings?|nights?|time of (the )?day|what time|when|mañanas?|tardes?|noches?|momento del día|a qué hora|cuándo)(?![\p{L}])/iu,
  ],
  [
    'grandkid-match',
    /\b(photos?|pictures?|faces?|grand ?(kids?|children|child)|family photo|fotos?|caras?|nietos?|nietas?)/i,
  ],
  ['places-flashcards', /\b(places?|streets?|towns?|homes?|houses?|lugares|lugar|calles?|pueblos?|casas?)\b/i],
  ['recipe-sequencing', /\b(recipes?|cooking|cook|baking|kitchen|recetas?|cocina\w*)\b/i],
  ['shopping-bingo', /\b(shopping|bingo|groceries|grocery|lists?|compras?|listas?)\b/i],
  [
    'accuracy',
    /\b(accura\w*|better|worse|improv\w*|declin\w*|scores?|right|progress\w*|sharp\w*|precisi\p{L}*|mejor\w*|peor\w*|aciert\w*|progres\w*)(?![\p{L}])/iu,
  ],
  [
    'time',
    /\b(how long|long|minutes?|duration|time spent|time played|quick\w*|slow\w*|cuánto tiempo|minutos?|duraci\p{L}*|rápid\w*|lent\w*)(?![\p{L}])/iu,
  ],
  [
    'regularity',
    /\b(how often|often|regular\w*|every day|daily|streaks?|breaks?|how many|frequen\w*|enjoy\w*|a menudo|cada cuánto|cada día|todos los días|rachas?|pausas?|cuántas|frecuen\w*|disfrut\w*)(?![\p{L}])/iu,
  ],
];
export function questionTopics(question: string): Topic[] {
  return TOPIC_WORDS.filter(([, words]) => words.test(question)).map(([topic]) => topic);
}

// One topic's answer, in the question's language (t, and language for the comparison's own words).
function answerTopic(
  t: Translate,
  language: Language | undefined,
  period: string,
  name: string,
  topic: Topic,
  f: InsightFigures,
): string {
  switch (topic) {
    case 'timeOfDay': {
      const played = SLOTS.filter((s) => f.timeOfDay[s] > 0);
      const counts = played.map((s) =>
        t('insights.custom.slot', {
          count: f.timeOfDay[s],
          when: slotWords(t, s),
          accuracy: pct(t, f.timeOfDayAccuracy[s]!),
        }),
      );
      const best = [...played].sort((a, b) => f.timeOfDayAccuracy[b]! - f.timeOfDayAccuracy[a]!)[0]!;
      return [
        t('insights.custom.byTimeOfDay', { name, counts: counts.join(', ') }),
        played.length > 1
          ? t('insights.custom.bestSlot', { when: slotWords(t, best) })
          : t('insights.custom.oneSlot', { when: slotWords(t, played[0]!) }),
      ].join(' ');
    }
    case 'accuracy':
      return `${t('insights.custom.accuracy', { name, period, accuracy: pct(t, f.averageAccuracy!) })} ${localComparison(f, language)}`;
    case 'time':
      return t('insights.custom.time', {
        name,
        total: minutes(t, f.minutesPlayed),
        perActivity: minutes(t, f.averageMinutes ?? 0),
      });
    case 'regularity':
      return t('insights.custom.regularity', {
        name,
        count: f.completed,
        period,
        more:
          (f.longestStreakDays >= 2 ? t('insights.custom.streak', { days: f.longestStreakDays }) : '') +
          (f.longestGapDays ? t('insights.custom.longestBreak', { days: f.longestGapDays }) : ''),
      });
    default: {
      const figures = f.perTemplate.find((p) => p.templateId === topic);
      const template = t(`template.${topic}`);
      return figures
        ? t('insights.custom.template', {
            name,
            count: figures.completed,
            template,
            period,
            accuracy: pct(t, figures.averageAccuracy),
          })
        : t('insights.custom.templateNotPlayed', { name, template, period });
    }
  }
}

// The caregiver's own question, answered from the figures: each topic the question names, or a plain
// summary that says what the figures can and cannot tell.
export function localCustom(name: string, question: string, f: InsightFigures, language?: Language): string {
  const t = messagesIn(language);
  const period = periodOf(t, f.timeRange);
  if (!f.completed) {
    return [t('insights.custom.nothing', { name, period }), before(t, name, f), t('insights.notMedicalAdvice')]
      .filter(Boolean)
      .join('\n\n');
  }
  const topics = questionTopics(question);
  const answers = topics.length
    ? topics.map((topic) => answerTopic(t, language, period, name, topic, f))
    : [
        t('insights.custom.canTell', { name }),
        `${t('insights.custom.summary', { period, name, count: f.completed, accuracy: pct(t, f.averageAccuracy!) })} ${localComparison(f, language)}`,
      ];
  if (f.declineMarked) answers.push(t('insights.declineDoctor', { name }));
  return [...answers, t('insights.notMedicalAdvice')].join('\n\n');
}

export function localAssessment(
  name: string,
  activity: {
    title: string;
    accuracy: number;
    correct: number;
    total: number;
    minutes: number;
    // How much help the answers needed, in plain words of the language (firstTryIn); absent: not said.
    firstTries?: string | null;
  },
  f: InsightFigures,
  language?: Language,
): string {
  const t = messagesIn(language);
  const done = t('insights.assessment.done', {
    name,
    title: activity.title,
    correct: activity.correct,
    total: activity.total,
    accuracy: pct(t, activity.accuracy),
    took: minutes(t, activity.minutes),
  });
  return [
    activity.firstTries ? `${done} ${capitalised(activity.firstTries)}.` : done,
    f.averageAccuracy !== null
      ? t('insights.assessment.average', {
          period: periodOf(t, f.timeRange),
          name,
          accuracy: pct(t, f.averageAccuracy),
          count: f.completed,
        })
      : '',
    activity.accuracy >= 0.7 ? t('insights.assessment.wentWell') : t('insights.assessment.easier'),
    t('insights.notMedicalAdvice'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

// The day a mood of 1 to 5 sounds like, as the catalogs' reflection opening selects it.
const MOOD_DAYS = ['', 'veryHard', 'low', 'okay', 'good', 'great'];
// A few warm words back on a caregiver's check-in, in the checking-in member's language.
export function localReflection(mood: number, freeText: string | null, language?: Language): string {
  const t = messagesIn(language);
  const middle =
    mood <= 2
      ? t('insights.reflection.hard')
      : mood === 3
        ? t('insights.reflection.steady')
        : t('insights.reflection.good');
  return [
    t('insights.reflection.opening', { day: MOOD_DAYS[mood] || 'other' }),
    freeText ? t('insights.reflection.wroteDown') : '',
    middle,
  ]
    .filter(Boolean)
    .join(' ');
}
