import { Module } from '@nestjs/common';
import { WritersModule } from '../writers/writers.module';
import { WriteReflectionJobHandler } from './write-reflection.job';

// A few warm words back on each caregiver check-in, written by the `ai` queue.
@Module({ imports: [WritersModule], providers: [WriteReflectionJobHandler] })
export class ReflectionsModule {}
