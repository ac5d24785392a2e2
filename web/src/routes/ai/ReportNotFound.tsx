import { BackLink } from '../../components/BackLink';

// A printable report that is missing, not the caller's, or asked for with a malformed address.
export function ReportNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <BackLink to="/ai-assessment">Back to AI Support</BackLink>
      <h1 className="text-3xl font-bold sm:text-4xl">Report Not Found</h1>
      <p className="text-lg text-muted">This report could not be found.</p>
    </div>
  );
}
