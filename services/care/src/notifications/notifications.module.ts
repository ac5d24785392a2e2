import { Module } from '@nestjs/common';
import { AccessModule } from '../teams/access.module';
import { NotificationsNatsController } from './notifications.nats-controller';
import { NotificationStore } from './notification-store';
import { NotificationsService } from './notifications.service';

// Completion e-mails to the team and each member's notification settings.
@Module({
  imports: [AccessModule],
  controllers: [NotificationsNatsController],
  providers: [NotificationStore, NotificationsService],
})
export class NotificationsModule {}
