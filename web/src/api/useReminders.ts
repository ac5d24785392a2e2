import { useQuery } from '@tanstack/react-query';
import type { ReminderNotice } from '@carewith/contracts';

export const REMINDERS_KEY = ['/api/reminders'] as const;

// The gentle reminders sent lately to the loved ones the caller can see, newest first.
export function useReminders() {
  return useQuery<ReminderNotice[]>({ queryKey: REMINDERS_KEY });
}
