import { testDataSource } from '@carewith/platform/testing';
import { INSIGHTS_MIGRATIONS } from '../migrations';
import { AiReportEntity } from '../reports/ai-report.entity';

// An insights schema of its own (every migration run), for one test file.
export const insightsTestDataSource = (prefix: string, poolSize = 2) =>
  testDataSource(prefix, { entities: [AiReportEntity], migrations: INSIGHTS_MIGRATIONS, poolSize });
