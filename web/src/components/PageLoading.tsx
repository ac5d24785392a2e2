import { useLingui } from '@lingui/react/macro';

// A calm full-area loading line, announced politely to screen readers.
export function PageLoading({ text }: { text?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center px-4 py-16 text-lg text-muted">
      <span className="flex items-center gap-3">
        <span
          aria-hidden
          className="h-5 w-5 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-700"
        />
        {text ?? t`Loading...`}
      </span>
    </div>
  );
}
