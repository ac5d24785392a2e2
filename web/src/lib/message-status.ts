import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageStatus } from '@carewith/contracts';

// A text's or e-mail's delivery status in the member's words: the activity's texts and the
// development outbox say the same.
export const MESSAGE_STATUS_WORDS: Record<MessageStatus, MessageDescriptor> = {
  queued: msg`Waiting to send`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  failed: msg`Not delivered`,
  outbox: msg`In the outbox`,
};
