import { Trans, useLingui } from '@lingui/react/macro';
import type { Highlight, Senior } from '@carewith/contracts';
import { Card } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { formatDate } from '../../lib/people';
import { highlightWords } from './highlight-words';

const ICONS: Record<Highlight['kind'], IconName> = {
  'best-score': 'star',
  streak: 'flame',
  completed: 'check-circle',
  improving: 'trend',
};

// Recent Highlights, computed by the server from real results; the loved one's first name leads.
export function HighlightsCard({ highlights, seniors }: { highlights: Highlight[]; seniors: Senior[] }) {
  const { t } = useLingui();
  const firstName = (id: string | null) => (id ? seniors.find((s) => s.id === id)?.firstName : undefined);
  return (
    <Card headingId="highlights-heading" title={t`Recent Highlights`}>
      {highlights.length === 0 ? (
        <p className="rounded-xl bg-warm-50 p-5 text-muted">
          <Trans>Highlights will appear here once your loved one completes an activity.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {highlights.map((h, i) => {
            const name = firstName(h.seniorId);
            const { title, detail } = highlightWords(h);
            return (
              <li key={`${h.kind}-${i}`} className="flex items-start gap-3 rounded-xl bg-warm-50 p-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
                  <Icon name={ICONS[h.kind]} className="h-5 w-5" />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold text-ink">{name ? `${name}: ${title}` : title}</span>
                  <span className="text-muted">
                    {detail}
                    {h.at && ` · ${formatDate(h.at)}`}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
