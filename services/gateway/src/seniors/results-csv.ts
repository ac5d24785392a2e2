import type { SeniorResult } from '@carewith/contracts';

// RFC 4180 quoting, and a leading quote on cells a spreadsheet would run as a formula.
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function resultsCsv(results: SeniorResult[]): string {
  const header = [
    'Completed',
    'Activity',
    'Template',
    'Accuracy (%)',
    'Correct answers',
    'Total steps',
    'Duration (minutes)',
  ];
  const rows = results.map((r) => [
    r.completedAt,
    r.title,
    r.templateId,
    Math.round(r.computedScoresJSON.accuracy * 100),
    r.summaryJSON.correctAnswers,
    r.summaryJSON.totalSteps,
    Math.round(r.summaryJSON.totalTime / 60000),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const fileSafe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'loved-one';
