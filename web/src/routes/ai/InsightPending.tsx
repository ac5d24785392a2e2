import { Trans } from '@lingui/react/macro';

// While the first insight is being written (a model may take a little while).
export function InsightPending() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-2xl border border-warm-100 bg-white p-8 text-lg text-muted shadow-sm"
    >
      <span
        aria-hidden
        className="h-5 w-5 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-700"
      />
      <Trans>Writing your insight... This can take up to a minute.</Trans>
    </div>
  );
}
