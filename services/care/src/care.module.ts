import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';

// Care teams, members, invitations, seniors and caregiver check-ins.
@Module({
  imports: [ServicePlatformModule.forService({ name: 'care', entities: [], migrations: [] })],
})
export class CareModule {}
