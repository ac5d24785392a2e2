import { Module } from '@nestjs/common';
import { LiveChannelModule } from '@carewith/platform';
import { ChangeAnnouncer } from './change-announcer';

// care's changes announced to the services that keep its answers (decision 323).
@Module({ imports: [LiveChannelModule], providers: [ChangeAnnouncer] })
export class ChangesModule {}
