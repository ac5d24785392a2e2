import { Injectable } from '@nestjs/common';
import type { Fact } from '@carewith/contracts';
import { FactHandler } from '@carewith/platform';
import { ResidentPhotosService } from './resident-photos.service';

// A resident who leaves the home (or whose family erases them: care tells it as a removal) takes their
// portrait with them. Harmless to repeat: a second time finds nothing to delete.
@Injectable()
export class ResidentLeaves {
  constructor(private readonly photos: ResidentPhotosService) {}

  @FactHandler('care.resident-removed', { consumer: 'games.resident-photos' })
  async onRemoved({ data }: Fact<'care.resident-removed'>): Promise<void> {
    await this.photos.forget(data.residentId);
  }
}
