import { Module } from '@nestjs/common';
import { CheckInsNatsController } from './check-ins.nats-controller';
import { CheckInsService } from './check-ins.service';

// The caregiver's own mood check-ins and their reflections.
@Module({
  controllers: [CheckInsNatsController],
  providers: [CheckInsService],
  exports: [CheckInsService],
})
export class CheckInsModule {}
