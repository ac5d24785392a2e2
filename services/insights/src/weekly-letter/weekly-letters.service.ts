import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  WeeklyLetters,
  DomainError,
  LetterAudience,
  letterWeekOf,
  nextLetterAt,
  QUEUE_NAMES,
  WEEKLY_LETTER_JOB,
  WeeklyLetter,
  weeklyLetterJobId,
  WeeklyLetterJob,
} from '@carewith/contracts';
import { BaseConfig, BusClient, CONFIG, createLogger, JOB_QUEUE, JobQueue, queueEmail } from '@carewith/platform';
import { composeLetter } from './letter-composer';
import { LetterSources } from './letter-sources';
import { letterEmail } from './letter-email';
import { WeeklyLetterStore } from './weekly-letter-store';

// How many weeks /digest lists.
export const WEEKS_LISTED = 12;

export type LetterRun =
  | { outcome: 'written' | 'already-written'; letter: WeeklyLetter; emails: number }
  | { outcome: 'no-activities' | 'gone' };

// The weekly family letter. The hourly sweep asks care whose Sunday 17:00 it is and
// queues one job per loved one and week (id weekly-letter-<seniorId>-<sunday>); the job writes the
// letter once (UNIQUE (senior_id, sunday)) and queues one e-mail per member who wants it (id
// weekly-letter-<seniorId>-<sunday>-<userId>). Replicas, retries and restarts send nothing twice.
@Injectable()
export class WeeklyLettersService {
  private readonly log = createLogger(WeeklyLettersService.name);

  constructor(
    private readonly store: WeeklyLetterStore,
    private readonly bus: BusClient,
    private readonly sources: LetterSources,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  // The letters due at `at` (every loved one's, or only those named), one job each.
  async sweep(at: Date, seniorIds?: string[]): Promise<number> {
    const due = await this.bus.request('care.weeklyLetter.due', {
      at: at.toISOString(),
      ...(seniorIds ? { seniorIds } : {}),
    });
    let queued = 0;
    for (const { seniorId, sunday } of due) {
      const job: WeeklyLetterJob = { seniorId, sunday };
      const added = await this.queue.add(QUEUE_NAMES.ai, WEEKLY_LETTER_JOB, job, {
        jobId: weeklyLetterJobId(seniorId, sunday),
        attempts: 5,
        backoffMs: 5000,
      });
      if (!added.duplicate) queued++;
    }
    if (due.length) this.log.info({ due: due.length, queued }, 'weekly letters queued');
    return queued;
  }

  async run(seniorId: string, sunday: string, now = new Date()): Promise<LetterRun> {
    let audience: LetterAudience;
    try {
      audience = await this.bus.request('care.weeklyLetter.audience', { seniorId });
    } catch (error) {
      // Erased meanwhile: nobody to write to.
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return { outcome: 'gone' };
      throw error;
    }
    const stored = await this.store.letter(seniorId, sunday);
    let letter = stored;
    if (!letter) {
      const written = await this.write(seniorId, sunday, audience, now);
      if (!written) return { outcome: 'no-activities' };
      letter = written;
    }
    const emails = await this.send(letter, audience);
    this.log.info({ seniorId, sunday, emails, played: letter.played.length }, 'weekly letter sent');
    return { outcome: stored ? 'already-written' : 'written', letter, emails };
  }

  // The letter's facts, stored once: a loved one with no activity ever made gets none.
  private async write(
    seniorId: string,
    sunday: string,
    audience: LetterAudience,
    now: Date,
  ): Promise<WeeklyLetter | null> {
    const week = letterWeekOf(sunday, audience.timeZone);
    const sources = await this.sources.ofWeek(seniorId, week);
    if (!sources) return null;
    const letter = composeLetter({
      id: randomUUID(),
      seniorId,
      audience,
      week,
      ...sources,
      writtenAt: now,
    });
    await this.store.addOnce(seniorId, sunday, audience.careTeamId, letter);
    // Another run wrote it first: that one is the letter.
    return this.store.letter(seniorId, sunday);
  }

  private async send(letter: WeeklyLetter, audience: LetterAudience): Promise<number> {
    const letterUrl = new URL(`/digest?week=${letter.sunday}`, this.config.PUBLIC_URL).toString();
    const settingsUrl = new URL('/account', this.config.PUBLIC_URL).toString();
    let queued = 0;
    for (const recipient of audience.recipients) {
      const mail = letterEmail(letter, recipient, { letterUrl, settingsUrl });
      const jobId = `${weeklyLetterJobId(letter.seniorId, letter.sunday)}-${recipient.userId}`;
      const added = await queueEmail(this.queue, jobId, {
        to: recipient.email,
        ...mail,
        kind: 'weekly-letter',
        // The loved one's id: their erasure and archive find these e-mails.
        refId: letter.seniorId,
        careTeamId: audience.careTeamId,
      });
      if (!added.duplicate) queued++;
    }
    return queued;
  }

  // The loved ones the caller can see (the development run is limited to them).
  async accessibleSeniorIds(): Promise<string[]> {
    return (await this.bus.request('care.seniors.accessible', {})).map((s) => s.seniorId);
  }

  // /digest: one week's letters for every loved one the viewer can see (the latest week by default).
  async ofWeek(week: string | undefined, now = new Date()): Promise<WeeklyLetters> {
    const ids = await this.accessibleSeniorIds();
    if (!ids.length) return { week: week ?? null, weeks: [], letters: [], waiting: [] };
    const weeks = await this.store.sundays(ids, WEEKS_LISTED);
    const shown = week ?? weeks[0] ?? null;
    const letters = shown ? await this.store.ofSunday(ids, shown) : [];
    const lettered = new Set(letters.map((l) => l.seniorId));
    const waiting: WeeklyLetters['waiting'] = await Promise.all(
      ids
        .filter((id) => !lettered.has(id))
        .map(async (seniorId) => {
          const senior = await this.bus.request('care.seniors.get', { seniorId });
          return {
            seniorId,
            firstName: senior.firstName,
            timeZone: senior.timeZone,
            nextLetterAt: nextLetterAt(now, senior.timeZone).toISOString(),
          };
        }),
    );
    waiting.sort((a, b) => a.firstName.localeCompare(b.firstName));
    return { week: shown, weeks, letters, waiting };
  }
}
