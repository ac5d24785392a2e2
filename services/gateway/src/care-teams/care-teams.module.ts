import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { CheckInsController } from '../check-ins/check-ins.controller';
import { DashboardController } from '../dashboard/dashboard.controller';
import { CareTeamsController } from './care-teams.controller';

// The family's side: care teams and invitations, the dashboard, the caregiver's own check-ins.
@Module({ imports: [BusClientModule], controllers: [CareTeamsController, DashboardController, CheckInsController] })
export class CareTeamsModule {}
