import { Module } from '@nestjs/common';
import { TeamAccessService } from './team-access.service';

// Who may do what on a care team: every care feature asks it before it touches a loved one.
@Module({ providers: [TeamAccessService], exports: [TeamAccessService] })
export class AccessModule {}
