import { Controller, Get, Headers, UseGuards } from '@nestjs/common';
import { DashboardResponse, SessionUser } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { readerLanguage } from '../auth/member-language';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard';

// GET /api/dashboard: the care side (teams, loved ones, check-in) and the games side (activities,
// figures, highlights), in one request to games, which asks care (decision 307).
@Controller('api/dashboard')
@UseGuards(SignedInGuard)
export class DashboardController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  async dashboard(
    @CurrentUser() user: SessionUser,
    @Headers('accept-language') accept?: string,
  ): Promise<DashboardResponse> {
    // games answers its side and care's (it asks care for what the caller may see anyway).
    const { care, ...games } = await this.bus.request('games.dashboard', { language: readerLanguage(user, accept) });
    const checkIn = care.recentCheckIn;
    return {
      seniors: care.seniors,
      recentGameInstances: games.recentGameInstances,
      careTeams: care.careTeams,
      recentCheckIn: checkIn
        ? { mood: checkIn.mood, aiReflection: checkIn.aiReflection, createdAt: checkIn.createdAt }
        : null,
      stats: { ...games.stats, latestMood: checkIn?.mood ?? null },
      highlights: games.highlights,
    };
  }
}
