import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import {
  CreateSeniorRequest,
  createSeniorRequestSchema,
  PauseRequest,
  pauseRequestSchema,
  RESULTS_PAGE_SIZE,
  SeniorResultsQuery,
  seniorResultsQuerySchema,
  UpdateSeniorRequest,
  updateSeniorRequestSchema,
  uuidSchema,
} from '@carewith/contracts';
import { allPages, BusClient, createLogger, FactPublisher } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';
import { fileSafe, resultsCsv } from './results-csv';
import { writeSeniorArchive } from './senior-archive';
import { RawResponse } from '../http/raw-http';
import { archiveSource } from './senior-archive-source';

// Erasure waits for each service in turn (and for a text being sent right now).
const ERASE_TIMEOUT_MS = 90_000;

const idParam = new ZodPipe(uuidSchema);

@Controller('api/seniors')
@UseGuards(SignedInGuard)
export class SeniorsController {
  private readonly log = createLogger(SeniorsController.name);

  constructor(
    private readonly bus: BusClient,
    private readonly facts: FactPublisher,
  ) {}

  @Post()
  @HttpCode(201)
  create(@Body(new ZodPipe(createSeniorRequestSchema)) body: CreateSeniorRequest) {
    return this.bus.request('care.seniors.create', body);
  }

  @Get(':id')
  get(@Param('id', idParam) seniorId: string) {
    return this.bus.request('care.seniors.get', { seniorId });
  }

  @Patch(':id')
  async update(
    @Param('id', idParam) seniorId: string,
    @Body(new ZodPipe(updateSeniorRequestSchema)) changes: UpdateSeniorRequest,
  ) {
    return this.bus.request('care.seniors.update', { seniorId, changes });
  }

  // "Pause for a few days": own routes rather than a field of PATCH, so the days (1-14) are
  // what the caller sends and the server turns them into a moment in the loved one's time zone.
  @Post(':id/pause')
  @HttpCode(200)
  async pause(@Param('id', idParam) seniorId: string, @Body(new ZodPipe(pauseRequestSchema)) body: PauseRequest) {
    return this.bus.request('care.seniors.pause', { seniorId, days: body.days });
  }

  @Delete(':id/pause')
  async resume(@Param('id', idParam) seniorId: string) {
    return this.bus.request('care.seniors.pause', { seniorId, days: null });
  }

  // The spec's "list of results": every one by default, gathered page by page over the bus;
  // with limit or before, one page, and a Link header to the next (the profile's Show more).
  @Get(':id/results')
  async results(
    @Param('id', idParam) seniorId: string,
    @Query(new ZodPipe(seniorResultsQuerySchema)) query: SeniorResultsQuery,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    if (query.limit === undefined && query.before === undefined)
      return allPages(this.bus, 'games.results.bySenior', { seniorId }, (page) => page.results);
    const limit = query.limit ?? RESULTS_PAGE_SIZE;
    const page = await this.bus.request('games.results.bySenior', { seniorId, limit, before: query.before });
    if (page.next) {
      const next = `/api/seniors/${seniorId}/results?limit=${limit}&before=${encodeURIComponent(page.next)}`;
      void res.header('Link', `<${next}>; rel="next"`);
    }
    return page.results;
  }

  @Get(':id/overview')
  overview(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.overview.bySenior', { seniorId });
  }

  // The profile, dashboard and report charts: the last 12 weeks, week by week.
  @Get(':id/trend')
  trend(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.trend.bySenior', { seniorId });
  }

  // Export Report: the loved one's results as a CSV download.
  @Get(':id/results.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async csv(@Param('id', idParam) seniorId: string, @Res({ passthrough: true }) res: FastifyReply) {
    const [senior, results] = await Promise.all([
      this.bus.request('care.seniors.get', { seniorId }),
      allPages(this.bus, 'games.results.bySenior', { seniorId }, (page) => page.results),
    ]);
    await this.facts.publish('gateway.senior-results-exported', { seniorId });
    void res.header(
      'Content-Disposition',
      `attachment; filename="${fileSafe(`${senior.firstName} ${senior.lastName}`)}-results.csv"`,
    );
    return resultsCsv(results);
  }

  // Data rights (owners only): everything held about the loved one, as a ZIP archive streamed while
  // its pieces are read (senior-archive-source.ts).
  @Get(':id/export.zip')
  async archive(@Param('id', idParam) seniorId: string, @RawResponse() res: ServerResponse) {
    await writeSeniorArchive(res, await archiveSource(this.bus, seniorId));
  }

  // Erasure (owners only): the profile, activities, play events, results, photos, voice clips, reports, texts
  // and queued jobs. Answers the counts of what was removed.
  @Delete(':id')
  erase(@Param('id', idParam) seniorId: string) {
    return this.bus.request('care.seniors.erase', { seniorId }, { timeoutMs: ERASE_TIMEOUT_MS });
  }
}
