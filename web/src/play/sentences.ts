// Speech synthesis in short pieces: Chrome stops an utterance after about 15 seconds, and
// a pause between sentences is easier to follow. At rate 0.9, 150 characters take about 11 seconds.
// No look-behind in these patterns: older iOS Safari cannot parse it.
export const MAX_PIECE = 150;

// A sentence ends at . ! ? (with closing quotes or brackets) before a space or the end, or at CJK
// full stops; a number such as 3.5 does not end one.
const SENTENCE = /.+?(?:[.!?…]+["'”’)\]]*(?=\s|$)|[。！？]+|$)/g;
const CLAUSE = /[^,;:，、；：]+[,;:，、；：]*/g;

// Joins parts greedily into pieces of at most max characters (a longer single part stays whole).
function pack(parts: string[], max: number, glue: string): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + glue.length + part.length <= max) out[out.length - 1] = last + glue + part;
    else out.push(part);
  }
  return out;
}

export function sentences(text: string, max = MAX_PIECE): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  return (flat.match(SENTENCE) ?? [])
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => {
      if (s.length <= max) return [s];
      // A long sentence: at its commas and the like, then at spaces.
      const clauses = pack((s.match(CLAUSE) ?? []).map((c) => c.trim()).filter(Boolean), max, ' ');
      return clauses.flatMap((c) => (c.length <= max ? [c] : pack(c.split(' '), max, ' ')));
    });
}
