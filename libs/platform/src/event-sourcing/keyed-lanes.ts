// Work queued per key runs one at a time, in the order it was asked for; other keys run alongside.
export class KeyedLanes {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}

// A pause before retry `attempt`, random within a window that doubles (to 200 ms), so writers that
// conflicted do not meet again at once.
export const jitteredPause = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));
