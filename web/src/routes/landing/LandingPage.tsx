import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/Button';
import { EarlyAccessDialog } from '../../components/EarlyAccessDialog';

const STEPS = [
  {
    title: 'Add your loved one',
    text: 'Tell us who you care for and how they like to see things: large text, high contrast, spoken instructions.',
  },
  {
    title: 'Build a personal activity',
    text: 'Family photos, familiar places, a favourite recipe or a shopping list become a gentle memory activity.',
  },
  {
    title: 'Send it by text message',
    text: 'Your loved one taps a link. No account, no app, no password, no time pressure.',
  },
  {
    title: 'Follow along together',
    text: 'See results on the family dashboard, share them with siblings and get plain-language insights.',
  },
];

export function LandingPage() {
  return (
    <div className="min-h-screen">
      <header className="border-b border-warm-100 bg-white/80">
        <nav
          aria-label="Main"
          className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3"
        >
          <Link to="/" className="text-xl font-bold text-brand-800">
            Care With
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <a href="#how-it-works" className={buttonClass('ghost')}>
              How It Works
            </a>
            <Link to="/resources" className={buttonClass('ghost')}>
              Resources
            </Link>
            <a href="/api/login" className={buttonClass('secondary')}>
              Sign In
            </a>
          </div>
        </nav>
      </header>
      <main>
        <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight text-ink sm:text-5xl">
            Personal memory activities for the person you care for
          </h1>
          <p className="max-w-2xl text-lg text-muted">
            Turn family photos, familiar places and favourite recipes into calm, simple activities your loved one can
            play from a text message, and follow how they are doing together as a family.
          </p>
          <div className="flex flex-wrap gap-3">
            <EarlyAccessDialog trigger={<Button>Get Started</Button>} />
            <EarlyAccessDialog trigger={<Button variant="secondary">Start Supporting</Button>} />
            <Link to="/game/templates" className={buttonClass('ghost')}>
              See How It Works
            </Link>
          </div>
        </section>
        <section id="how-it-works" aria-labelledby="how-heading" className="bg-white py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="how-heading" className="text-3xl font-bold">
              How it works
            </h2>
            <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {STEPS.map((step, i) => (
                <li key={step.title} className="rounded-2xl border border-warm-100 bg-warm-50 p-6">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {i + 1}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                  <p className="mt-2 text-muted">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </main>
      <footer className="border-t border-warm-100 py-8 text-center text-muted">© Care With</footer>
    </div>
  );
}
