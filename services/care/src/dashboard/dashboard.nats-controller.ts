import { busController } from '@carewith/platform';
import { CareDashboardService } from './care-dashboard.service';

export class DashboardNatsController extends busController(
  { dashboard: CareDashboardService },
  { 'care.dashboard': { actor: ({ dashboard }, data, actorId) => dashboard.forActor(actorId, data.language) } },
) {}
