import { Icon } from '../../components/Icon';

// AI Insights: filled by a later issue; until then, an honest note and no invented text.
export function InsightsPanel() {
  return (
    <section aria-labelledby="insights-heading" className="flex flex-col gap-4">
      <h2 id="insights-heading" className="text-2xl font-bold">
        AI Insights
      </h2>
      <div className="flex items-start gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="sparkles" className="h-6 w-6" />
        </span>
        <p className="text-lg text-muted">
          AI insights will appear here once your loved one has completed a few activities.
        </p>
      </div>
    </section>
  );
}
