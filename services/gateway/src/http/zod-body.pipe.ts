import { Injectable, PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { parseOrThrow } from '@carewith/contracts';

// Parses a request part with its contracts schema; failures become 400 with field and reason.
@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    return parseOrThrow(this.schema, value);
  }
}
