import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  CreateSeniorRequest,
  createSeniorRequestSchema,
  UpdateSeniorRequest,
  updateSeniorRequestSchema,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';
import { fileSafe, resultsCsv } from './results-csv';

const idParam = new ZodPipe(uuidSchema);

@Controller('api/seniors')
@UseGuards(SignedInGuard)
export class SeniorsController {
  constructor(private readonly bus: BusClient) {}

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
  update(
    @Param('id', idParam) seniorId: string,
    @Body(new ZodPipe(updateSeniorRequestSchema)) changes: UpdateSeniorRequest,
  ) {
    return this.bus.request('care.seniors.update', { seniorId, changes });
  }

  @Get(':id/results')
  results(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.results.bySenior', { seniorId });
  }

  @Get(':id/overview')
  overview(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.overview.bySenior', { seniorId });
  }

  // Export Report: the loved one's results as a CSV download.
  @Get(':id/results.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async csv(@Param('id', idParam) seniorId: string, @Res({ passthrough: true }) res: Response) {
    const [senior, results] = await Promise.all([
      this.bus.request('care.seniors.get', { seniorId }),
      this.bus.request('games.results.bySenior', { seniorId }),
    ]);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${fileSafe(`${senior.firstName} ${senior.lastName}`)}-results.csv"`,
    );
    return resultsCsv(results);
  }
}
