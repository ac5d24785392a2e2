import { Section } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { SAMPLE_NOTE } from './texts';

const SAMPLES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'trend',
    title: 'A steady week',
    text: 'Margaret completed 5 activities this week with an average accuracy of 82%, about the same as last week.',
  },
  {
    icon: 'clock',
    title: 'Best time of day',
    text: 'Most activities went best in the morning. Sending new ones before lunch may feel easier for her.',
  },
  {
    icon: 'heart',
    title: 'Something to try',
    text: 'Recipe activities were a little harder this week. A shorter recipe with familiar steps can build confidence.',
  },
];

// The spec's static Sample Insights block, labelled as an example so nobody takes it as real.
export function SampleInsights() {
  return (
    <Section
      headingId="sample-insights-heading"
      title="Sample Insights"
      aside={<p className="font-semibold text-muted">{SAMPLE_NOTE}</p>}
      asideClassName="flex flex-col gap-1"
    >
      <ul className="grid gap-3 md:grid-cols-3">
        {SAMPLES.map((s) => (
          <li
            key={s.title}
            className="flex flex-col gap-2 rounded-2xl border-2 border-dashed border-warm-100 bg-white/70 p-5"
          >
            <span className="flex items-center gap-2 font-semibold text-ink">
              <Icon name={s.icon} className="h-5 w-5 text-brand-700" />
              {s.title}
            </span>
            <p className="text-muted">{s.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
