import { Module } from '@nestjs/common';
import { CheckInsNatsController } from './check-ins.nats-controller';
import { CheckInStore } from './check-in-store';
import { CheckInsService } from './check-ins.service';

// The caregiver's own mood check-ins and their reflections.
@Module({
  controllers: [CheckInsNatsController],
  providers: [CheckInStore, CheckInsService],
  exports: [CheckInsService],
})
export class CheckInsModule {}
