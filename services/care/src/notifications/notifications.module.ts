import { Module } from '@nestjs/common';
import { AccessModule } from '../teams/access.module';
import { NotificationsNatsController } from './notifications.nats-controller';
import { NotificationsService } from './notifications.service';

// Completion e-mails to the team and each member's notification settings.
@Module({
  imports: [AccessModule],
  controllers: [NotificationsNatsController],
  providers: [NotificationsService],
})
export class NotificationsModule {}
