import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AiReportView, TimeRange } from '@carewith/contracts';

// Texts and helpers shared by the AI Support & Insights screens and the report cards elsewhere, in the
// member's language.
export const PAGE_TITLE = msg`AI Support & Insights`;
export const SAMPLE_NOTE = msg`Example only — not about your loved one`;
export const BACK_TO_AI_SUPPORT = msg`Back to AI Support`;
export const REPORT_NOT_FOUND = msg`Report Not Found`;

// A stored report's kind, as the family reads it: a custom insight is a trend report with a question.
export function reportTypeLabel(report: Pick<AiReportView, 'type' | 'prompt'>): string {
  if (report.type === 'COGNITIVE_SUMMARY') return t`Activity Report`;
  return report.prompt ? t`Custom Insight` : t`Weekly Trend`;
}

// Who wrote it: the built-in writer (no model) or the AI model.
export function writerLine(report: Pick<AiReportView, 'writer'>, firstName: string): string {
  return report.writer === 'openai'
    ? t`Written by the AI model from ${firstName}'s results`
    : t`Written by our built-in writer from ${firstName}'s results`;
}

// A report's time range (the contract's TIME_RANGE_LABELS), in the member's language.
const TIME_RANGES: Record<TimeRange, MessageDescriptor> = {
  '7d': msg`Last 7 days`,
  '14d': msg`Last 2 weeks`,
  '30d': msg`Last month`,
  '90d': msg`Last 3 months`,
};
export const timeRangeLabel = (range: TimeRange) => i18n._(TIME_RANGES[range]);

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
