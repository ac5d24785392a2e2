export { InsightsModule } from './insights.module';
