import { Module } from '@nestjs/common';
import { BusClientModule, LiveChannelModule } from '@carewith/platform';
import { EvidenceController } from './evidence.controller';
import { GroupSessionsController } from './group-sessions.controller';

// Care homes' group sessions (with the TV's live stream), activity records and the month's evidence.
@Module({
  imports: [BusClientModule, LiveChannelModule],
  controllers: [GroupSessionsController, EvidenceController],
})
export class GroupSessionsModule {}
