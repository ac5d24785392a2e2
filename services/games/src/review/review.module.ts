import { Module } from '@nestjs/common';
import { DifficultyModule } from '../difficulty/difficulty.module';
import { ReviewItemsService } from './review-items.service';
import { ReviewNatsController } from './review.nats-controller';
import { ReviewStore } from './review-store';
import { ReviewService } from './review.service';

// Spaced review: what is due, and a Review activity built from it.
@Module({
  imports: [DifficultyModule],
  controllers: [ReviewNatsController],
  providers: [ReviewStore, ReviewItemsService, ReviewService],
  exports: [ReviewItemsService],
})
export class ReviewModule {}
