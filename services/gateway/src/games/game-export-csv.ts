import type { GameExport } from '@carewith/contracts';
import { csvCell } from '../seniors/results-csv';

export function gameExportCsv(data: GameExport): string {
  const header = ['Step', 'Prompt', 'Answer', 'Correct', 'Answered at'];
  const rows = data.rows.map((r) => [r.step, r.prompt, r.answer, r.correct ? 'yes' : 'no', r.answeredAt ?? '']);
  const summary = [
    [],
    ['Accuracy (%)', data.accuracy === null ? '' : Math.round(data.accuracy * 100)],
    ['Duration (minutes)', data.totalTimeMs === null ? '' : Math.round(data.totalTimeMs / 60000)],
    ['Completed', data.completedAt ?? ''],
  ];
  return [header, ...rows, ...summary].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
