import { Controller, Get, Header, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { evidenceMonthSchema, uuidSchema } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { ZodPipe } from '../http/zod-body.pipe';
import { evidenceCsv } from './evidence-csv';

const idParam = new ZodPipe(uuidSchema);
const monthQuery = new ZodPipe(evidenceMonthSchema.optional());

// A care home's month of activity records as an inspector reads them (libs/contracts/src/activity-record.ts):
// the home's page, a resident's, and each as a CSV. Staff of the home only (games asks care).
@Controller('api/homes/:homeId')
@UseGuards(SignedInGuard)
export class EvidenceController {
  constructor(private readonly bus: BusClient) {}

  @Get('evidence')
  home(@Param('homeId', idParam) homeId: string, @Query('month', monthQuery) month?: string) {
    return this.bus.request('games.evidence.home', { homeId, month });
  }

  @Get('evidence.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async homeCsv(
    @Param('homeId', idParam) homeId: string,
    @Res({ passthrough: true }) res: FastifyReply,
    @Query('month', monthQuery) month?: string,
  ) {
    const csv = await this.bus.request('games.evidence.homeCsv', { homeId, month });
    void res.header('Content-Disposition', `attachment; filename="care-home-evidence-${csv.month}.csv"`);
    return evidenceCsv(csv.rows);
  }

  @Get('residents/:residentId/evidence')
  resident(
    @Param('homeId', idParam) homeId: string,
    @Param('residentId', idParam) residentId: string,
    @Query('month', monthQuery) month?: string,
  ) {
    return this.bus.request('games.evidence.resident', { homeId, residentId, month });
  }

  @Get('residents/:residentId/evidence.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async residentCsv(
    @Param('homeId', idParam) homeId: string,
    @Param('residentId', idParam) residentId: string,
    @Res({ passthrough: true }) res: FastifyReply,
    @Query('month', monthQuery) month?: string,
  ) {
    const csv = await this.bus.request('games.evidence.residentCsv', { homeId, residentId, month });
    void res.header('Content-Disposition', `attachment; filename="resident-evidence-${csv.month}.csv"`);
    return evidenceCsv(csv.rows);
  }
}
