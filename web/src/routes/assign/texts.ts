import { msg, t } from '@lingui/core/macro';
import type { ApiError } from '../../api/http';
import { inAppLanguage } from '../../i18n/contract-messages';
import type { Refusals } from '../../lib/formErrors';
import type { GameInstance, Senior } from '@carewith/contracts';
import { templateTitle as titleOfTemplate } from '../../lib/templates';
import { activityTitle as titleOrUntitled } from '../games/texts';

// Texts and small rules of the Send Activity wizard (spec section 2, "Send Activity wizard"), as
// Lingui messages.
export const SIBLING_CANNOT_SEND = msg`Only Co-Caregivers can send activities.`;
export const SEND_FAILED = msg`Failed to send activity. Please try again.`;
// A refused send, as the caregiver reads it: the server's own words for what they can act on (no
// phone, STOP, already sent), in the member's language when the catalog has it; else that only
// Co-Caregivers send. Read at the time of the send (the member's language then).
const byTheServer = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);
export const sendRefusals = (): Refusals => ({ 400: byTheServer, 403: t(SIBLING_CANNOT_SEND), 409: byTheServer });

// The last step's "Sent" is the activity's (a word of its own in Spanish, "Enviada").
export const WIZARD_STEPS = [
  msg`Choose Activity`,
  msg`Select Loved One`,
  msg`Confirm & Send`,
  msg({ message: 'Sent', context: 'the activity, a step of the send wizard' }),
] as const;
export type WizardStep = 1 | 2 | 3 | 4;
// What a wizard step's history entry carries: which wizard (a new visit starts a new one) and step.
export type WizardHistoryState = { wizard: string; wizardStep: WizardStep };

export const activityTitle = (activity: Pick<GameInstance, 'configJSON' | 'templateId'>) => titleOrUntitled(activity);

export const templateTitle = (activity: Pick<GameInstance, 'templateId'>) => titleOfTemplate(activity.templateId);

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
  const name = chosen.firstName;
  if (activity.status !== 'DRAFT') return t`This activity was already sent, so a new copy will be made for ${name}.`;
  const madeFor = activity.seniorId ? allSeniors.find((s) => s.id === activity.seniorId) : undefined;
  if (madeFor) {
    const maker = madeFor.firstName;
    return t`This activity was made for ${maker}, so a new copy will be made for ${name}.`;
  }
  return t`A new copy of this activity will be made for ${name}.`;
}
