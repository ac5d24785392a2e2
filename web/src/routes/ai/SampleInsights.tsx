import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Section } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { percent } from '../../lib/format';
import { SAMPLE_NOTE } from './texts';

// The examples, in the member's language (read at render: the percent is the language's too).
function samples(): { icon: IconName; title: string; text: string }[] {
  const accuracy = percent(0.82);
  return [
    {
      icon: 'trend',
      title: t`A steady week`,
      text: t`Margaret completed 5 activities this week with an average accuracy of ${accuracy}, about the same as last week.`,
    },
    {
      icon: 'clock',
      title: t`Best time of day`,
      text: t`Most activities went best in the morning. Sending new ones before lunch may feel easier for her.`,
    },
    {
      icon: 'heart',
      title: t`Something to try`,
      text: t`Recipe activities were a little harder this week. A shorter recipe with familiar steps can build confidence.`,
    },
  ];
}

// The spec's static Sample Insights block, labelled as an example so nobody takes it as real.
export function SampleInsights() {
  const { i18n } = useLingui();
  return (
    <Section
      headingId="sample-insights-heading"
      title={t`Sample Insights`}
      aside={<p className="font-semibold text-muted">{i18n._(SAMPLE_NOTE)}</p>}
      asideClassName="flex flex-col gap-1"
    >
      <ul className="grid gap-3 md:grid-cols-3">
        {samples().map((s) => (
          <li
            key={s.icon}
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
