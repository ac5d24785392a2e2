// One probe shared by every caller: callers that arrive while a probe runs wait for that probe, and
// its result serves callers for `ttlMs` after it finished. So GET /api/health under load costs one
// round of bus requests per ttlMs instead of one per request, and a result is never older
// than ttlMs plus one probe. ttlMs 0: every caller that arrives after the last probe finished starts
// a new one (still one probe for callers that arrive together).
export class SharedProbe<T> {
  private inFlight: Promise<T> | null = null;
  private last: { value: T; at: number } | null = null;

  constructor(
    private readonly probe: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    // Whether a result may serve later callers (health keeps only an all-up report, so a recovery is
    // seen by the next request, not up to ttlMs later).
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  get(): Promise<T> {
    if (this.last && this.now() - this.last.at < this.ttlMs) return Promise.resolve(this.last.value);
    if (!this.inFlight) {
      this.inFlight = this.probe().then(
        (value) => {
          this.last = this.keep(value) ? { value, at: this.now() } : null;
          this.inFlight = null;
          return value;
        },
        (error: unknown) => {
          // A failed probe is not kept: the next caller probes again.
          this.inFlight = null;
          throw error;
        },
      );
    }
    return this.inFlight;
  }
}
