import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AssessmentBody,
  assessmentBodySchema,
  CustomInsightRequest,
  customInsightRequestSchema,
  reportsQuerySchema,
  SessionUser,
  TrendRequest,
  trendRequestSchema,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { inLanguage, readerLanguage } from '../auth/member-language';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';
import { fileSafe } from '../seniors/results-csv';
import { reportsCsv } from './reports-csv';

const idParam = new ZodPipe(uuidSchema);
// A model may take a while; the insights service falls back to its local writer on its own timeout.
const AI_TIMEOUT_MS = 60_000;

@Controller('api/ai')
@UseGuards(SignedInGuard)
export class AiController {
  constructor(private readonly bus: BusClient) {}

  @Post('trend')
  @HttpCode(200)
  async trend(@Body(new ZodPipe(trendRequestSchema)) body: TrendRequest, @CurrentUser() user: SessionUser) {
    const report = await this.bus.request('insights.trend', inLanguage(body, user), { timeoutMs: AI_TIMEOUT_MS });
    return { trend: report.output, report };
  }

  // The caregiver's own question, answered from the same figures.
  @Post('custom')
  @HttpCode(200)
  async custom(
    @Body(new ZodPipe(customInsightRequestSchema)) body: CustomInsightRequest,
    @CurrentUser() user: SessionUser,
  ) {
    const report = await this.bus.request('insights.custom', inLanguage(body, user), { timeoutMs: AI_TIMEOUT_MS });
    return { insight: report.output, report };
  }

  @Post('assessments/:id')
  @HttpCode(201)
  assessment(
    @Param('id', idParam) gameId: string,
    @Body(new ZodPipe(assessmentBodySchema)) body: AssessmentBody,
    @CurrentUser() user: SessionUser,
  ) {
    return this.bus.request('insights.assessment', inLanguage({ ...body, gameId }, user), {
      timeoutMs: AI_TIMEOUT_MS,
    });
  }

  // The built-in writer's reports are said in the reader's language (decision 261).
  @Get('reports')
  reports(
    @Query(new ZodPipe(reportsQuerySchema)) query: { seniorId?: string; gameId?: string },
    @CurrentUser() user: SessionUser,
    @Headers('accept-language') accept?: string,
  ) {
    return this.bus.request('insights.reports.list', { ...query, language: readerLanguage(user, accept) });
  }

  @Post('reports/:id/save')
  @HttpCode(200)
  save(
    @Param('id', idParam) reportId: string,
    @CurrentUser() user: SessionUser,
    @Headers('accept-language') accept?: string,
  ) {
    return this.bus.request('insights.reports.save', { reportId, language: readerLanguage(user, accept) });
  }

  // Export Reports: the loved one's saved reports (all reports if none is saved) as a CSV file.
  @Get('reports/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async export(
    @Query(new ZodPipe(z.object({ seniorId: uuidSchema }))) query: { seniorId: string },
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const [senior, reports] = await Promise.all([
      this.bus.request('care.seniors.get', query),
      this.bus.request('insights.reports.list', query),
    ]);
    const chosen = reports.some((r) => r.saved) ? reports.filter((r) => r.saved) : reports;
    void res.header('Content-Disposition', `attachment; filename="insights-${fileSafe(senior.firstName)}.csv"`);
    return reportsCsv(chosen);
  }
}
