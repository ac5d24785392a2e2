// Group commit for any statement that can take many rows at once. Callers submit one item each;
// while a statement is in flight the next items gather, and go together as ONE statement (one round
// trip, one transaction, one WAL flush) when it returns. A lone item leaves at the next turn of the
// event loop, so nothing waits under light load, and under load each statement carries what arrived
// during the previous one's round trip. Each caller gets its own answer.
//
// `run` receives the items of a batch and answers one result per item, in the same order. A batch of
// more than one that fails is run again one item at a time, so one bad item (or two items that may not
// share a statement) fails only its own caller.
export class GroupedStatement<In, Out> {
  private queue: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = false;
  private scheduled = false;

  constructor(
    private readonly run: (items: readonly In[]) => Promise<readonly Out[]>,
    private readonly maxBatchSize = 64,
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.inFlight) return;
    this.scheduled = true;
    // setImmediate, not a microtask: callers woken by the last batch submit their next items in
    // microtasks, and those belong in this batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush() {
    if (this.inFlight || !this.queue.length) return;
    this.inFlight = true;
    const batch = this.queue.splice(0, this.maxBatchSize);
    try {
      await this.settle(batch);
    } finally {
      this.inFlight = false;
      if (this.queue.length) this.schedule();
    }
  }

  private async settle(batch: typeof this.queue) {
    try {
      const results = await this.run(batch.map((p) => p.item));
      if (results.length !== batch.length)
        throw new Error(`a grouped statement answered ${results.length} results for ${batch.length} items`);
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const p of batch) await this.settle([p]);
    }
  }
}
