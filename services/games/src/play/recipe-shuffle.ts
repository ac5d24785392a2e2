// A deterministic shuffle (the same activity always shows the same order) that never starts
// in the correct order.
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffledOrder(count: number, correctOrder: number[], seedText: string): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  const next = random(seedOf(seedText));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const inOrder = (o: number[]) => o.length === correctOrder.length && o.every((v, i) => v === correctOrder[i]);
  // Rotating distinct items by one always changes every position.
  if (count > 1 && inOrder(order)) order.push(order.shift()!);
  return order;
}
