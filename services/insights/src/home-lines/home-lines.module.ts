import { Module } from '@nestjs/common';
import { HomeLinesReactor } from './home-lines.reactor';
import { HomeLinesStore } from './home-lines-store';

// A care-home resident's line in their family's weekly letter: the copy of the home's records and of
// the family-line consent, kept from the facts (decision "Care homes").
@Module({
  providers: [HomeLinesStore, HomeLinesReactor],
  exports: [HomeLinesStore],
})
export class HomeLinesModule {}
