import { Injectable } from '@nestjs/common';
import { Fact } from '@carewith/contracts';
import { FactHandler } from '@carewith/platform';
import { GroupSessionStore } from './group-session-store';

// Games' own copy of who lives in which home and what of theirs may reach a shared screen, kept from
// care's facts: a texted activity a resident finishes becomes a one-to-one record of their home, and a
// consent taken back stops their photos on a session's TV at once. Each handler sets the row to what
// the fact says, so a repeat changes nothing.
@Injectable()
export class ResidentsCopy {
  constructor(private readonly store: GroupSessionStore) {}

  @FactHandler('care.resident-added', { consumer: 'games.home-residents' })
  async onAdded({ data }: Fact<'care.resident-added'>): Promise<void> {
    await this.store.residentAdded(data);
  }

  @FactHandler('care.resident-removed', { consumer: 'games.home-residents' })
  async onRemoved({ data }: Fact<'care.resident-removed'>): Promise<void> {
    await this.store.residentRemoved(data);
  }

  @FactHandler('care.resident-consent-changed', { consumer: 'games.home-residents' })
  async onConsentChanged({ data }: Fact<'care.resident-consent-changed'>): Promise<void> {
    await this.store.consentChanged(data);
  }
}
