// A loved one's schedule as GET /api/seniors/:id/schedule answers it, for the Plan tab's component tests.
import type { ComingUpSlot, SeniorSchedule } from '@carewith/contracts';

export const SCHEDULE_ID = '00000000-0000-4000-8000-0000000000d1';

export const aSchedule = (over: Partial<SeniorSchedule> = {}): SeniorSchedule => ({
  timeZone: 'UTC',
  quietHours: { from: '21:00', to: '09:00' },
  pausedUntil: null,
  schedules: [
    { id: SCHEDULE_ID, repeat: 'weekly', days: [2, 4], time: '14:30', createdAt: '2026-11-01T10:00:00.000Z' },
  ],
  comingUp: [],
  recent: [],
  ...over,
});

export const aSlot = (over: Partial<ComingUpSlot> = {}): ComingUpSlot => ({
  at: '2026-12-01T14:30:00.000Z',
  localDate: '2026-12-01',
  localTime: '14:30',
  scheduleId: SCHEDULE_ID,
  state: 'planned',
  send: { kind: 'nothing' },
  ...over,
});
