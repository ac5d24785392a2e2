import type { ReactNode } from 'react';
import { SiteFooter } from '../landing/SiteFooter';
import { SiteHeader, signInLink } from '../landing/SiteHeader';
import { SUPPORT_EMAIL } from '../landing/externalLinks';
import { Tabs } from '../../components/Tabs';

function Card({
  title,
  children,
  tone = 'plain',
}: {
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'good' | 'avoid';
}) {
  const tones = {
    plain: 'border-warm-100 bg-white',
    good: 'border-green-700 bg-green-50',
    avoid: 'border-amber-700 bg-amber-50',
  };
  return (
    <section className={`rounded-2xl border-2 p-5 sm:p-6 ${tones[tone]}`}>
      <h3 className="text-xl font-bold">{title}</h3>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </section>
  );
}

const List = ({ items }: { items: string[] }) => (
  <ul className="ml-5 list-disc space-y-2">
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

const STAGES = [
  {
    name: 'Early stage',
    duration: '2-4 years',
    signs: [
      'Forgetting recent conversations, names or where things were put',
      'Trouble planning, managing money or following a recipe',
      'Repeating questions; losing track of dates',
      'Mood changes, withdrawal or worry about the memory lapses',
    ],
    help: 'Most people still live fairly independently. Plan together now: legal and money matters, wishes for future care, and routines that will carry them through later stages. Memory activities with familiar photos work well.',
  },
  {
    name: 'Middle stage',
    duration: '2-10 years',
    signs: [
      'Confusion about time and place; getting lost in familiar areas',
      'Needing help with dressing, bathing and meals',
      'Changes in sleep, restlessness late in the day (sundowning)',
      'Difficulty finding words; mixing up family members',
    ],
    help: 'Usually the longest stage. Keep days predictable, simplify choices, and break tasks into single steps. Short, familiar, no-pressure activities give a sense of success. Arrange respite so you can rest.',
  },
  {
    name: 'Late stage',
    duration: '1-3 years',
    signs: [
      'Needing help with most daily care, eating and moving',
      'Very limited speech, though feelings and music often still reach them',
      'Greater risk of infections, falls and swallowing problems',
    ],
    help: 'Focus on comfort, dignity and connection: touch, music, familiar voices and scents. Talk with their doctor about palliative and hospice care and what support is available at home.',
  },
];

const DOS = [
  'Approach from the front, say who you are and use their name',
  'Speak slowly and simply: one idea or question at a time',
  'Offer two clear choices instead of open questions ("tea or coffee?")',
  'Listen for the feeling behind the words and respond to that',
  'Use gestures, smiles and gentle touch alongside words',
  'Allow plenty of time for an answer; wait before repeating',
];
const DONTS = [
  'Argue, correct or say "don\'t you remember?"',
  'Quiz them or test their memory in front of others',
  'Talk about them as if they were not in the room',
  'Rush them or finish every sentence for them',
  'Take hurtful words personally: the illness is speaking',
  'Use baby talk or a raised, impatient voice',
];

const SAFETY = [
  {
    title: 'Prevent falls',
    items: [
      'Remove loose rugs, cords and clutter from walkways',
      'Add night lights between bedroom and bathroom',
      'Fit grab bars by the toilet and in the shower; use a non-slip mat',
      'Keep often-used things within easy reach',
    ],
  },
  {
    title: 'Kitchen and medicines',
    items: [
      'Use automatic shut-off devices or knob covers on the stove',
      'Lock away medicines, cleaning products, sharp tools and alcohol',
      'Use a weekly pill organiser and a simple checklist for doses',
      'Set the water heater to a safe temperature to avoid scalds',
    ],
  },
  {
    title: 'Wandering and getting lost',
    items: [
      'Keep a recent photo and a description ready to share',
      'Consider an ID bracelet or a GPS tracker with their agreement',
      'Use door chimes or simple alarms on outside doors',
      'Tell trusted neighbours so they can help if they see your loved one alone',
    ],
  },
];

const STRESS_SIGNS = [
  'Feeling tired, irritable or tearful most days',
  'Sleeping badly or getting ill more often',
  'Losing interest in friends and things you used to enjoy',
  'Feeling guilty, resentful or alone with the responsibility',
];
const SELF_CARE = [
  'Take short breaks every day, even ten minutes outside',
  'Accept help when it is offered; keep a list of tasks others can do',
  'Share the load with siblings through a care team',
  'Ask about respite care, adult day programmes and carer assessments',
  'Keep your own doctor appointments and talk about how you feel',
  'Join a support group, online or in person, to talk with people who understand',
];

const HELPLINES = [
  {
    name: "Alzheimer's Association 24/7 Helpline (United States)",
    contact: '1-800-272-3900',
    href: 'tel:+18002723900',
    text: 'Free, confidential advice for people living with dementia and their caregivers, day and night.',
  },
  {
    name: 'Dementia UK Admiral Nurse Dementia Helpline (United Kingdom)',
    contact: '0800 888 6678',
    href: 'tel:08008886678',
    text: 'Specialist dementia nurses who give practical and emotional support to families.',
  },
];
const ORGANISATIONS = [
  'Your national Alzheimer or dementia society: information, local groups and carer training',
  "Your loved one's doctor or memory clinic: diagnosis, medicines and referrals",
  'Local social services or your area agency on aging: care assessments, respite and day programmes',
  'Carer organisations in your country: benefits advice, rights and peer support',
];

const EMERGENCY = [
  'Call your local emergency number at once if there is danger to life (911 in the US, 999 in the UK, 112 in the EU)',
  'Keep a printed list of medicines, doses, allergies and diagnoses by the door',
  'Keep contact numbers for doctors, pharmacy and family in one place',
  'Have a recent photo and description ready in case your loved one goes missing',
  'Pack a hospital bag: glasses, hearing aids, chargers, a change of clothes, comfort items',
  'Write a one-page "about me": what calms them, what upsets them, how they communicate',
  'Know who will look after your loved one if you fall ill suddenly',
];

const PanelHeading = ({ children }: { children: string }) => <h2 className="text-2xl font-bold">{children}</h2>;

const TABS = [
  {
    id: 'stages',
    label: 'Stages Guide',
    content: (
      <div className="flex flex-col gap-5">
        <PanelHeading>Stages of dementia</PanelHeading>
        <p className="text-lg text-muted">
          Dementia changes over time and every person is different. These stages are a rough guide, not a timetable.
        </p>
        <div className="grid gap-5 lg:grid-cols-3">
          {STAGES.map((s) => (
            <Card key={s.name} title={s.name}>
              <p className="w-fit rounded-full bg-brand-50 px-3 py-0.5 font-semibold text-brand-800">
                Typically lasts {s.duration}
              </p>
              <h4 className="font-semibold">Common signs</h4>
              <List items={s.signs} />
              <h4 className="font-semibold">How you can help</h4>
              <p>{s.help}</p>
            </Card>
          ))}
        </div>
      </div>
    ),
  },
  {
    id: 'communication',
    label: 'Communication',
    content: (
      <div className="flex flex-col gap-5">
        <PanelHeading>Do&apos;s and don&apos;ts of communication</PanelHeading>
        <p className="text-lg text-muted">
          Calm, simple communication lowers frustration for both of you. Choose a quiet place and make eye contact.
        </p>
        <div className="grid gap-5 md:grid-cols-2">
          <Card title="Do" tone="good">
            <List items={DOS} />
          </Card>
          <Card title="Don't" tone="avoid">
            <List items={DONTS} />
          </Card>
        </div>
      </div>
    ),
  },
  {
    id: 'safety',
    label: 'Safety & Home',
    content: (
      <div className="flex flex-col gap-5">
        <PanelHeading>A safer home</PanelHeading>
        <p className="text-lg text-muted">
          Small changes at home can prevent accidents and help your loved one stay independent for longer.
        </p>
        <div className="grid gap-5 lg:grid-cols-3">
          {SAFETY.map((s) => (
            <Card key={s.title} title={s.title}>
              <List items={s.items} />
            </Card>
          ))}
        </div>
      </div>
    ),
  },
  {
    id: 'self-care',
    label: 'Self-Care',
    content: (
      <div className="grid gap-5 md:grid-cols-2">
        <PanelHeading>Caregiver stress and self-care</PanelHeading>
        <Card title="Signs of caregiver stress">
          <List items={STRESS_SIGNS} />
          <p>If you recognise several of these, it is a signal to get more support, not a failure.</p>
        </Card>
        <Card title="Looking after yourself">
          <List items={SELF_CARE} />
        </Card>
      </div>
    ),
  },
  {
    id: 'support',
    label: 'Support',
    content: (
      <div className="flex flex-col gap-5">
        <PanelHeading>Hotlines, organisations and emergencies</PanelHeading>
        <div className="grid gap-5 md:grid-cols-2">
          <Card title="Helplines">
            <ul className="flex flex-col gap-4">
              {HELPLINES.map((h) => (
                <li key={h.name}>
                  <p className="font-semibold">{h.name}</p>
                  <a
                    href={h.href}
                    className="inline-flex min-h-11 items-center text-lg font-bold text-brand-800 underline"
                  >
                    {h.contact}
                  </a>
                  <p className="text-muted">{h.text}</p>
                </li>
              ))}
            </ul>
          </Card>
          <Card title="Organisations that can help">
            <List items={ORGANISATIONS} />
          </Card>
        </div>
        <Card title="Emergency checklist">
          <List items={EMERGENCY} />
        </Card>
      </div>
    ),
  },
];

export function ResourcesPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader action={signInLink} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:py-14">
        <h1 className="text-4xl font-bold">Caregiver Resources</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          Practical guidance for families caring for someone with dementia: what to expect, how to talk together, how to
          keep home safe, how to look after yourself and where to find help.
        </p>
        <div className="mt-8">
          <Tabs label="Caregiver guides" tabs={TABS} layout="grid" />
        </div>
        <section aria-labelledby="privacy-heading" className="mt-12 rounded-3xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="privacy-heading" className="text-2xl font-bold">
            Security and privacy
          </h2>
          <ul className="mt-4 ml-5 list-disc space-y-2">
            <li>Your family's photos, names and results are used only to run your activities and dashboard.</li>
            <li>We never sell your data or use it for advertising.</li>
            <li>Data travels over encrypted connections, and sign-in is handled by a trusted sign-in provider.</li>
            <li>
              Play links are private to your loved one: they need no account or password and see only their activity.
            </li>
            <li>Only the care team you invite can see your loved one's profile and results.</li>
          </ul>
          <p className="mt-4">
            Questions or concerns? Write to us at{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-800 underline">
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
