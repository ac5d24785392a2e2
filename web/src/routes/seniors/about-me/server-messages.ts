import { msg } from '@lingui/core/macro';

// The server's About me messages that the catalog's contract extractor cannot read from the schemas
// (lingui.caregiver.config.ts): a refinement's message, and the shared link's answers. Each is in the
// catalog under its English text as id, as the contract's validation messages are, so that
// inAppLanguage finds it when the API answers it and the screens can show the same words themselves.
// Their English is the contract's (server-messages.unit.spec.ts).
export const CONSULTED_NEEDED = msg({ id: 'Say whom they consulted', message: 'Say whom they consulted' });
export const SHARE_GONE_WORDS = msg({
  id: 'This page is no longer shared.',
  message: 'This page is no longer shared.',
});
export const SHARE_PIN_NEEDED_WORDS = msg({
  id: 'Enter the PIN you were given with this link.',
  message: 'Enter the PIN you were given with this link.',
});
export const SHARE_PIN_WRONG_WORDS = msg({ id: 'That PIN is not right.', message: 'That PIN is not right.' });
