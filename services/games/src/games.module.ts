import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';

// Templates, activities, play links and play; event sourced.
@Module({
  imports: [ServicePlatformModule.forService({ name: 'games', entities: [], migrations: [], eventStore: true })],
})
export class GamesModule {}
