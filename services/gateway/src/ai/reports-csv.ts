import { AiReportView, TIME_RANGE_LABELS } from '@carewith/contracts';
import { csvCell } from '../seniors/results-csv';

const kind = (r: AiReportView) =>
  r.type === 'COGNITIVE_SUMMARY' ? 'Activity report' : r.prompt ? 'Your question' : 'Weekly trend';

// Export Reports: one row per report, opened by any spreadsheet; the text keeps its paragraphs.
export function reportsCsv(reports: AiReportView[]): string {
  const header = ['Written', 'Report', 'Question', 'Period', 'Saved', 'Written by', 'Text'];
  const rows = reports.map((r) => [
    r.createdAt,
    kind(r),
    r.prompt ?? '',
    r.timeRange ? TIME_RANGE_LABELS[r.timeRange] : '',
    r.saved ? 'Yes' : 'No',
    r.writer === 'openai' ? 'AI model' : 'Built-in writer',
    r.output,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
