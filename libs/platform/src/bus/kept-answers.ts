import type { BusPattern } from '@carewith/contracts';
import { Clock, systemClock } from '../clock/clock';

// What a change is about, as its service announces it on the live channel: who made it and the tags of
// what it touched (`team:<id>`, `senior:<id>`), or `all` when it cannot say.
export type ChangeNotice = { actorId?: string; tags?: string[]; all?: boolean };

// Which answers of a subject may be kept, and what each is about (its tags), so a change forgets it.
export type KeptAnswerRule = {
  keeps(data: unknown): boolean;
  tags(data: unknown, answer: unknown): string[];
};

type Kept = { answer: unknown; until: number; tags: readonly string[] };

// Answers to a caller's read kept for a moment (decision 323): a visit's reads each asked the same
// question of another service (may this member see this loved one?). An answer is kept for at most
// `ttlMs`, only for the member who asked, and forgotten at once when a notice of a change by that member
// or to what it is about arrives; only answers, never refusals or failures, are kept.
export class KeptAnswers {
  private readonly answers = new Map<string, Kept>();
  // The keys of the answers of each member and of each tag, so a notice forgets without a scan.
  private readonly byTag = new Map<string, Set<string>>();
  // Counts the notices: an answer asked for before a notice and received after it may be from before
  // the change, so it is not kept.
  private notices = 0;

  constructor(
    private readonly rules: Partial<Record<BusPattern, KeptAnswerRule>>,
    private readonly ttlMs: number,
    private readonly maxAnswers = 10_000,
    private readonly clock: Clock = systemClock,
  ) {}

  private key(pattern: string, data: unknown, actorId: string | undefined) {
    const rule = this.rules[pattern as BusPattern];
    if (!actorId || !rule?.keeps(data)) return undefined;
    return `${actorId}\n${pattern}\n${JSON.stringify(data)}`;
  }

  // The kept answer, if there is one still fresh (`found` tells an answer of null from none); else
  // `asked`, to give keep() with the answer.
  find(pattern: string, data: unknown, actorId: string | undefined) {
    const key = this.key(pattern, data, actorId);
    const kept = key === undefined ? undefined : this.answers.get(key);
    if (kept && kept.until > this.clock.now()) return { found: true as const, answer: kept.answer };
    if (kept) this.drop(key!);
    return { found: false as const, asked: this.notices };
  }

  // Keeps the answer to a question asked when find() said `asked`, unless a notice came meanwhile.
  keep(pattern: string, data: unknown, actorId: string | undefined, answer: unknown, asked: number): void {
    const key = this.key(pattern, data, actorId);
    if (key === undefined || asked !== this.notices) return;
    this.drop(key);
    const tags = [`actor:${actorId}`, ...this.rules[pattern as BusPattern]!.tags(data, answer)];
    this.answers.set(key, { answer, until: this.clock.now() + this.ttlMs, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    // The oldest kept goes first (a Map keeps the order answers were kept in).
    if (this.answers.size > this.maxAnswers) this.drop(this.answers.keys().next().value!);
  }

  // Forgets every answer the change may have made wrong: the member's own, and those about what it
  // touched.
  forget(notice: ChangeNotice): void {
    if (notice.all) return this.forgetAll();
    this.notices++;
    const tags = [...(notice.tags ?? []), ...(notice.actorId ? [`actor:${notice.actorId}`] : [])];
    for (const tag of tags) for (const key of [...(this.byTag.get(tag) ?? [])]) this.drop(key);
  }

  forgetAll(): void {
    this.notices++;
    this.answers.clear();
    this.byTag.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  private drop(key: string): void {
    const kept = this.answers.get(key);
    if (!kept) return;
    this.answers.delete(key);
    for (const tag of kept.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
