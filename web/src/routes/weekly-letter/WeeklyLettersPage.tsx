import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { letterDateSchema } from '@carewith/contracts';
import { useAuth } from '../../api/useAuth';
import { useWeeklyLetters } from '../../api/useWeeklyLetters';
import { BackLink } from '../../components/BackLink';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { LetterArticle } from './LetterArticle';
import {
  LETTERS_FAILED,
  LETTERS_HEADING,
  letterDayIn,
  LETTERS_INTRO,
  LETTERS_LOADING,
  LETTERS_NO_LOVED_ONES,
  nextLetter,
  weekLabel,
  WEEKS_LABEL,
} from './texts';
import { LoadFailed } from '../../components/LoadState';
import { PageHeader } from '../../components/PageHeader';

// A week's Sunday date in words: "Sunday, November 15" (the date itself, in no time zone), in the app's
// language ("domingo, 15 de noviembre").
const sundayWords = (sunday: string) => letterDayIn(`${sunday}T12:00:00Z`, 'UTC');

// /digest: the weekly family letters, in the app. One week at a time (the latest by default), for
// every loved one the viewer can see; earlier weeks one tap away.
export function WeeklyLettersPage() {
  const { t } = useLingui();
  useDocumentTitle(t(LETTERS_HEADING));
  const [params] = useSearchParams();
  const asked = params.get('week');
  const week = asked && letterDateSchema.safeParse(asked).success ? asked : null;
  const letters = useWeeklyLetters(week);
  const { user } = useAuth();

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeader title={t(LETTERS_HEADING)} intro={t(LETTERS_INTRO)} introClassName="max-w-3xl text-lg" />
      {letters.isLoading ? (
        <PageLoading text={t(LETTERS_LOADING)} />
      ) : letters.isError || !letters.data ? (
        <LoadFailed>{t(LETTERS_FAILED)}</LoadFailed>
      ) : (
        <>
          {letters.data.weeks.length > 0 && (
            <nav aria-label={t(WEEKS_LABEL)}>
              <ul className="flex flex-wrap gap-2">
                {letters.data.weeks.map((w) => (
                  <li key={w}>
                    <Link
                      to={`/digest?week=${w}`}
                      aria-current={w === letters.data.week ? 'page' : undefined}
                      className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                    >
                      {weekLabel(sundayWords(w))}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {letters.data.letters.map((letter) => (
            <LetterArticle key={letter.id} letter={letter} viewerId={user?.id ?? null} />
          ))}
          {letters.data.waiting.map((w) => (
            <p key={w.seniorId} className="rounded-xl bg-warm-100 p-4 text-ink">
              {nextLetter(w.firstName, letterDayIn(w.nextLetterAt, w.timeZone))}
            </p>
          ))}
          {letters.data.letters.length === 0 && letters.data.waiting.length === 0 && (
            <p className="rounded-xl bg-warm-100 p-4 text-ink">{t(LETTERS_NO_LOVED_ONES)}</p>
          )}
        </>
      )}
    </div>
  );
}
