import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/Button';
import { INITIAL_GRANDCHILDREN } from './demoData';

// The sample game always has the four sample grandchildren, so progress reads n / 4.
const KIDS = INITIAL_GRANDCHILDREN;
const NAME_ORDER = [2, 0, 3, 1].map((i) => KIDS[i]!.name);

export function DemoPlayPage() {
  const [photo, setPhoto] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [matched, setMatched] = useState<string[]>([]);
  const [feedback, setFeedback] = useState('');
  const done = matched.length === KIDS.length;

  const makeMatch = () => {
    if (!photo || !name) return;
    if (photo === name) {
      setMatched((m) => [...m, name]);
      setFeedback(`Lovely! That is ${name}.`);
    } else {
      setFeedback('Not quite. Take your time and try another name.');
    }
    setPhoto(null);
    setName(null);
  };

  const startOver = () => {
    setPhoto(null);
    setName(null);
    setMatched([]);
    setFeedback('');
  };

  const choice = (selected: boolean, isMatched: boolean) =>
    `rounded-2xl border-4 bg-white p-2 text-lg font-semibold transition-colors disabled:cursor-default disabled:border-green-700 disabled:bg-green-50 ${
      selected ? 'border-brand-700 bg-brand-50' : isMatched ? '' : 'border-warm-100 hover:border-brand-600'
    }`;

  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">Who is this?</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        This is what your loved one sees. Click a photo, click a name, then press Make This Match!
      </p>
      <p className="mt-4 text-xl font-bold" aria-live="polite">
        Matches: {matched.length} / {KIDS.length}
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="photos-heading">
          <h2 id="photos-heading" className="text-xl font-bold">
            Photos
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {KIDS.map((kid, i) => {
              const isMatched = matched.includes(kid.name);
              return (
                <li key={kid.key}>
                  <button
                    type="button"
                    aria-pressed={photo === kid.name}
                    disabled={isMatched}
                    onClick={() => setPhoto(kid.name)}
                    className={`${choice(photo === kid.name, isMatched)} w-full`}
                  >
                    <img src={kid.photo} alt="" width={160} height={160} className="h-auto w-full rounded-xl" />
                    <span className="mt-1 block text-base">{isMatched ? `✓ ${kid.name}` : `Photo ${i + 1}`}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="names-heading">
          <h2 id="names-heading" className="text-xl font-bold">
            Names
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3">
            {NAME_ORDER.map((n) => {
              const isMatched = matched.includes(n);
              return (
                <li key={n}>
                  <button
                    type="button"
                    aria-pressed={name === n}
                    disabled={isMatched}
                    onClick={() => setName(n)}
                    className={`${choice(name === n, isMatched)} min-h-14 w-full`}
                  >
                    {n}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p role="status" className="mt-6 min-h-8 text-lg font-semibold text-brand-800">
        {done ? 'Wonderful! All four grandchildren matched.' : feedback}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {!done && (
          <Button onClick={makeMatch} disabled={!photo || !name}>
            Make This Match!
          </Button>
        )}
        <Button variant="secondary" onClick={startOver}>
          Start Over
        </Button>
        {done && (
          <Link to="/game/results" className={buttonClass('primary')}>
            See Results
          </Link>
        )}
      </div>
    </>
  );
}
