// Business constants and limits of spec section 9.
export const AUTH_REDIRECT_DELAY_MS = 500;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const MOOD_MAX = 5;
export const DEFAULT_ACCESSIBILITY = {
  largeText: true,
  audioInstructions: false,
  highContrast: true,
} as const;
export const DEFAULT_PLAY_STEPS = 5;
// The Send Activity wizard's default message (the spec: "a default text inviting the loved one to
// enjoy the activity"); the play link follows it in the text.
export const defaultActivityMessage = (firstName?: string | null) =>
  `Hi${firstName ? ` ${firstName}` : ''}! We made a memory activity just for you. Tap the link below to enjoy it whenever you like. Love, your family`;
// The last line of every activity text, after the caregiver's message and the link: carriers expect
// texts to say how to stop them, and the messaging service honours STOP.
export const SMS_OPT_OUT_LINE = 'Reply STOP to opt out.';
// optOutLine: the same line in the loved one's language, from their catalog.
export const activityTextBody = (message: string, playUrl: string, optOutLine: string) =>
  `${message}\n${playUrl}\n${optOutLine}`;
export const SEND_WIZARD_STEPS = 4;
export const DEMO_STEPS = 6;
export const DEMO_GRANDCHILDREN = { min: 2, max: 8, initial: 4 } as const;
export const COPIED_FEEDBACK_MS = 2000;
export const DEMO_TIMER_SECONDS = { relaxed: 30, standard: 15 } as const;
export const SIMULATED_RESEND_DELAY_MS = 1000;
export const SIMULATED_CANCEL_DELAY_MS = 500;
export const DEFAULT_TIME_RANGE = '7d' as const;
// Text limits the spec leaves open (decision 4).
export const LIMITS = {
  name: 120,
  email: 254,
  message: 2000,
  title: 120,
  phone: 32,
  freeText: 4000,
  question: 1000,
} as const;
// Request bodies above this are refused with 413 (photos travel separately).
export const MAX_JSON_BODY_BYTES = 256 * 1024;
