import { EVIDENCE_CSV_COLUMNS } from '@carewith/contracts';
import { evidenceCsv } from './evidence-csv';

describe('the Evidence CSV', () => {
  it('starts with the inspector’s columns, in order', () => {
    expect(evidenceCsv([]).split('\r\n')[0]).toBe(EVIDENCE_CSV_COLUMNS.join(','));
  });

  it('quotes commas, quotes and line breaks, and never lets a cell run as a formula', () => {
    const csv = evidenceCsv([
      [
        '2026-03-02',
        'Grace "Gee" Hopper',
        'Room 4, east',
        '=HYPERLINK("http://x")',
        'Group',
        20,
        'Yes',
        'full',
        'happy',
        '+sang',
        '@Ann',
      ],
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      '2026-03-02,"Grace ""Gee"" Hopper","Room 4, east","\'=HYPERLINK(""http://x"")",Group,20,Yes,full,happy,\'+sang,\'@Ann',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
