import { busController } from '@carewith/platform';
import { ReportsService } from './reports.service';

export class InsightsNatsController extends busController(
  { reports: ReportsService },
  {
    'insights.trend': { actor: ({ reports }, data, actorId) => reports.trend(actorId, data) },
    'insights.custom': { actor: ({ reports }, data, actorId) => reports.trend(actorId, data, data.question) },
    'insights.assessment': {
      actor: ({ reports }, data, actorId) => reports.assessment(actorId, data),
    },
    'insights.reports.list': { actor: ({ reports }, data) => reports.list(data) },
    'insights.reports.save': { actor: ({ reports }, data) => reports.save(data.reportId, data.language) },
    'insights.reports.bySenior': { actor: ({ reports }, data) => reports.bySenior(data.seniorId, data.gameIds) },
    'insights.erase.bySenior': { actor: ({ reports }, data) => reports.eraseBySenior(data.seniorId, data.gameIds) },
  },
) {}
