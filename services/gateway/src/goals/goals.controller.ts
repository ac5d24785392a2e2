import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  CreateGoal,
  createGoalRequestSchema,
  goalVoiceRequestSchema,
  rateGoalRequestSchema,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

const idParam = new ZodPipe(uuidSchema);

// Everyday goals of a loved one (libs/contracts/src/goals.ts): any member reads them and records a
// voice cue; Co-Caregivers set, rate and stop them (games decides).
@Controller('api/seniors/:id/goals')
@UseGuards(SignedInGuard)
export class GoalsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  list(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.goals.bySenior', { seniorId });
  }

  @Post()
  @HttpCode(201)
  create(@Param('id', idParam) seniorId: string, @Body(new ZodPipe(createGoalRequestSchema)) goal: CreateGoal) {
    return this.bus.request('games.goals.create', { seniorId, goal });
  }

  @Post(':goalId/ratings')
  @HttpCode(201)
  rate(
    @Param('id', idParam) seniorId: string,
    @Param('goalId', idParam) goalId: string,
    @Body(new ZodPipe(rateGoalRequestSchema)) body: { rating: number },
  ) {
    return this.bus.request('games.goals.rate', { seniorId, goalId, rating: body.rating });
  }

  @Put(':goalId/voice')
  voice(
    @Param('id', idParam) seniorId: string,
    @Param('goalId', idParam) goalId: string,
    @Body(new ZodPipe(goalVoiceRequestSchema)) body: { voice: string },
  ) {
    return this.bus.request('games.goals.voice', { seniorId, goalId, voice: body.voice });
  }

  @Post(':goalId/stop')
  @HttpCode(200)
  stop(@Param('id', idParam) seniorId: string, @Param('goalId', idParam) goalId: string) {
    return this.bus.request('games.goals.stop', { seniorId, goalId });
  }
}

// The dashboard's reminder: the goals whose rating is due, of the loved ones the member rates for.
@Controller('api/goals')
@UseGuards(SignedInGuard)
export class GoalRatingsDueController {
  constructor(private readonly bus: BusClient) {}

  @Get('ratings-due')
  ratingsDue() {
    return this.bus.request('games.goals.ratingsDue', {});
  }
}
