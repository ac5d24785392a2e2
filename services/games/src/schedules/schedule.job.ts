import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { emptyJobSchema, QUEUE_NAMES, SlotJob, slotJobSchema } from '@carewith/contracts';
import { createLogger, Job, JOB_QUEUE, JobHandler, JobQueue } from '@carewith/platform';
import { REPLAN_ALL_SCHEDULER, REPLAN_EVERY_MS, SchedulePlanner } from './schedule-planner.service';
import { ScheduleRunner } from './schedule-runner.service';

// Consumes the schedule queue: each 'slot' job (delayed until its slot) and the hourly 'replan-all'
// (a job scheduler: one run per hour whatever the replicas).
@Injectable()
export class ScheduleJobHandler implements OnApplicationBootstrap {
  private readonly log = createLogger(ScheduleJobHandler.name);

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly planner: SchedulePlanner,
    private readonly runner: ScheduleRunner,
  ) {}

  async onApplicationBootstrap() {
    await this.queue
      .upsertScheduler(
        QUEUE_NAMES.schedule,
        REPLAN_ALL_SCHEDULER,
        { everyMs: REPLAN_EVERY_MS },
        { name: REPLAN_ALL_SCHEDULER, data: {} },
      )
      .catch((error: unknown) => this.log.warn({ err: String(error) }, 'the hourly re-plan could not be scheduled'));
  }

  @JobHandler(QUEUE_NAMES.schedule, emptyJobSchema, { name: REPLAN_ALL_SCHEDULER, concurrency: 2 })
  async replanAll(): Promise<void> {
    const planned = await this.planner.replanAll();
    this.log.info({ planned }, 'schedules re-planned');
  }

  @JobHandler(QUEUE_NAMES.schedule, slotJobSchema, { name: 'slot', concurrency: 2 })
  async slot(job: Job<SlotJob>): Promise<void> {
    const run = await this.runner.runSlot(job.data.seniorId, job.data.at);
    this.log.info({ jobId: job.id, run }, 'slot ran');
  }
}
