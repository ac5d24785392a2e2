import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';

// Latest AI Report (completed activities): the report once generated, else a way to ask for one.
export function LatestAiReportCard({
  report,
  onGenerate,
  generating,
}: {
  report: string | null;
  onGenerate: () => void;
  generating: boolean;
}) {
  return (
    <section
      aria-labelledby="ai-report-heading"
      className="flex flex-col gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm"
    >
      <h2 id="ai-report-heading" className="text-2xl font-bold">
        Latest AI Report
      </h2>
      {report ? (
        <p className="whitespace-pre-line">{report}</p>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">No AI report yet.</p>
          <Button variant="secondary" onClick={onGenerate} disabled={generating}>
            <Icon name="sparkles" className="h-5 w-5" />
            {generating ? 'Generating report...' : 'Generate AI Report'}
          </Button>
        </div>
      )}
    </section>
  );
}
