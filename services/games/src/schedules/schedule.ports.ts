import { Injectable } from '@nestjs/common';
import { BusReplyData } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { lovedOneText } from '../language/loved-one-texts';

// What the schedule work needs from outside the games database, behind a small interface so the
// integration test can run the planner and the runner on real Postgres and the real queue without
// the other services: the production version asks care and messaging over the bus. (Their time is
// the platform's CLOCK, which the test sets.)

// Where and when the loved one may be texted (care), and whether their phone replied STOP (messaging).
// Neither needs an actor: slot jobs run with none.
export type SeniorSendInfo = BusReplyData<'care.seniors.sendInfo'>;
export const SENIOR_SEND_SOURCE = Symbol('SENIOR_SEND_SOURCE');
export interface SeniorSendSource {
  sendInfo(seniorId: string): Promise<SeniorSendInfo>;
  optedOut(phone: string): Promise<boolean>;
}

@Injectable()
export class BusSeniorSendSource implements SeniorSendSource {
  constructor(private readonly bus: BusClient) {}

  sendInfo(seniorId: string): Promise<SeniorSendInfo> {
    return this.bus.request('care.seniors.sendInfo', { seniorId });
  }

  async optedOut(phone: string): Promise<boolean> {
    return (await this.bus.request('messaging.optOut.check', { phone })).optedOut;
  }
}

// The warm default of a scheduled text (the Send SMS wizard's caregiver writes their own), in the loved
// one's language.
export const scheduledTextMessage = (firstName: string, language?: string) =>
  lovedOneText(language)('sms.scheduled', { name: firstName });

// Fault injection for the scaling test only: a pause between claiming a slot's day and sending, so a
// test can kill the process in the middle of a slot. 0 (no pause) unless
// SCHEDULE_FAULT_PAUSE_AFTER_CLAIM_MS is set, and refused when NODE_ENV=production.
export const SCHEDULE_FAULTS = Symbol('SCHEDULE_FAULTS');
export type ScheduleFaults = { pauseAfterClaimMs: number };
export function scheduleFaultsFromEnv(env: NodeJS.ProcessEnv = process.env): ScheduleFaults {
  const raw = env.SCHEDULE_FAULT_PAUSE_AFTER_CLAIM_MS;
  if (!raw) return { pauseAfterClaimMs: 0 };
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) {
    throw new Error('SCHEDULE_FAULT_PAUSE_AFTER_CLAIM_MS must be a whole number of ms from 0 to 60000');
  }
  if (env.NODE_ENV === 'production' && ms > 0) {
    throw new Error('SCHEDULE_FAULT_PAUSE_AFTER_CLAIM_MS is for tests and is refused when NODE_ENV=production');
  }
  return { pauseAfterClaimMs: ms };
}
