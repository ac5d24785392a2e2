import { Inject, Injectable } from '@nestjs/common';
import {
  Attention,
  EvidenceCsv,
  HomeEvidence,
  RecordChip,
  RecordMood,
  ResidentEvidence,
  SessionResidents,
} from '@carewith/contracts';
import { CLOCK, Clock } from '@carewith/platform';
import { GroupSessionStore, RecordRow, recordView } from './group-session-store';
import { HomeAccess } from './home-access';
import { activeDays, monthOf, monthRange, targetDays } from './record-rules';

type CareResident = SessionResidents['residents'][number];

const KIND_WORDS = { group: 'Group', 'one-to-one': 'One-to-one' } as const;
// The CSV says each tap in words an inspector reads, not the contract's codes.
const ATTENTION_WORDS: Record<Attention, string> = { none: 'None', some: 'Some', full: 'Full' };
const MOOD_WORDS: Record<RecordMood, string> = { low: 'Low', okay: 'Okay', happy: 'Happy' };
const CHIP_WORDS: Record<RecordChip, string> = {
  'sang-along': 'Sang along',
  'told-a-story': 'Told a story',
  laughed: 'Laughed',
  'helped-others': 'Helped others',
  'recognised-someone': 'Recognised someone',
};

// A month of a home's activity records as an inspector reads them (activity-record.ts): each resident's
// active days against their own target, their records, and the CSV's rows (EVIDENCE_CSV_COLUMNS). Names,
// rooms and targets are care's answer now (a resident who has left is in the CSV, not on the page);
// games keeps only the records.
@Injectable()
export class EvidenceService {
  constructor(
    private readonly store: GroupSessionStore,
    private readonly access: HomeAccess,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async home(homeId: string, month?: string): Promise<HomeEvidence> {
    const { care, records, month: m } = await this.homeMonth(homeId, month);
    const today = new Date(this.clock.now());
    return {
      homeId,
      homeName: care.homeName,
      month: m,
      residents: care.residents.map((r) => {
        const own = records.filter((x) => x.resident_id === r.id);
        return {
          residentId: r.id,
          firstName: r.firstName,
          lastName: r.lastName,
          month: m,
          activeDays: activeDays(own.map((x) => ({ date: x.date, tookPart: x.took_part }))),
          targetDays: targetDays(r.activeDaysTarget, m, today),
          sessions: new Set(own.filter((x) => x.took_part && x.session_id).map((x) => x.session_id)).size,
        };
      }),
    };
  }

  async resident(homeId: string, residentId: string, month?: string): Promise<ResidentEvidence> {
    const m = month ?? monthOf(new Date(this.clock.now()));
    const care = await this.access.residents(homeId, [residentId]);
    const r = care.residents[0]!;
    const { from, to } = monthRange(m);
    const records = await this.store.records({ homeId, residentId }, from, to);
    const names = await this.access.names(records.map((x) => x.ran_by));
    return {
      residentId: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      month: m,
      activeDays: activeDays(records.map((x) => ({ date: x.date, tookPart: x.took_part }))),
      targetDays: targetDays(r.activeDaysTarget, m, new Date(this.clock.now())),
      records: records.map((x) => recordView(x, names)),
    };
  }

  async homeCsv(homeId: string, month?: string): Promise<EvidenceCsv> {
    const { care, records, month: m } = await this.homeMonth(homeId, month);
    return { month: m, rows: await this.rows(records, care.residents) };
  }

  async residentCsv(homeId: string, residentId: string, month?: string): Promise<EvidenceCsv> {
    const m = month ?? monthOf(new Date(this.clock.now()));
    const care = await this.access.residents(homeId, [residentId]);
    const { from, to } = monthRange(m);
    return {
      month: m,
      rows: await this.rows(await this.store.records({ homeId, residentId }, from, to), care.residents),
    };
  }

  private async homeMonth(homeId: string, month?: string) {
    const m = month ?? monthOf(new Date(this.clock.now()));
    const care = await this.access.homeResidents(homeId);
    const { from, to } = monthRange(m);
    return { care, records: await this.store.records({ homeId }, from, to), month: m };
  }

  // One row per record in EVIDENCE_CSV_COLUMNS' order (a resident who has left the home is named so).
  private async rows(records: RecordRow[], residents: CareResident[]): Promise<(string | number)[][]> {
    const names = await this.access.names(records.map((x) => x.ran_by));
    const byId = new Map(residents.map((r) => [r.id, r]));
    return records.map((x) => {
      const r = byId.get(x.resident_id);
      return [
        x.date,
        r ? `${r.firstName} ${r.lastName}`.trim() : 'A former resident',
        r?.room ?? '',
        x.what,
        KIND_WORDS[x.kind],
        x.minutes,
        x.took_part ? 'Yes' : 'No',
        x.attention ? ATTENTION_WORDS[x.attention] : '',
        x.mood ? MOOD_WORDS[x.mood] : '',
        x.chips.map((chip) => CHIP_WORDS[chip]).join('; '),
        x.ran_by ? (names.get(x.ran_by) ?? '') : '',
      ];
    });
  }
}
