import { Injectable } from '@nestjs/common';
import type { Fact } from '@carewith/contracts';
import { FactHandler } from '@carewith/platform';
import { HomeLinesStore } from './home-lines-store';

// Keeps insights' copy of what a care home recorded of its residents and whether each family may hear
// of it, from the facts: the weekly letter reads only this copy, never the home's records.
@Injectable()
export class HomeLinesReactor {
  constructor(private readonly store: HomeLinesStore) {}

  @FactHandler('games.resident-activity-recorded', { consumer: 'insights.home-activity' })
  async onRecorded({ data, occurredAt }: Fact<'games.resident-activity-recorded'>): Promise<void> {
    await this.store.putActivity({
      recordId: data.recordId,
      seniorId: data.seniorId,
      residentId: data.residentId,
      homeId: data.homeId,
      sessionId: data.sessionId,
      kind: data.kind,
      tookPart: data.tookPart,
      minutes: data.minutes,
      what: data.what,
      chips: data.chips,
      song: data.song,
      day: data.date,
      occurredAt: new Date(occurredAt),
    });
  }

  @FactHandler(['care.resident-consent-changed', 'care.resident-added', 'care.resident-removed'], {
    consumer: 'insights.home-consent',
    // In order per resident: a consent given and then taken back must end taken back.
    concurrency: 1,
  })
  async onResident(
    fact: Fact<'care.resident-consent-changed' | 'care.resident-added' | 'care.resident-removed'>,
  ): Promise<void> {
    const { seniorId, residentId, homeId } = fact.data;
    if (fact.subject === 'care.resident-removed') return this.store.forgetResident(seniorId);
    // A resident just added has no consent recorded: their family hears nothing until it is.
    if (fact.subject === 'care.resident-added') return this.store.addResident({ seniorId, residentId, homeId });
    await this.store.setFamilyLine({ seniorId, residentId, homeId, familyLine: fact.data.familyLine ?? false });
  }
}
