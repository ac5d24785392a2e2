import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import type { AiReportView } from '@carewith/contracts';
import { Section } from '../../components/Card';
import { LoadedList, NothingYet } from '../../components/LoadState';
import { AiReportItem } from './AiReportItem';

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
  const { t } = useLingui();
  return (
    <Section
      id={id}
      hidden={hidden}
      headingId="history-heading"
      title={t`Assessment History`}
      headingRef={ref}
      aside={
        <p className="text-muted">
          <Trans>{firstName}&apos;s insights and activity reports, newest first.</Trans>
        </p>
      }
      asideClassName="flex flex-col gap-1"
    >
      <LoadedList
        loading={loading}
        failed={failed}
        items={reports}
        loadingText={t`Loading assessment history...`}
        failedText={t`We couldn't load the assessment history. Please refresh the page to try again.`}
        empty={
          <NothingYet>
            <Trans>No reports yet for {firstName}.</Trans>
          </NothingYet>
        }
      >
        {(reports) => (
          <ul className="flex flex-col gap-3">
            {reports.map((r) => (
              <AiReportItem key={r.id} report={r} />
            ))}
          </ul>
        )}
      </LoadedList>
    </Section>
  );
});
