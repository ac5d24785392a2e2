import { Body, Controller, Delete, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { weeklyLettersQuerySchema, TalkedRequest, talkedRequestSchema, uuidSchema } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';

const idParam = new ZodPipe(uuidSchema);
// The first read of an activity whose starters the job has not written yet writes them, with the model
// when one is configured (OPENAI_TIMEOUT_MS at most, then the local writer).
const WRITING_TIMEOUT_MS = 30_000;

// Conversation after play: an activity's starters, the loved one's latest ones, "we talked
// about it" with its note, and the weekly family letter in the app. insights asks care and games who
// may see what.
@Controller('api')
@UseGuards(SignedInGuard)
export class ConversationController {
  constructor(private readonly bus: BusClient) {}

  @Get('games/:id/conversation-starters')
  byGame(@Param('id', idParam) gameId: string) {
    return this.bus.request('insights.starters.byGame', { gameId }, { timeoutMs: WRITING_TIMEOUT_MS });
  }

  @Get('seniors/:id/conversation-starters')
  bySenior(@Param('id', idParam) seniorId: string) {
    return this.bus.request('insights.starters.bySenior', { seniorId }, { timeoutMs: WRITING_TIMEOUT_MS });
  }

  @Put('conversation-starters/:id/talked')
  talked(@Param('id', idParam) starterId: string, @Body(new ZodPipe(talkedRequestSchema)) body: TalkedRequest) {
    return this.bus.request('insights.starters.talked', { starterId, note: body.note ?? null });
  }

  @Delete('conversation-starters/:id/talked')
  untalked(@Param('id', idParam) starterId: string) {
    return this.bus.request('insights.starters.untalked', { starterId });
  }

  // The weekly family letters of one week (the latest by default) for the loved ones the viewer can see.
  @Get('digest')
  weeklyLetters(@Query(new ZodPipe(weeklyLettersQuerySchema)) query: { week?: string }) {
    return this.bus.request('insights.weeklyLetters.list', query);
  }
}
