import { Injectable } from '@nestjs/common';
import type { Fact } from '@carewith/contracts';
import { FactHandler } from '@carewith/platform';
import { activeAt } from './home-rules';
import { HomeStore } from './home-store';

// "Last active" on the Residents page follows what games recorded: each record in which a resident
// took part moves it on (never back), so a repeated or late fact changes nothing it should not.
@Injectable()
export class ResidentActivity {
  constructor(private readonly store: HomeStore) {}

  @FactHandler('games.resident-activity-recorded', { consumer: 'care.resident-activity' })
  async onRecorded(fact: Fact<'games.resident-activity-recorded'>): Promise<void> {
    if (!fact.data.tookPart) return;
    await this.store.markActive(
      fact.data.homeId,
      fact.data.residentId,
      activeAt(fact.data.date, new Date(fact.occurredAt)),
    );
  }
}
