export { GamesModule } from './games.module';
