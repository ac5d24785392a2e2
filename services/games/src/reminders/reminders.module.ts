import { Module } from '@nestjs/common';
import { loadConfig } from '@carewith/platform';
import { LinksModule } from '../links/links.module';
import { ReminderJobHandler } from './reminder.job';
import { REMINDERS_CONFIG, remindersConfigSchema } from './reminders.config';
import { RemindersNatsController } from './reminders.nats-controller';
import { RemindersService } from './reminders.service';

// The one gentle reminder text for a link not opened within a day, and the dashboard's notice.
@Module({
  imports: [LinksModule],
  controllers: [RemindersNatsController],
  providers: [
    { provide: REMINDERS_CONFIG, useFactory: () => loadConfig(remindersConfigSchema) },
    RemindersService,
    ReminderJobHandler,
  ],
  exports: [RemindersService],
})
export class RemindersModule {}
