import { EVIDENCE_CSV_COLUMNS } from '@carewith/contracts';
import { csvCell } from '../seniors/results-csv';

// The Evidence CSV: the inspector's header, then one row per record, each cell quoted as RFC 4180 asks
// and guarded against a spreadsheet running it as a formula (csvCell).
export function evidenceCsv(rows: (string | number)[][]): string {
  return [[...EVIDENCE_CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
