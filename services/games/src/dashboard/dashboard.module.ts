import { Module } from '@nestjs/common';
import { DashboardStore } from './dashboard-store';
import { GamesReadNatsController } from './games-read.nats-controller';
import { GamesReadService } from './games-read.service';

// Results and figures: the family dashboard, a loved one's overview, results pages and weekly trend.
@Module({ controllers: [GamesReadNatsController], providers: [GamesReadService, DashboardStore] })
export class DashboardModule {}
