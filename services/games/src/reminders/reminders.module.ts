import { Module } from '@nestjs/common';
import { loadConfig } from '@carewith/platform';
import { LinksModule } from '../links/links.module';
import { TextsModule } from '../texts/texts.module';
import { ReminderJobHandler } from './reminder.job';
import { ReminderJobs } from './reminder-jobs';
import { ReminderStore } from './reminder-store';
import { REMINDERS_CONFIG, remindersConfigSchema } from './reminders.config';
import { RemindersNatsController } from './reminders.nats-controller';
import { RemindersService } from './reminders.service';

// The one gentle reminder text for a link not opened within a day, and the dashboard's notice.
// Exports the reminder jobs, planned by every activity's text.
@Module({
  imports: [LinksModule, TextsModule],
  controllers: [RemindersNatsController],
  providers: [
    { provide: REMINDERS_CONFIG, useFactory: () => loadConfig(remindersConfigSchema) },
    ReminderStore,
    ReminderJobs,
    RemindersService,
    ReminderJobHandler,
  ],
  exports: [ReminderJobs],
})
export class RemindersModule {}
