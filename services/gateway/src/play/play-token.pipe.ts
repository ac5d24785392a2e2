import { Injectable, PipeTransform } from '@nestjs/common';
import { DomainError, playTokenSchema } from '@carewith/contracts';

// A malformed token is just another link that leads nowhere: 404 "Activity Not Found".
@Injectable()
export class PlayTokenPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const parsed = playTokenSchema.safeParse(value);
    if (!parsed.success) throw new DomainError('NOT_FOUND', 'Activity Not Found');
    return parsed.data;
  }
}
