export { MessagingModule } from './messaging.module';
