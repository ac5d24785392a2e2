import { Module } from '@nestjs/common';
import { SmsTexts } from './sms-texts';

// The texts games queues (an activity's, a reminder's).
@Module({ providers: [SmsTexts], exports: [SmsTexts] })
export class TextsModule {}
