import { Injectable } from '@nestjs/common';
import {
  DomainError,
  QUEUE_NAMES,
  WRITE_STARTERS_JOB,
  WriteStartersJob,
  writeStartersJobSchema,
} from '@carewith/contracts';
import { HandledJob, JobHandler } from '@carewith/platform';
import { StartersService } from './starters.service';

// A completed activity's conversation starters (job id starters-<gameId>, queued by care on each
// completion): written once, whatever the retries; a rerun finds them and does nothing.
@Injectable()
export class WriteStartersJobHandler {
  constructor(private readonly starters: StartersService) {}

  @JobHandler(QUEUE_NAMES.ai, writeStartersJobSchema, { name: WRITE_STARTERS_JOB, concurrency: 2 })
  async handle(job: HandledJob<WriteStartersJob>): Promise<void> {
    try {
      const written = await this.starters.ensure(job.data.gameInstanceId);
      // The completion is recorded before its result is projected: try again shortly.
      if (written === null) throw new Error('the activity has no result yet');
    } catch (error) {
      // Erased meanwhile: nothing to write.
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        job.log.info('activity gone; no starters');
        return;
      }
      throw error;
    }
  }
}
