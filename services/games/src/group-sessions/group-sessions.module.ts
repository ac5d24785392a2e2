import { Module } from '@nestjs/common';
import { LiveChannelModule } from '@carewith/platform';
import { MemoryBoxModule } from '../memory-box/memory-box.module';
import { ActivityRecordsService } from './activity-records.service';
import { EvidenceService } from './evidence.service';
import { GroupSessionStore } from './group-session-store';
import { GroupSessionsNatsController } from './group-sessions.nats-controller';
import { GroupSessionsService } from './group-sessions.service';
import { HomeAccess } from './home-access';
import { ResidentsCopy } from './residents-copy';
import { SessionControlService } from './session-control.service';

// Care homes in games: group sessions on a TV with a phone as the remote, the residents' activity
// records (taps, and texted activities as one-to-ones) and the month's evidence.
@Module({
  imports: [MemoryBoxModule, LiveChannelModule],
  controllers: [GroupSessionsNatsController],
  providers: [
    GroupSessionStore,
    HomeAccess,
    ResidentsCopy,
    GroupSessionsService,
    SessionControlService,
    ActivityRecordsService,
    EvidenceService,
  ],
})
export class GroupSessionsModule {}
