import { execFileSync } from 'node:child_process';

// pdf-parse (pdf.js) starts its worker with a dynamic import, which jest's module sandbox cannot run:
// the text is read in a plain Node process instead.
const SCRIPT = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const r = await new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) }).getText();
process.stdout.write(JSON.stringify({ pages: r.total, text: r.text }));
`;

// A PDF's page count and its text, with runs of white space made single spaces.
export function pdfText(pdf: Buffer): { pages: number; text: string } {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    input: pdf,
    cwd: __dirname,
    maxBuffer: 64 * 1024 * 1024,
  });
  const parsed = JSON.parse(out.toString()) as { pages: number; text: string };
  return { pages: parsed.pages, text: parsed.text.replace(/\s+/g, ' ') };
}
