import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { letterFigures, type WeeklyLetter } from '@carewith/contracts';
import { inSourceLanguage } from '../../i18n/format';
import { TopicForm } from '../seniors/memory-box/TopicForm';
import {
  followUpWords,
  HOW_IT_WENT,
  howItWentWords,
  goalRatingWords,
  goalWords,
  HOME_HEADING,
  homeWords,
  knowsWellWords,
  letterActivityName,
  letterDayIn,
  letterHeading,
  letterIntro,
  OLD_LETTER,
  playedHeading,
  rotaWords,
  slippingWords,
  summaryWords,
  TALK_HEADING,
  GOALS_HEADING,
  TURN_HEADING,
} from './texts';

const sectionHeading = 'text-xl font-bold';

// One loved one's weekly letter, as the e-mail says it (the same words, from the same facts), in the
// app's language. A letter written before it kept its figures says how it went in its English words,
// and says so in another language.
export function LetterArticle({ letter, viewerId }: { letter: WeeklyLetter; viewerId: string | null }) {
  const { t } = useLingui();
  const name = letter.firstName;
  const headingId = `letter-${letter.id}`;
  const rota = rotaWords(letter, viewerId);
  const old = !letterFigures(letter) && !inSourceLanguage();
  const home = homeWords(letter);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="break-words text-2xl font-bold">
          {letterHeading(name)}
        </h2>
        <p className="text-muted">{letterIntro(letter)}</p>
        {old && <p className="mt-2 rounded-xl bg-warm-100 p-3 text-ink">{t(OLD_LETTER)}</p>}
      </div>
      {letter.played.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className={sectionHeading}>{playedHeading(name)}</h3>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            {letter.played.map((p) => {
              const activity = letterActivityName(p);
              const day = letterDayIn(p.completedAt, letter.timeZone);
              const howItWent = howItWentWords(p);
              return (
                <li key={p.gameInstanceId} className="break-words">
                  <Trans>
                    <Link to={`/games/${p.gameInstanceId}`} className="font-semibold text-brand-800 underline">
                      {activity}
                    </Link>
                    , {day}: {howItWent}.
                  </Trans>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {home.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className={sectionHeading}>{t(HOME_HEADING)}</h3>
          <p className="break-words">{home.join(' ')}</p>
          {/* The family answers the home: a line for the resident's box, which the home's staff read. */}
          <TopicForm
            seniorId={letter.seniorId}
            label={t`Reply to the care home: something ${name} could talk about`}
            hint={t`For example, “Ask about the mill where ${name} worked.” It goes into ${name}'s memory box, where the home's staff read it.`}
            submit={t`Send to the home`}
          />
        </section>
      )}
      {/* A resident who played nothing texted but took part at the home: the home's line is the week. */}
      {(letter.played.length > 0 || home.length === 0) && (
        <section className="flex flex-col gap-2">
          <h3 className={sectionHeading}>{t(HOW_IT_WENT)}</h3>
          <p>{summaryWords(letter)}</p>
          {letter.knowsWell.length > 0 && <p className="break-words">{knowsWellWords(name, letter.knowsWell)}</p>}
          {letter.slipping.length > 0 && <p className="break-words">{slippingWords(letter.slipping)}</p>}
        </section>
      )}
      {(letter.goals ?? []).length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className={sectionHeading}>{t(GOALS_HEADING)}</h3>
          <ul className="flex flex-col gap-2">
            {letter.goals!.map((goal) => (
              <li key={goal.question} className="break-words">
                {goalWords(goal)} {goalRatingWords(goal)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {letter.starters.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className={sectionHeading}>{t(TALK_HEADING)}</h3>
          <p className="text-muted">{followUpWords()}</p>
          <ul className="flex flex-col gap-2">
            {letter.starters.map((s) => (
              <li key={s.id} className="rounded-xl bg-warm-50 p-3 text-lg">
                “{s.text}”
              </li>
            ))}
          </ul>
        </section>
      )}
      {rota && (
        <section className="flex flex-col gap-2">
          <h3 className={sectionHeading}>{t(TURN_HEADING)}</h3>
          <p className="font-semibold">{rota}</p>
        </section>
      )}
    </article>
  );
}
