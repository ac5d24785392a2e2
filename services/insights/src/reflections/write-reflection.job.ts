import { Inject, Injectable } from '@nestjs/common';
import { reflectionJobSchema } from '@carewith/contracts';
import { BusClient, createLogger, Job, PermanentJobError, requestContext } from '@carewith/platform';
import { localReflection } from '../writers/local-writer';
import { WRITER, Writer } from '../writers/writer';

// The `ai` queue's 'write-reflection' jobs (see AiJobsWorker): a short, warm reflection on each
// caregiver check-in, written back to care.
@Injectable()
export class WriteReflectionJobHandler {
  private readonly log = createLogger(WriteReflectionJobHandler.name);

  constructor(
    private readonly bus: BusClient,
    @Inject(WRITER) private readonly writer: Writer,
  ) {}

  async handle(job: Job<unknown>): Promise<void> {
    const parsed = reflectionJobSchema.safeParse(job.data);
    if (!parsed.success) throw new PermanentJobError('invalid reflection job');
    const { checkInId, mood, freeText, requestId } = parsed.data;
    await requestContext.run({ requestId: requestId ?? job.id }, async () => {
      const { text, writer } = await this.writer.write({ kind: 'reflection', mood, freeText }, () =>
        localReflection(mood, freeText),
      );
      await this.bus.request('care.checkIns.setReflection', { checkInId, reflection: text.slice(0, 2000) });
      this.log.info({ checkInId, writer }, 'reflection written');
    });
  }
}
