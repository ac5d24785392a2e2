import {
  firstTryWords,
  formatDuration,
  LetterAudience,
  LetterWeekFacts,
  rotaTurn,
  STARTERS_MAX,
  WeeklyLetter,
} from '@carewith/contracts';

// The weekly family letter's facts, worked out once per loved one and week (pure): what was played
// and how it went in words, what the loved one knows well and what needs practice again, things to
// talk about, and whose turn it is to send the next activity. Every copy, and /digest, shows these.

export const KNOWS_WELL_MAX = 8;
export const SLIPPING_MAX = 8;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export type LetterStarterCandidates = {
  activityTitle: string;
  starters: { id: string; text: string; talked: boolean }[];
};

// Up to three starters not talked about yet, one from each of the week's latest activities in turn,
// never the same words twice (the same place played twice gives the same starter).
export function chooseStarters(activities: LetterStarterCandidates[]): WeeklyLetter['starters'] {
  const queues = activities.map((a) => ({
    title: a.activityTitle,
    left: a.starters.filter((s) => !s.talked),
  }));
  const chosen: WeeklyLetter['starters'] = [];
  const said = new Set<string>();
  while (chosen.length < STARTERS_MAX && queues.some((q) => q.left.length)) {
    for (const q of queues) {
      let next = q.left.shift();
      while (next && said.has(next.text.toLowerCase())) next = q.left.shift();
      if (next && chosen.length < STARTERS_MAX) {
        said.add(next.text.toLowerCase());
        chosen.push({ id: next.id, text: next.text, activityTitle: q.title });
      }
    }
  }
  return chosen;
}

// "4 of 5 on the first try, a little help once, in 6 min"
export function howItWent(p: LetterWeekFacts['played'][number]): string {
  const words = firstTryWords(
    p.firstTryAnswers === null
      ? null
      : { firstTryAnswers: p.firstTryAnswers, helpedAnswers: p.helpedAnswers ?? 0, totalSteps: p.totalSteps },
    { correctAnswers: p.correctAnswers, totalSteps: p.totalSteps },
  );
  const took = `in ${formatDuration(p.totalTimeMs)}`;
  return words ? `${words}, ${took}` : took;
}

export function letterSummary(name: string, facts: LetterWeekFacts): string {
  const n = facts.played.length;
  if (!n)
    return `${name} didn't play any activities this week. A short, familiar activity at a calm time of day is a gentle way to start again.`;
  const before = facts.previousWeekCount;
  const compared =
    before === n
      ? ', the same as the week before'
      : before === 0
        ? ', and none the week before'
        : `, against ${before} the week before`;
  const first = facts.played.reduce((s, p) => s + (p.firstTryAnswers ?? p.correctAnswers), 0);
  const total = facts.played.reduce((s, p) => s + p.totalSteps, 0);
  const answers =
    total === 0
      ? ''
      : first >= total
        ? ' Every answer came on the first try.'
        : ` ${first} of ${total} answers came on the first try.`;
  return `${name} finished ${plural(n, 'activity', 'activities')} this week${compared}.${answers}`;
}

export function composeLetter(input: {
  id: string;
  seniorId: string;
  audience: Pick<LetterAudience, 'firstName' | 'timeZone' | 'coCaregivers'>;
  week: { sunday: string; from: Date; to: Date };
  facts: LetterWeekFacts;
  // The week's latest activities first.
  starters: LetterStarterCandidates[];
  writtenAt: Date;
}): WeeklyLetter {
  const { audience, facts } = input;
  const played = facts.played.length > 0;
  const turn = rotaTurn(audience.coCaregivers, input.week.sunday);
  return {
    id: input.id,
    seniorId: input.seniorId,
    firstName: audience.firstName,
    sunday: input.week.sunday,
    from: input.week.from.toISOString(),
    to: input.week.to.toISOString(),
    timeZone: audience.timeZone,
    played: facts.played.map((p) => ({
      gameInstanceId: p.gameInstanceId,
      title: p.title,
      templateId: p.templateId,
      completedAt: p.completedAt,
      howItWent: howItWent(p),
    })),
    summary: letterSummary(audience.firstName, facts),
    // A week with nothing played gets a short letter: that, and whose turn it is.
    knowsWell: played ? facts.knowsWell.slice(0, KNOWS_WELL_MAX) : [],
    slipping: played ? facts.slipping.slice(0, SLIPPING_MAX) : [],
    starters: played ? chooseStarters(input.starters) : [],
    rota: turn ? { userId: turn.userId, firstName: turn.firstName } : null,
    writtenAt: input.writtenAt.toISOString(),
  };
}
