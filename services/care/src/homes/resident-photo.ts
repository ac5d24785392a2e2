import { Injectable } from '@nestjs/common';
import type { Fact } from '@carewith/contracts';
import { FactHandler } from '@carewith/platform';
import { HomeStore } from './home-store';

// The Residents list's photo follows games' portrait of each resident: a new one moves the address on
// (its version), a removal gives their initials back. Ordered by when games changed it, so a repeated
// or late fact changes nothing it should not.
@Injectable()
export class ResidentPhotoVersion {
  constructor(private readonly store: HomeStore) {}

  @FactHandler('games.resident-photo-changed', { consumer: 'care.resident-photo' })
  async onChanged(fact: Fact<'games.resident-photo-changed'>): Promise<void> {
    const { homeId, residentId, version } = fact.data;
    await this.store.setPhotoVersion(homeId, residentId, version, new Date(fact.occurredAt));
  }
}
