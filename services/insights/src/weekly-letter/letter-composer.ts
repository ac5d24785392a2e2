import {
  LetterAudience,
  type LetterHome,
  letterSummaryShape,
  LetterWeekFacts,
  rotaTurn,
  STARTERS_MAX,
  WeeklyLetter,
} from '@carewith/contracts';
import { firstTryIn, messagesIn, tookWords, type Translate } from '@carewith/platform';

// The weekly family letter's facts, worked out once per loved one and week (pure): what was played
// and how it went in words, what the loved one knows well and what needs practice again, things to
// talk about, and whose turn it is to send the next activity. Every copy, and /digest, shows these:
// stored in English, with the figures behind the words so each member's e-mail and /digest say them in
// the reader's language.

export const KNOWS_WELL_MAX = 8;
export const SLIPPING_MAX = 8;

const english = messagesIn('en');
type PlayedResult = Pick<
  LetterWeekFacts['played'][number],
  'correctAnswers' | 'totalSteps' | 'totalTimeMs' | 'firstTryAnswers' | 'helpedAnswers'
>;

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
export function howItWent(p: PlayedResult, t: Translate = english): string {
  const words = firstTryIn(
    t,
    p.firstTryAnswers === null
      ? null
      : { firstTryAnswers: p.firstTryAnswers, helpedAnswers: p.helpedAnswers ?? 0, totalSteps: p.totalSteps },
    { correctAnswers: p.correctAnswers, totalSteps: p.totalSteps },
  );
  const took = tookWords(t, p.totalTimeMs);
  return words ? `${words}, ${took}` : took;
}

export function letterSummary(
  name: string,
  facts: { played: PlayedResult[]; previousWeekCount: number },
  t: Translate = english,
): string {
  const shape = letterSummaryShape(facts);
  if (shape.kind === 'nothing') return t('email.letter.nothingPlayed', { name });
  const finished = t('email.letter.finished', { name, count: shape.count, before: shape.before });
  if (!shape.answers) return finished;
  const answers =
    shape.answers.kind === 'every'
      ? t('email.letter.everyFirstTry')
      : t('email.letter.someFirstTry', { first: shape.answers.first, total: shape.answers.total });
  return `${finished} ${answers}`;
}

export function composeLetter(input: {
  id: string;
  seniorId: string;
  audience: Pick<LetterAudience, 'firstName' | 'timeZone' | 'coCaregivers'>;
  week: { sunday: string; from: Date; to: Date };
  facts: LetterWeekFacts;
  // The week's latest activities first.
  starters: LetterStarterCandidates[];
  // A care-home resident's week at the home (home-lines), when their family may hear of it.
  home?: LetterHome | null;
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
      result: {
        correctAnswers: p.correctAnswers,
        totalSteps: p.totalSteps,
        totalTimeMs: p.totalTimeMs,
        firstTryAnswers: p.firstTryAnswers,
        helpedAnswers: p.helpedAnswers,
      },
    })),
    summary: letterSummary(audience.firstName, facts),
    previousWeekCount: facts.previousWeekCount,
    // A week with nothing played gets a short letter: that, and whose turn it is.
    knowsWell: played ? facts.knowsWell.slice(0, KNOWS_WELL_MAX) : [],
    slipping: played ? facts.slipping.slice(0, SLIPPING_MAX) : [],
    starters: played ? chooseStarters(input.starters) : [],
    rota: turn ? { userId: turn.userId, firstName: turn.firstName } : null,
    goals: facts.goals ?? [],
    home: input.home ?? null,
    writtenAt: input.writtenAt.toISOString(),
  };
}
