import { Module } from '@nestjs/common';
import { TeamAccessService } from './team-access.service';
import { TeamStore } from './team-store';

// Who may do what on a care team: every care feature asks it before it touches a loved one.
@Module({ providers: [TeamStore, TeamAccessService], exports: [TeamStore, TeamAccessService] })
export class AccessModule {}
