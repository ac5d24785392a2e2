// The recipe strips' paper order: shuffled the same way on every print (seeded by the step), and
// never the right order, so the cut-out task is a task.
export function printShuffle<T>(items: T[], seed: string): T[] {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.every((x, i) => x === items[i]) ? [...out.slice(1), out[0]!] : out;
}
