import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AccessModule } from '../teams/access.module';
import { SeniorsNatsController } from './seniors.nats-controller';
import { SeniorsService } from './seniors.service';
import { SeniorStore } from './senior-store';

// Loved ones: their profile, texting window, pause, language, and their part of data rights.
@Module({
  imports: [AccessModule, AuditModule],
  controllers: [SeniorsNatsController],
  providers: [SeniorStore, SeniorsService],
  exports: [SeniorsService],
})
export class SeniorsModule {}
