import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/Button';
import { EarlyAccessDialog } from '../../components/EarlyAccessDialog';
import { Icon, type IconName } from '../../components/Icon';
import { ACCOUNT_DELETED_MESSAGE, ACCOUNT_DELETED_PARAM, ACCOUNT_DELETED_VALUE } from '../account/texts';
import { SampleDashboard } from './SampleDashboard';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, signInLink } from './SiteHeader';

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

const RESOURCE_TOPICS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'clock',
    title: 'Understanding the stages',
    text: 'What to expect in the early, middle and late stages, and how to adapt day-to-day care.',
  },
  {
    icon: 'users',
    title: 'Communicating with kindness',
    text: "Practical do's and don'ts for calmer conversations, even on difficult days.",
  },
  {
    icon: 'heart',
    title: 'Caring for yourself too',
    text: 'Signs of caregiver stress, ways to rest, and helplines you can call any time.',
  },
];

export function LandingPage() {
  const [params] = useSearchParams();
  const accountDeleted = params.get(ACCOUNT_DELETED_PARAM) === ACCOUNT_DELETED_VALUE;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader howItWorksHref="#how-it-works" action={signInLink} />
      <main id="main" className="flex-1">
        {accountDeleted && (
          <div className="border-b border-brand-100 bg-brand-50">
            <p role="status" className="mx-auto max-w-6xl px-4 py-4 text-lg font-semibold text-brand-800">
              {ACCOUNT_DELETED_MESSAGE}
            </p>
          </div>
        )}
        <section className="bg-gradient-to-b from-warm-100 to-warm-50">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
            <div className="flex flex-col gap-6">
              <p className="w-fit rounded-full bg-white px-4 py-1 font-semibold text-brand-800 shadow-sm">
                For families caring for someone with dementia
              </p>
              <h1 className="max-w-3xl text-4xl leading-tight font-bold text-ink sm:text-5xl">
                Personal memory activities for the person you care for
              </h1>
              <p className="max-w-2xl text-lg text-muted">
                Turn family photos, familiar places and favourite recipes into calm, simple activities your loved one
                can play from a text message, and follow how they are doing together as a family.
              </p>
              <div className="flex flex-wrap gap-3">
                <EarlyAccessDialog>Get Started</EarlyAccessDialog>
                <EarlyAccessDialog variant="secondary">Start Supporting</EarlyAccessDialog>
                <Link to="/game/templates" className={buttonClass('ghost', 'underline underline-offset-4')}>
                  See How It Works
                </Link>
              </div>
            </div>
            <figure className="mx-auto w-full max-w-sm rounded-3xl bg-white p-5 shadow-md">
              <div className="grid grid-cols-2 gap-3">
                {['emma', 'liam', 'sophia', 'noah'].map((name) => (
                  <img
                    key={name}
                    src={`/demo/grandchild-${name}.svg`}
                    alt=""
                    width={160}
                    height={160}
                    className="h-auto w-full rounded-2xl"
                  />
                ))}
              </div>
              <figcaption className="mt-4 text-center text-muted">
                “Who is this?” A grandchild matching game made from family photos.
              </figcaption>
            </figure>
          </div>
        </section>

        <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-4 bg-white py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="how-heading" className="text-3xl font-bold">
              How it works
            </h2>
            <p className="mt-2 max-w-2xl text-lg text-muted">Four simple steps, at your family's own pace.</p>
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
            <Link to="/game/templates" className={buttonClass('secondary', 'mt-8')}>
              Try the demo with sample data
            </Link>
          </div>
        </section>

        <SampleDashboard />

        <section aria-labelledby="support-heading" className="bg-white py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="support-heading" className="text-3xl font-bold">
              Support and Resources
            </h2>
            <p className="mt-2 max-w-2xl text-lg text-muted">
              Caring for someone with dementia is hard work. You do not have to figure it out alone.
            </p>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {RESOURCE_TOPICS.map((topic) => (
                <li key={topic.title} className="rounded-2xl border border-warm-100 bg-warm-50 p-6">
                  <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Icon name={topic.icon} className="h-6 w-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{topic.title}</h3>
                  <p className="mt-2 text-muted">{topic.text}</p>
                </li>
              ))}
            </ul>
            <Link to="/resources" className={buttonClass('primary', 'mt-8')}>
              Browse Resources
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
