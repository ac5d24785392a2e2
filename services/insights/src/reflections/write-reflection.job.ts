import { Inject, Injectable } from '@nestjs/common';
import { QUEUE_NAMES, ReflectionJob, reflectionJobSchema, WRITE_REFLECTION_JOB } from '@carewith/contracts';
import { BusClient, HandledJob, JobHandler } from '@carewith/platform';
import { localReflection } from '../writers/local-writer';
import { WRITER, Writer } from '../writers/writer';

// The `ai` queue's 'write-reflection' jobs: a short, warm reflection on each caregiver check-in,
// written back to care in the checking-in member's language.
@Injectable()
export class WriteReflectionJobHandler {
  constructor(
    private readonly bus: BusClient,
    @Inject(WRITER) private readonly writer: Writer,
  ) {}

  @JobHandler(QUEUE_NAMES.ai, reflectionJobSchema, { name: WRITE_REFLECTION_JOB, concurrency: 2 })
  async handle({ data, log }: HandledJob<ReflectionJob>): Promise<void> {
    const { checkInId, mood, freeText, language } = data;
    const { text, writer } = await this.writer.write({ kind: 'reflection', mood, freeText, language }, () =>
      localReflection(mood, freeText, language),
    );
    await this.bus.request('care.checkIns.setReflection', { checkInId, reflection: text.slice(0, 2000) });
    log.info({ checkInId, writer }, 'reflection written');
  }
}
