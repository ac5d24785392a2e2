import { Link } from 'react-router-dom';
import { LETTER_WORDS, letterActivityName, letterDay, rotaSentence, type WeeklyLetter } from '@carewith/contracts';
import { letterHeading } from './texts';

const sectionHeading = 'text-xl font-bold';

// One loved one's weekly letter, as the e-mail says it (the same words, from the same facts).
export function LetterArticle({ letter, viewerId }: { letter: WeeklyLetter; viewerId: string | null }) {
  const name = letter.firstName;
  const headingId = `letter-${letter.id}`;
  const rota = rotaSentence(letter, viewerId);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="break-words text-2xl font-bold">
          {letterHeading(name)}
        </h2>
        <p className="text-muted">{LETTER_WORDS.intro(letter)}</p>
      </div>
      {letter.played.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className={sectionHeading}>{LETTER_WORDS.played(name)}</h3>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            {letter.played.map((p) => (
              <li key={p.gameInstanceId} className="break-words">
                <Link to={`/games/${p.gameInstanceId}`} className="font-semibold text-brand-800 underline">
                  {letterActivityName(p)}
                </Link>
                , {letterDay(p.completedAt, letter.timeZone)}: {p.howItWent}.
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="flex flex-col gap-2">
        <h3 className={sectionHeading}>{LETTER_WORDS.howItWent}</h3>
        <p>{letter.summary}</p>
        {letter.knowsWell.length > 0 && <p className="break-words">{LETTER_WORDS.knowsWell(name, letter.knowsWell)}</p>}
        {letter.slipping.length > 0 && <p className="break-words">{LETTER_WORDS.slipping(letter.slipping)}</p>}
      </section>
      {letter.starters.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className={sectionHeading}>{LETTER_WORDS.talk}</h3>
          <p className="text-muted">{LETTER_WORDS.followUp}</p>
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
          <h3 className={sectionHeading}>{LETTER_WORDS.turn}</h3>
          <p className="font-semibold">{rota}</p>
        </section>
      )}
    </article>
  );
}
