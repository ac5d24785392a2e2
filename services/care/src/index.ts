export { CareModule } from './care.module';
