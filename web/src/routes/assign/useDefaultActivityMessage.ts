import { defaultActivityMessage, type SeniorLanguage } from '@carewith/contracts';
import { useLovedOneTexts } from '../../hooks/useLovedOneTexts';

// The text's default message, in the loved one's language as their text will be (the
// English catalog's words are defaultActivityMessage's); the English one until their catalog has
// loaded. The send wizard's prefilled message and the activity page's "Send to <name>" both send it.
export function useDefaultActivityMessage(senior: { firstName: string; language: SeniorLanguage } | null): string {
  const texts = useLovedOneTexts(senior?.language);
  const firstName = senior?.firstName;
  if (!texts) return defaultActivityMessage(firstName);
  return firstName ? texts.t('sms.defaultMessage', { name: firstName }) : texts.t('sms.defaultMessageNoName');
}
