import type { AiReportView } from '@carewith/contracts';

// Texts and helpers shared by the AI Support & Insights screens and the report cards elsewhere.
export const PAGE_TITLE = 'AI Support & Insights';
export const SAMPLE_NOTE = 'Example only — not about your loved one';
export const QUESTION_REQUIRED = 'Please write your question';

// A stored report's kind, as the family reads it: a custom insight is a trend report with a question.
export function reportTypeLabel(report: Pick<AiReportView, 'type' | 'prompt'>): string {
  if (report.type === 'COGNITIVE_SUMMARY') return 'Activity Report';
  return report.prompt ? 'Custom Insight' : 'Weekly Trend';
}

// Who wrote it: the built-in writer (no model) or the AI model.
export function writerLine(report: Pick<AiReportView, 'writer'>, firstName: string): string {
  return report.writer === 'openai'
    ? `Written by the AI model from ${firstName}'s results`
    : `Written by our built-in writer from ${firstName}'s results`;
}

// Plain text with blank-line paragraphs, as paragraphs.
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

// A report's paragraphs without the writer's echo of the question (the question is shown on its own).
export const reportParagraphs = (report: Pick<AiReportView, 'prompt' | 'output'>): string[] => {
  const prompt = report.prompt?.trim();
  return paragraphsOf(report.output).filter((p) => !(prompt && p.includes(prompt) && p.length <= prompt.length + 20));
};

// Lists show the first paragraphs until the reader opens the rest.
export const PREVIEW_PARAGRAPHS = 2;

// Share with Healthcare Provider opens the newest saved report, or the newest report when none is saved.
export const reportToShare = (reports: AiReportView[]): AiReportView | undefined =>
  reports.find((r) => r.saved) ?? reports[0];

export const printPath = (report: Pick<AiReportView, 'id'>, seniorId: string) =>
  `/ai-assessment/report/${report.id}?seniorId=${seniorId}`;
