import { busController } from '@carewith/platform';
import { ReviewService } from './review.service';

export class ReviewNatsController extends busController(
  { review: ReviewService },
  { 'games.review.bySenior': { actor: ({ review }, data) => review.bySenior(data.seniorId) } },
) {}
