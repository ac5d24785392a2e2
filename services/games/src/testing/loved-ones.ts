import { randomUUID } from 'node:crypto';
import { SeniorSendInfo, SeniorSendSource } from '../schedules/schedule.ports';

// The games integration tests' stand-in for what care (and messaging, for a STOP) knows of a loved
// one: where and when they may be texted, in which language, and whether their phone replied STOP.
// Kept in memory by the test; the schedule work reads it through the same SeniorSendSource port the
// production bus version implements, and startGames answers care's and messaging's bus requests from it.
export type LovedOne = SeniorSendInfo & { id: string; optedOut: boolean };

let phones = 0;

// A loved one with the defaults a test rarely cares about: a phone of their own, in UTC, texted
// between 09:00 and 15:00 (care's default quiet hours), not paused, in English.
export function aLovedOne(overrides: Partial<LovedOne> = {}): LovedOne {
  phones += 1;
  return {
    id: randomUUID(),
    firstName: 'Rose',
    phone: `+1555${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`,
    careTeamId: randomUUID(),
    timeZone: 'UTC',
    quietHours: { from: '15:00', to: '09:00' },
    pausedUntil: null,
    language: 'en',
    optedOut: false,
    ...overrides,
  };
}

export class LovedOnes implements SeniorSendSource {
  private readonly byId = new Map<string, LovedOne>();

  add(overrides: Partial<LovedOne> = {}): LovedOne {
    const lovedOne = aLovedOne(overrides);
    this.byId.set(lovedOne.id, lovedOne);
    return lovedOne;
  }

  // As the family changed it in care (or the phone replied STOP, in messaging).
  change(id: string, changes: Partial<Omit<LovedOne, 'id'>>): LovedOne {
    const changed = { ...this.get(id), ...changes };
    this.byId.set(id, changed);
    return changed;
  }

  all(): LovedOne[] {
    return [...this.byId.values()];
  }

  find(id: string): LovedOne | undefined {
    return this.byId.get(id);
  }

  get(id: string): LovedOne {
    const lovedOne = this.byId.get(id);
    if (!lovedOne) throw new Error(`no loved one ${id}`);
    return lovedOne;
  }

  async sendInfo(seniorId: string): Promise<SeniorSendInfo> {
    const { id: _id, optedOut: _optedOut, ...info } = this.get(seniorId);
    return info;
  }

  async optedOut(phone: string): Promise<boolean> {
    return [...this.byId.values()].some((l) => l.phone === phone && l.optedOut);
  }
}
