import { forwardRef } from 'react';
import type { AiReportView } from '@carewith/contracts';
import { AiReportItem } from './AiReportItem';
import { LoadFailed, Loading } from '../../components/LoadState';

// View Assessment History: every stored report about the chosen loved one, newest first.
export const AssessmentHistory = forwardRef<
  HTMLHeadingElement,
  {
    id: string;
    hidden: boolean;
    firstName: string;
    reports: AiReportView[] | undefined;
    loading: boolean;
    failed: boolean;
  }
>(function AssessmentHistory({ id, hidden, firstName, reports, loading, failed }, ref) {
  return (
    <section id={id} hidden={hidden} aria-labelledby="history-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="history-heading" ref={ref} tabIndex={-1} className="text-2xl font-bold">
          Assessment History
        </h2>
        <p className="text-muted">{firstName}&apos;s insights and activity reports, newest first.</p>
      </div>
      {loading ? (
        <Loading>Loading assessment history...</Loading>
      ) : failed ? (
        <LoadFailed>We couldn&apos;t load the assessment history. Please refresh the page to try again.</LoadFailed>
      ) : !reports || reports.length === 0 ? (
        <p className="rounded-2xl border border-warm-100 bg-white p-6 text-muted shadow-sm">
          No reports yet for {firstName}.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.map((r) => (
            <AiReportItem key={r.id} report={r} />
          ))}
        </ul>
      )}
    </section>
  );
});
