import { Module } from '@nestjs/common';
import { CheckInsModule } from '../check-ins/check-ins.module';
import { TeamsModule } from '../teams/teams.module';
import { CareDashboardService } from './care-dashboard.service';
import { DashboardNatsController } from './dashboard.nats-controller';
import { DashboardStore } from './dashboard-store';

// Care's part of the family dashboard: the teams and the latest check-in.
@Module({
  imports: [TeamsModule, CheckInsModule],
  controllers: [DashboardNatsController],
  providers: [DashboardStore, CareDashboardService],
})
export class DashboardModule {}
