import { AiReports1763760800000 } from './1763760800000-ai-reports';
import { Conversation1764160100000 } from './1764160100000-conversation';
import { ReportFacts1764300000261 } from './1764300000261-report-facts';
import { HomeLines1764500000000 } from './1764500000000-home-lines';

// Insights' migrations in the order they run (the service and its tests' schemas alike).
export const INSIGHTS_MIGRATIONS = [
  AiReports1763760800000,
  Conversation1764160100000,
  ReportFacts1764300000261,
  HomeLines1764500000000,
];
