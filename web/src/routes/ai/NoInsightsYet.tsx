import { Trans } from '@lingui/react/macro';
import { Icon } from '../../components/Icon';

// Before any insight in this visit: what to do to get one.
export function NoInsightsYet() {
  return (
    <section
      aria-labelledby="no-insights-heading"
      className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-warm-100 bg-white p-8 text-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="sparkles" className="h-7 w-7" />
      </span>
      <h2 id="no-insights-heading" className="text-2xl font-bold">
        <Trans>No Insights Yet</Trans>
      </h2>
      <p className="max-w-md text-muted">
        <Trans>
          Choose your loved one and a time range, then select Generate Insight. Your insight will appear here.
        </Trans>
      </p>
    </section>
  );
}
