import { TEMPLATES, type GameInstance, type Senior } from '@carewith/contracts';
import type { Refusals } from '../../lib/formErrors';

// Texts and small rules of the Send Activity wizard (spec section 2, "Send Activity wizard").
export const SIBLING_CANNOT_SEND = 'Only Co-Caregivers can send activities.';
export const SEND_FAILED = 'Failed to send activity. Please try again.';
// A refused send, as the caregiver reads it: the server's own words for what they can act on (no
// phone, STOP, already sent), else that only Co-Caregivers send.
export const SEND_REFUSALS: Refusals = {
  400: (error) => error.serverMessage,
  403: SIBLING_CANNOT_SEND,
  409: (error) => error.serverMessage,
};
export const UNTITLED = 'Untitled Activity';

export const WIZARD_STEPS = ['Choose Activity', 'Select Loved One', 'Confirm & Send', 'Sent'] as const;
export type WizardStep = 1 | 2 | 3 | 4;
// What a wizard step's history entry carries: which wizard (a new visit starts a new one) and step.
export type WizardHistoryState = { wizard: string; wizardStep: WizardStep };

export const activityTitle = (activity: Pick<GameInstance, 'configJSON'>) =>
  activity.configJSON.title.trim() || UNTITLED;

export const templateTitle = (activity: Pick<GameInstance, 'templateId'>) =>
  TEMPLATES[activity.templateId]?.title ?? activity.templateId;

// Our server sends an activity to the loved one it was made for, and only once: anything else is
// sent as a fresh copy made for the chosen loved one.
export const needsCopy = (activity: Pick<GameInstance, 'status' | 'seniorId'>, seniorId: string) =>
  activity.status !== 'DRAFT' || activity.seniorId !== seniorId;

// The one calm line the review panel shows when a copy will be made.
export function copyNote(
  activity: Pick<GameInstance, 'status' | 'seniorId'>,
  chosen: Pick<Senior, 'id' | 'firstName'>,
  allSeniors: Pick<Senior, 'id' | 'firstName'>[],
): string | null {
  if (!needsCopy(activity, chosen.id)) return null;
  if (activity.status !== 'DRAFT')
    return `This activity was already sent, so a new copy will be made for ${chosen.firstName}.`;
  const madeFor = activity.seniorId ? allSeniors.find((s) => s.id === activity.seniorId) : undefined;
  if (madeFor)
    return `This activity was made for ${madeFor.firstName}, so a new copy will be made for ${chosen.firstName}.`;
  return `A new copy of this activity will be made for ${chosen.firstName}.`;
}
