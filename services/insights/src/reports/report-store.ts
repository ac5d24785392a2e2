import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AiReportEntity } from './ai-report.entity';

// A report as it is stored (the row's id, saved flag and creation time come from the database).
export type NewReport = Pick<
  AiReportEntity,
  | 'careTeamId'
  | 'seniorId'
  | 'gameInstanceId'
  | 'type'
  | 'prompt'
  | 'timeRange'
  | 'writer'
  | 'output'
  | 'figuresJSON'
  | 'factsJSON'
  | 'createdBy'
>;

// The AI reports (migrations 1763760800000-ai-reports, 1764300000261-report-facts): every statement of
// them in one place.
@Injectable()
export class ReportStore {
  constructor(private readonly dataSource: DataSource) {}

  add(report: NewReport): Promise<AiReportEntity> {
    const repo = this.dataSource.getRepository(AiReportEntity);
    return repo.save(repo.create(report));
  }

  byId(reportId: string): Promise<AiReportEntity | null> {
    return this.dataSource.getRepository(AiReportEntity).findOneBy({ id: reportId });
  }

  // Marks the report saved; the row as it is then.
  markSaved(report: AiReportEntity): Promise<AiReportEntity> {
    report.saved = true;
    return this.dataSource.getRepository(AiReportEntity).save(report);
  }

  // The latest 100 reports about a loved one and/or an activity, newest first.
  latest(about: { seniorId?: string; gameId?: string }): Promise<AiReportEntity[]> {
    return this.dataSource.getRepository(AiReportEntity).find({
      where: {
        ...(about.seniorId ? { seniorId: about.seniorId } : {}),
        ...(about.gameId ? { gameInstanceId: about.gameId } : {}),
      },
      order: { createdAt: 'DESC' },
      take: 100,
    });
  }

  // Every report about the loved one or one of these activities, oldest first.
  bySenior(seniorId: string, gameIds: string[]): Promise<AiReportEntity[]> {
    return this.dataSource.getRepository(AiReportEntity).find({
      where: [{ seniorId }, ...(gameIds.length ? [{ gameInstanceId: In(gameIds) }] : [])],
      order: { createdAt: 'ASC' },
    });
  }

  // Erasure: those reports; how many went.
  async erase(seniorId: string, gameIds: string[]): Promise<number> {
    const [gone] = await this.dataSource.query<{ n: number }[]>(
      `WITH gone AS (DELETE FROM ai_reports WHERE senior_id = $1 OR game_instance_id = ANY($2::uuid[]) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [seniorId, gameIds],
    );
    return gone?.n ?? 0;
  }
}
