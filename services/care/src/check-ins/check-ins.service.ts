import { Inject, Injectable } from '@nestjs/common';
import { currentRequestId, JOB_QUEUE, JobQueue } from '@carewith/platform';
import { CheckInRequest, CheckInView, QUEUE_NAMES, ReflectionJob, WRITE_REFLECTION_JOB } from '@carewith/contracts';
import { CheckInEntity } from './check-in.entity';
import { CheckInStore } from './check-in-store';

export const toCheckInView = (c: CheckInEntity): CheckInView => ({
  id: c.id,
  userId: c.userId,
  mood: c.mood,
  freeText: c.freeText,
  aiReflection: c.aiReflection,
  createdAt: c.createdAt.toISOString(),
});

// A caregiver's own mood check-ins: private to them, not shared with the team.
@Injectable()
export class CheckInsService {
  constructor(
    private readonly store: CheckInStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async create(actorId: string, request: CheckInRequest): Promise<CheckInView> {
    const saved = await this.store.add({ userId: actorId, mood: request.mood, freeText: request.freeText });
    // The insights service writes a short reflection, in the request's language; it appears when it
    // arrives.
    const job: ReflectionJob = {
      kind: 'check-in-reflection',
      checkInId: saved.id,
      mood: saved.mood,
      freeText: saved.freeText,
      language: request.language,
      requestId: currentRequestId(),
    };
    await this.queue.add(QUEUE_NAMES.ai, WRITE_REFLECTION_JOB, job, {
      jobId: `reflection-${saved.id}`,
      attempts: 3,
      backoffMs: 2000,
    });
    return toCheckInView(saved);
  }

  async setReflection(checkInId: string, reflection: string): Promise<{ updated: boolean }> {
    return { updated: await this.store.setReflection(checkInId, reflection) };
  }

  async listMine(actorId: string): Promise<CheckInView[]> {
    const rows = await this.store.latest(actorId, 60);
    return rows.map(toCheckInView);
  }

  async latest(actorId: string): Promise<CheckInView | null> {
    const row = await this.store.newest(actorId);
    return row ? toCheckInView(row) : null;
  }
}
